// Who may query a dataset, as Superset 3.1's raise_for_access: the rule the dataset list applies
// (datasets/datasetAccess.ts: all datasource or database access, the dataset's database, schema
// or datasource permission, or ownership), refused with Superset's message.
import { mayAccess } from '../datasets/datasetAccess.ts';
import type { Principal } from '../security/principal.ts';
import { LoupeError } from '../shared/loupeError.ts';

export interface AccessTarget {
  datasetId: number;
  tableName: string;
  schema: string | null;
  databaseId: number;
  databaseName: string;
  ownerIds: readonly number[];
}

export function assertDatasourceAccess(principal: Principal, target: AccessTarget): void {
  const facts = {
    id: target.datasetId,
    databaseId: target.databaseId,
    databaseName: target.databaseName,
    schema: target.schema,
    ownerIds: target.ownerIds,
  };
  if (mayAccess(principal, facts)) return;
  const message = `This endpoint requires the datasource ${target.tableName}, database or \`all_datasource_access\` permission`;
  throw new LoupeError(403, message, {
    errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
    extra: { link: 'https://superset.apache.org/docs/security', datasource: target.tableName },
  });
}
