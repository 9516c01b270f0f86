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

/** Whether the caller may see this dataset (the same rule, for one dataset in hand). */
export function mayAccessDataset(principal: Principal, dataset: DatasetFull): boolean {
  const access = datasetAccessFilter(principal);
  if (access?.kind !== 'access') return true;
  return (
    dataset.owners.some((owner) => owner.id === principal.user.id) ||
    access.datasetIds.includes(dataset.id) ||
    access.databaseIds.includes(dataset.database_id) ||
    access.schemas.some(
      (entry) => entry.databaseName === dataset.database_name && entry.schema === dataset.schema,
    )
  );
}
