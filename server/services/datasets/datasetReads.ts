// GET /api/v1/dataset/ (filters, order, paging: 25 a page, last changed first), _info, {pk}
// (whole, or only the fields `q` names), related/{column}, distinct/schema and related_objects.
import { selectedItems, selectFieldsOf } from '../../../lib/selectFields.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { TIME_GRAINS } from '../../engines/timeGrains.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { chartsOfDataset, dashboardsOfDataset } from '../../store/repositories/chartsRepository.ts';
import {
  type DatasetFull,
  distinctDatasetSchemas,
  findDataset,
  listDatasets,
} from '../../store/repositories/datasetsRepository.ts';
import type { DatabaseServices } from '../databases/databaseServices.ts';
import { SELECT_STAR_LIMIT } from '../databases/tableMetadata.ts';
import type { Principal } from '../security/principal.ts';
import type { InfoQuery, InfoResponse, ListQuery } from '../shared/listRequests.ts';
import { infoReply, listOrderAndPage, listReplyOf } from '../shared/listRequests.ts';
import { LoupeError, notFound } from '../shared/loupeError.ts';
import type { DistinctResponse, RelatedQuery, RelatedResponse } from '../shared/relatedValues.ts';
import { distinctReply, relatedPageOf, relatedValuesReply } from '../shared/relatedValues.ts';
import { datasetAccessFilter, mayAccessDataset } from './datasetAccess.ts';
import { DATASET_ORDER_COLUMNS, datasetFilterCatalogue, toDatasetFilter } from './datasetFilters.ts';
import { type DatasetDetail, type EngineFacts, toDetail, toListItem } from './datasetShapes.ts';

export type { InfoQuery, ListQuery } from '../shared/listRequests.ts';
export type { RelatedQuery } from '../shared/relatedValues.ts';

export type ShowQuery = components['schemas']['DatasetShowQuery'];
type DatasetList = components['schemas']['DatasetList'];
type DatasetShowResponse = components['schemas']['DatasetShowResponse'];
type RelatedObjects = components['schemas']['DatasetRelatedObjects'];

export const DATASET_VIEW = 'Dataset';
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface DatasetReadContext {
  db: MetadataDb;
  databases: DatabaseServices;
}

/** Superset's DatasetNotFoundError. */
export function datasetNotFound(): LoupeError {
  return new LoupeError(404, 'Dataset does not exist', { errorType: 'OBJECT_DOES_NOT_EXIST_ERROR' });
}

export async function requireDataset(
  db: MetadataDb,
  id: number,
  notFoundError = notFound,
): Promise<DatasetFull> {
  const dataset = await findDataset(db, id);
  if (!dataset) throw notFoundError();
  return dataset;
}

/** SELECT * and the time grains of the dataset's engine (none when the driver cannot load). */
export async function engineFactsOf(ctx: DatasetReadContext, dataset: DatasetFull): Promise<EngineFacts> {
  try {
    const { pool } = await ctx.databases.open(dataset.database_id);
    const grains = new Set<string>(pool.spec.timeGrains);
    return {
      selectStar: pool.selectStar(dataset.table_name, dataset.schema, {
        limit: SELECT_STAR_LIMIT,
        indent: true,
        ...(dataset.catalog ? { catalog: dataset.catalog } : {}),
      }),
      timeGrains: TIME_GRAINS.filter((g) => grains.has(g.duration)).map((g) => [g.duration, g.name] as const),
    };
  } catch {
    return { selectStar: null, timeGrains: [] };
  }
}

export async function datasetDetail(ctx: DatasetReadContext, dataset: DatasetFull): Promise<DatasetDetail> {
  return toDetail(dataset, await engineFactsOf(ctx, dataset));
}

export async function listDatasetsFor(
  db: MetadataDb,
  principal: Principal,
  query: ListQuery | undefined,
): Promise<DatasetList> {
  const q = query ?? {};
  const access = datasetAccessFilter(principal);
  const { count, rows } = await listDatasets(db, {
    filters: [...(access ? [access] : []), ...(q.filters ?? []).map(toDatasetFilter)],
    ...listOrderAndPage(q, {
      orderColumns: DATASET_ORDER_COLUMNS,
      maxPageSize: MAX_PAGE_SIZE,
    }),
  });
  const now = new Date();
  const items = rows.map((row) => toListItem(row, now));
  // As the chart and dashboard lists: `q` select_columns (or columns) cuts each row.
  return { ...listReplyOf(count, items), result: selectedItems(items, q.select_columns ?? q.columns) };
}

export function datasetInfo(principal: Principal, query: InfoQuery | undefined): InfoResponse {
  return infoReply(principal, query, DATASET_VIEW, datasetFilterCatalogue, { sortPermissions: true });
}

/** Only the named fields; `a.b` keeps b of the object (or of each item of the list) a. */
export function selectFields(detail: DatasetDetail, names: readonly string[]): Record<string, unknown> {
  return selectFieldsOf(detail, names, { pathOnScalar: 'omit' });
}

export async function showDataset(
  ctx: DatasetReadContext,
  principal: Principal,
  id: number,
  query: ShowQuery | undefined,
): Promise<DatasetShowResponse> {
  const dataset = await requireDataset(ctx.db, id);
  // As Superset's base filter: a dataset the caller may not see does not exist for them.
  if (!mayAccessDataset(principal, dataset)) throw datasetNotFound();
  const detail = await datasetDetail(ctx, dataset);
  const names = query?.columns ?? query?.select_columns;
  return { id, result: names && names.length > 0 ? selectFields(detail, names) : detail };
}

function pageOf(query: RelatedQuery | undefined) {
  return relatedPageOf(query, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
}

export async function relatedDatasetValues(
  db: MetadataDb,
  principal: Principal,
  column: string,
  query: RelatedQuery | undefined,
): Promise<RelatedResponse> {
  return relatedValuesReply(db, principal, column, query, pageOf(query));
}

export async function distinctDatasetSchemaValues(
  db: MetadataDb,
  query: RelatedQuery | undefined,
): Promise<DistinctResponse> {
  return distinctReply(await distinctDatasetSchemas(db, query?.filter ?? '', pageOf(query)));
}

/**
 * The charts on the dataset and the dashboards holding one of them (Superset's related_objects);
 * a dataset the caller may not see is not found (Superset's find_by_id applies the base filter).
 */
export async function relatedObjects(
  db: MetadataDb,
  principal: Principal,
  id: number,
): Promise<RelatedObjects> {
  const dataset = await requireDataset(db, id);
  if (!mayAccessDataset(principal, dataset)) throw notFound();
  const charts = await chartsOfDataset(db, id);
  const dashboards = await dashboardsOfDataset(db, id);
  return {
    charts: {
      count: charts.length,
      result: charts.map((c) => ({ id: c.id, slice_name: c.slice_name ?? '', viz_type: c.viz_type ?? '' })),
    },
    dashboards: {
      count: dashboards.length,
      result: dashboards.map((d) => ({
        id: d.id,
        json_metadata: d.json_metadata,
        slug: d.slug,
        title: d.dashboard_title,
      })),
    },
  };
}
