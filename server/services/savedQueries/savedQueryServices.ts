// Everything the saved query routes call, bound to one metadata database.
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { Principal } from '../security/principal.ts';
import {
  distinctSchemas,
  getSavedQuery,
  type InfoQuery,
  type ListQuery,
  listSavedQueries,
  type RelatedQuery,
  relatedValues,
  savedQueryInfo,
} from './savedQueryReads.ts';
import {
  bulkDeleteSavedQueries,
  createSavedQuery,
  deleteSavedQuery,
  type SavedQueryWriteFields,
  updateSavedQuery,
} from './savedQueryWrites.ts';

export function createSavedQueryServices(db: MetadataDb) {
  return {
    list: (principal: Principal, query: ListQuery | undefined) => listSavedQueries(db, principal, query),
    info: (principal: Principal, query: InfoQuery | undefined) => savedQueryInfo(principal, query),
    get: (principal: Principal, id: number) => getSavedQuery(db, principal, id),
    create: (principal: Principal, body: SavedQueryWriteFields) => createSavedQuery(db, principal, body),
    update: (principal: Principal, id: number, body: SavedQueryWriteFields) =>
      updateSavedQuery(db, principal, id, body),
    delete: (principal: Principal, id: number) => deleteSavedQuery(db, principal, id),
    bulkDelete: (principal: Principal, ids: readonly number[]) => bulkDeleteSavedQueries(db, principal, ids),
    related: (principal: Principal, column: string, query: RelatedQuery | undefined) =>
      relatedValues(db, principal, column, query),
    distinct: (principal: Principal, query: RelatedQuery | undefined) =>
      distinctSchemas(db, principal, query),
  };
}

export type SavedQueryServices = ReturnType<typeof createSavedQueryServices>;
export type { InfoQuery, ListQuery, RelatedQuery, SavedQueryWriteFields };
