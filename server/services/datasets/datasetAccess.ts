// Which datasets a caller may see, as Superset's DatasourceFilter (the base filter of the dataset
// API): every one with all_datasource_access or all_database_access (Admin passes); otherwise
// those named by a datasource_access permission (`[db].[table](id:N)`), those of a database or
// schema the caller may access (`[db].(id:N)`, `[db].[schema]`), and the caller's own.
import type { DatasetFull, DatasetListFilter } from '../../store/repositories/datasetsRepository.ts';
import { can, type Principal } from '../security/principal.ts';

const ID_SUFFIX = /\(id:(\d+)\)$/;
const SCHEMA_PERM = /^\[(.+)\]\.\[(.+)\]$/;

/** The list filter of what the caller may see; null when they may see every dataset. */
export function datasetAccessFilter(principal: Principal): DatasetListFilter | null {
  if (
    principal.isAdmin ||
    can(principal, 'all_datasource_access', 'all_datasource_access') ||
    can(principal, 'all_database_access', 'all_database_access')
  ) {
    return null;
  }
  const datasetIds: number[] = [];
  const databaseIds: number[] = [];
  const schemas: Array<{ databaseName: string; schema: string }> = [];
  for (const pairs of principal.roles.values()) {
    for (const [permission, view] of pairs) {
      const id = ID_SUFFIX.exec(view)?.[1];
      if (permission === 'datasource_access' && id) datasetIds.push(Number(id));
      else if (permission === 'database_access' && id) databaseIds.push(Number(id));
      else if (permission === 'schema_access') {
        const match = SCHEMA_PERM.exec(view);
        if (match) schemas.push({ databaseName: match[1] as string, schema: match[2] as string });
      }
    }
  }
  return { kind: 'access', ownerId: principal.user.id, datasetIds, databaseIds, schemas };
}

/** What the access rule reads of a dataset. */
export interface DatasetAccessFacts {
  id: number;
  databaseId: number;
  databaseName: string;
  schema: string | null;
  ownerIds: readonly number[];
}

/** Whether the caller may see (and query) this dataset: the same rule, for one dataset in hand. */
export function mayAccess(principal: Principal, dataset: DatasetAccessFacts): boolean {
  const access = datasetAccessFilter(principal);
  if (access?.kind !== 'access') return true;
  return (
    dataset.ownerIds.includes(principal.user.id) ||
    access.datasetIds.includes(dataset.id) ||
    access.databaseIds.includes(dataset.databaseId) ||
    access.schemas.some(
      (entry) => entry.databaseName === dataset.databaseName && entry.schema === dataset.schema,
    )
  );
}

export function mayAccessDataset(principal: Principal, dataset: DatasetFull): boolean {
  return mayAccess(principal, {
    id: dataset.id,
    databaseId: dataset.database_id,
    databaseName: dataset.database_name,
    schema: dataset.schema,
    ownerIds: dataset.owners.map((owner) => owner.id),
  });
}
