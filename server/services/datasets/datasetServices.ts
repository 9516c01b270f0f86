// Everything the dataset and datasource routes call, bound to one metadata database, the
// database services (pools) and the configuration; plus loadDatasetForQuery for chart data.
import type { ResolvedConfig } from '../../config.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { DatabaseServices } from '../databases/databaseServices.ts';
import type { Principal } from '../security/principal.ts';
import { loadDatasetForQuery } from './datasetForQuery.ts';
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
import type { DatasourceMetadata } from './datasetShapes.ts';
import {
  bulkDeleteDatasets,
  createDataset,
  type DatasetCreateRequest,
  type DatasetDuplicateRequest,
  type DatasetGetOrCreateRequest,
  type DatasetUpdateRequest,
  type DatasetWriteContext,
  deleteDataset,
  duplicateDataset,
  getOrCreateDataset,
  refreshDataset,
  updateDatasetById,
} from './datasetWrites.ts';
import {
  columnValues,
  type DatasourceContext,
  datasourceMetadata,
  type SamplesRequest,
  samples,
} from './datasourceReads.ts';

export function createDatasetServices(
  db: MetadataDb,
  config: Pick<ResolvedConfig, 'sqllabTimeoutSeconds'>,
  databases: DatabaseServices,
) {
  const metadataCache = new Map<string, DatasourceMetadata>();
  const timeoutMs = config.sqllabTimeoutSeconds * 1000;
  const ctx: DatasetWriteContext & DatasourceContext = {
    db,
    databases,
    timeoutMs,
    metadataCache,
    invalidate: (id: number) => metadataCache.delete(`${id}__table`),
  };
  return {
    list: (query: ListQuery | undefined) => listDatasetsFor(db, query),
    info: (principal: Principal, query: InfoQuery | undefined) => datasetInfo(principal, query),
    get: (id: number, query: ShowQuery | undefined) => showDataset(ctx, id, query),
    create: (principal: Principal, body: DatasetCreateRequest) => createDataset(ctx, principal, body),
    update: (principal: Principal, id: number, body: DatasetUpdateRequest, override: boolean) =>
      updateDatasetById(ctx, principal, id, body, override),
    delete: (principal: Principal, id: number) => deleteDataset(ctx, principal, id),
    bulkDelete: (principal: Principal, ids: readonly number[]) => bulkDeleteDatasets(ctx, principal, ids),
    related: (column: string, query: RelatedQuery | undefined) => relatedDatasetValues(db, column, query),
    distinct: (query: RelatedQuery | undefined) => distinctDatasetSchemaValues(db, query),
    duplicate: (principal: Principal, body: DatasetDuplicateRequest) =>
      duplicateDataset(ctx, principal, body),
    getOrCreate: (principal: Principal, body: DatasetGetOrCreateRequest) =>
      getOrCreateDataset(ctx, principal, body),
    refresh: (principal: Principal, id: number) => refreshDataset(ctx, principal, id),
    relatedObjects: (id: number) => relatedObjects(db, id),
    columnValues: (principal: Principal, type: string, id: number, column: string) =>
      columnValues(ctx, principal, type, id, column),
    samples: (principal: Principal, request: SamplesRequest) => samples(ctx, principal, request),
    datasourceMetadata: (key: string) => datasourceMetadata(ctx, key),
    /** For chart data: the dataset with all its columns and metrics (404 when missing). */
    loadDatasetForQuery: (id: number) => loadDatasetForQuery(db, id),
    /** Drops the cached datasource metadata of every dataset (e.g. a database changed). */
    forgetCachedMetadata: () => metadataCache.clear(),
  };
}

export type DatasetServices = ReturnType<typeof createDatasetServices>;
export type { DatasetForQuery } from './datasetForQuery.ts';
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
