// Which datasets a caller may see, as Superset's DatasourceFilter (the base filter of the dataset
// API): every one with all_datasource_access or all_database_access (Admin passes); otherwise
// those named by a datasource_access permission (`[db].[table](id:N)`), those of a database or
// schema the caller may access (`[db].(id:N)`, `[db].[schema]`), and the caller's own.
import type { DatasetFull, DatasetListFilter } from '../../store/repositories/datasetsRepository.ts';
import { dataGrantsOf } from '../security/dataAccess.ts';
import type { Principal } from '../security/principal.ts';

/** The list filter of what the caller may see; null when they may see every dataset. */
export function datasetAccessFilter(principal: Principal): DatasetListFilter | null {
  const grants = dataGrantsOf(principal);
  if (grants.allDatasources || grants.allDatabases) return null;
  return {
    kind: 'access',
    ownerId: principal.user.id,
    datasetIds: [...grants.datasetIds],
    databaseIds: [...grants.databaseIds],
    schemas: grants.schemas,
  };
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
