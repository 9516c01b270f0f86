// Everything the dataset and datasource routes call, bound to one metadata database, the
// database services (pools) and the configuration; plus loadDatasetForQuery for chart data.
import type { components } from '../../../src/api/schema.gen.ts';
import type { ResolvedConfig } from '../../config.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { DatabaseServices } from '../databases/databaseServices.ts';
import type { Principal } from '../security/principal.ts';
import { createTtlMemo } from '../shared/ttlMemo.ts';
import {
  type DatasetDuplicateRequest,
  type DatasetGetOrCreateRequest,
  duplicateDataset,
  getOrCreateDataset,
} from './datasetDuplicate.ts';
import { type DatasetForQuery, loadDatasetForQuery } from './datasetForQuery.ts';
import {
  datasetInfo,
  distinctDatasetSchemaValues,
  type InfoQuery,
  type ListQuery,
  listDatasetsFor,
  type RelatedQuery,
  relatedDatasetValues,
  relatedObjects,
  type ShowQuery,
  showDataset,
} from './datasetReads.ts';
import { refreshDataset } from './datasetRefresh.ts';
import {
  bulkDeleteDatasets,
  createDataset,
  type DatasetCreateRequest,
  type DatasetUpdateRequest,
  type DatasetWriteContext,
  deleteDataset,
  updateDatasetById,
} from './datasetWrites.ts';
import {
  type CachedDatasourceMetadata,
  columnValues,
  type DatasourceContext,
  datasourceMetadata,
  externalMetadata,
  type SamplesRequest,
  samples,
} from './datasourceReads.ts';

/** How long chart data reuses a dataset read from the store (this process's writes drop it at once). */
const QUERY_MODEL_TTL_MS = 5000;

export function createDatasetServices(
  db: MetadataDb,
  config: Pick<ResolvedConfig, 'sqllabTimeoutSeconds'>,
  databases: DatabaseServices,
) {
  const metadataCache = new Map<string, CachedDatasourceMetadata>();
  const queryModels = createTtlMemo<number, DatasetForQuery>(QUERY_MODEL_TTL_MS);
  const timeoutMs = config.sqllabTimeoutSeconds * 1000;
  const ctx: DatasetWriteContext & DatasourceContext = {
    db,
    databases,
    timeoutMs,
    metadataCache,
    invalidate: (id: number) => {
      metadataCache.delete(`${id}__table`);
      queryModels.delete(id);
    },
  };
  const forgetCachedMetadata = () => {
    metadataCache.clear();
    queryModels.clear();
  };
  // A database's name, perm and allow_multi_catalog are part of its datasets' metadata.
  databases.onChange(forgetCachedMetadata);
  return {
    list: (principal: Principal, query: ListQuery | undefined) => listDatasetsFor(db, principal, query),
    info: (principal: Principal, query: InfoQuery | undefined) => datasetInfo(principal, query),
    get: (principal: Principal, id: number, query: ShowQuery | undefined) =>
      showDataset(ctx, principal, id, query),
    create: (principal: Principal, body: DatasetCreateRequest) => createDataset(ctx, principal, body),
    update: (principal: Principal, id: number, body: DatasetUpdateRequest, override: boolean) =>
      updateDatasetById(ctx, principal, id, body, override),
    delete: (principal: Principal, id: number) => deleteDataset(ctx, principal, id),
    bulkDelete: (principal: Principal, ids: readonly number[]) => bulkDeleteDatasets(ctx, principal, ids),
    related: (principal: Principal, column: string, query: RelatedQuery | undefined) =>
      relatedDatasetValues(db, principal, column, query),
    distinct: (query: RelatedQuery | undefined) => distinctDatasetSchemaValues(db, query),
    duplicate: (principal: Principal, body: DatasetDuplicateRequest) =>
      duplicateDataset(ctx, principal, body),
    getOrCreate: (principal: Principal, body: DatasetGetOrCreateRequest) =>
      getOrCreateDataset(ctx, principal, body),
    refresh: (principal: Principal, id: number) => refreshDataset(ctx, principal, id),
    relatedObjects: (principal: Principal, id: number) => relatedObjects(db, principal, id),
    columnValues: (principal: Principal, type: string, id: number, column: string) =>
      columnValues(ctx, principal, type, id, column),
    samples: (principal: Principal, request: SamplesRequest) => samples(ctx, principal, request),
    /** The columns of the dataset's source now (the Edit modal's sync); writes nothing. */
    externalMetadata: (principal: Principal, type: string, id: number) =>
      externalMetadata(ctx, principal, type, id),
    /** fetch_datasource_metadata for a caller: refused (403) when they may not access the dataset. */
    datasourceMetadata: (principal: Principal, key: string) => datasourceMetadata(ctx, principal, key),
    /** The same reply for a caller whose access to the dataset was checked already (explore). */
    datasourceMetadataAfterAccessCheck: (key: string) => datasourceMetadata(ctx, null, key),
    /** For chart data: the dataset with all its columns and metrics (404 when missing). */
    loadDatasetForQuery: (id: number) => queryModels.get(id, () => loadDatasetForQuery(db, id)),
    /**
     * Drops the cached datasource metadata of every dataset: a database changed (its name, perm
     * and allow_multi_catalog are part of its datasets' metadata). Database writes call it.
     */
    forgetCachedMetadata,
  };
}

export type DatasetServices = ReturnType<typeof createDatasetServices>;
export type { DatasetForQuery } from './datasetForQuery.ts';
export type SamplesPayload = components['schemas']['DatasourceSamplesRequest'];
export type {
  DatasetCreateRequest,
  DatasetDuplicateRequest,
  DatasetGetOrCreateRequest,
  DatasetUpdateRequest,
  InfoQuery,
  ListQuery,
  RelatedQuery,
  SamplesRequest,
  ShowQuery,
};
