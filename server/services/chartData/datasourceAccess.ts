// Who may query a dataset, as Superset 3.1's raise_for_access: all datasource or all database
// access, access to the dataset's database or schema, datasource access on the dataset itself,
// or being one of its owners (Admin passes every check).
import { can, type Principal } from '../security/principal.ts';
import { LoupeError } from '../shared/loupeError.ts';

export interface AccessTarget {
  datasetId: number;
  tableName: string;
  schema: string | null;
  databaseId: number;
  databaseName: string;
  ownerIds: readonly number[];
}

/** Superset's permission names: `[db].(id:1)`, `[db].[schema]`, `[db].[table](id:7)`. */
export function permissionNames(target: AccessTarget) {
  return {
    database: `[${target.databaseName}].(id:${target.databaseId})`,
    schema: target.schema ? `[${target.databaseName}].[${target.schema}]` : null,
    datasource: `[${target.databaseName}].[${target.tableName}](id:${target.datasetId})`,
  };
}

export function canAccessDatasource(principal: Principal, target: AccessTarget): boolean {
  const names = permissionNames(target);
  return (
    principal.isAdmin ||
    can(principal, 'all_datasource_access', 'all_datasource_access') ||
    can(principal, 'all_database_access', 'all_database_access') ||
    can(principal, 'database_access', names.database) ||
    (names.schema !== null && can(principal, 'schema_access', names.schema)) ||
    can(principal, 'datasource_access', names.datasource) ||
    target.ownerIds.includes(principal.user.id)
  );
}

export function assertDatasourceAccess(principal: Principal, target: AccessTarget): void {
  if (canAccessDatasource(principal, target)) return;
  const message = `This endpoint requires the datasource ${target.tableName}, database or \`all_datasource_access\` permission`;
  throw new LoupeError(403, message, {
    errorType: 'DATASOURCE_SECURITY_ACCESS_ERROR',
    extra: { link: 'https://superset.apache.org/docs/security', datasource: target.tableName },
  });
}
