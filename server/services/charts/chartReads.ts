// GET /api/v1/chart/ (filters, order, paging: 25 a page, at most 200, last changed first;
// select_columns), _info, {pk} (whole, or the fields `q` names), related/{column},
// favorite_status and the favourite marks. A chart is seen only when its dataset may be
// (Superset's ChartFilter): otherwise it does not exist for the caller (404).
import { selectedItems, selectFieldsOf } from '../../../lib/selectFields.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  type ChartListFilter,
  type ChartSummary,
  findChart,
  listCharts,
} from '../../store/repositories/chartsRepository.ts';
import { favoriteIds, setFavorite } from '../../store/repositories/chartWritesRepository.ts';
import { findDataset } from '../../store/repositories/datasetsRepository.ts';
import { datasetAccessFilter, mayAccessDataset } from '../datasets/datasetAccess.ts';
import type { Principal } from '../security/principal.ts';
import type { InfoQuery, InfoResponse, ListQuery } from '../shared/listRequests.ts';
import { infoReply, listOrderAndPage, listReplyOf } from '../shared/listRequests.ts';
import { notFound } from '../shared/loupeError.ts';
import type { RelatedQuery, RelatedResponse } from '../shared/relatedValues.ts';
import { relatedPageOf, relatedValuesReply } from '../shared/relatedValues.ts';
import { CHART_ORDER_COLUMNS, chartFilterCatalogue, toChartFilter } from './chartFilters.ts';
import { toChartDetail, toChartListItem } from './chartShapes.ts';

export type { InfoQuery, ListQuery } from '../shared/listRequests.ts';
export type { RelatedQuery } from '../shared/relatedValues.ts';

export type ChartShowQuery = components['schemas']['ChartShowQuery'];
type ChartList = components['schemas']['ChartList'];
type ChartShowResponse = components['schemas']['ChartShowResponse'];
type FavoriteStatus = components['schemas']['ChartFavoriteStatus'];

export const CHART_VIEW = 'Chart';
/** The chart list asks for 200 rows a page (spec §9); Superset's max_page_size is larger. */
export const MAX_PAGE_SIZE = 200;
const RELATED_PAGE_SIZE = 100;

/** Whether the caller may see the chart: every chart with access to all datasets, else its dataset's rule. */
export async function mayReadChart(
  db: MetadataDb,
  principal: Principal,
  chart: ChartSummary,
): Promise<boolean> {
  if (datasetAccessFilter(principal) === null) return true;
  if (chart.datasource_type !== 'table' || chart.datasource_id === null) return false;
  const dataset = await findDataset(db, chart.datasource_id);
  return dataset !== undefined && mayAccessDataset(principal, dataset);
}

/** The chart as the caller sees it; 404 when it does not exist or is not theirs to see. */
export async function requireVisibleChart(
  db: MetadataDb,
  principal: Principal,
  id: number,
): Promise<ChartSummary> {
  const chart = await findChart(db, id);
  if (!chart || !(await mayReadChart(db, principal, chart))) throw notFound();
  return chart;
}

function accessFilters(principal: Principal): ChartListFilter[] {
  const access = datasetAccessFilter(principal);
  return access ? [{ kind: 'datasetAccess', access }] : [];
}

export async function listChartsFor(
  db: MetadataDb,
  principal: Principal,
  query: ListQuery | undefined,
): Promise<ChartList> {
  const q = query ?? {};
  const { count, rows } = await listCharts(db, {
    filters: [...accessFilters(principal), ...(q.filters ?? []).map((f) => toChartFilter(principal, f))],
    ...listOrderAndPage(q, {
      orderColumns: CHART_ORDER_COLUMNS,
      maxPageSize: MAX_PAGE_SIZE,
      oversize: 'refuse',
    }),
  });
  const now = new Date();
  const items = rows.map((row) => toChartListItem(row, now));
  return { ...listReplyOf(count, items), result: selectedItems(items, q.select_columns ?? q.columns) };
}

export function chartInfo(principal: Principal, query: InfoQuery | undefined): InfoResponse {
  return infoReply(principal, query, CHART_VIEW, chartFilterCatalogue, { sortPermissions: true });
}

export async function showChart(
  db: MetadataDb,
  principal: Principal,
  id: number,
  query: ChartShowQuery | undefined,
): Promise<ChartShowResponse> {
  const chart = await requireVisibleChart(db, principal, id);
  const detail = toChartDetail(chart, new Date());
  const names = query?.select_columns ?? query?.columns;
  return { id, result: names && names.length > 0 ? selectFieldsOf(detail, names) : detail };
}

export async function relatedChartValues(
  db: MetadataDb,
  principal: Principal,
  query: RelatedQuery | undefined,
): Promise<RelatedResponse> {
  return relatedValuesReply(
    db,
    principal,
    'owners',
    query,
    relatedPageOf(query, RELATED_PAGE_SIZE, RELATED_PAGE_SIZE),
  );
}

/** Superset's favorite_status: one flag per id asked; 404 when none of them is a chart the caller sees. */
export async function chartFavoriteStatus(
  db: MetadataDb,
  principal: Principal,
  ids: readonly number[],
): Promise<FavoriteStatus> {
  const visible: number[] = [];
  for (const id of new Set(ids)) {
    const chart = await findChart(db, id);
    if (chart && (await mayReadChart(db, principal, chart))) visible.push(id);
  }
  if (visible.length === 0) throw notFound();
  const marked = await favoriteIds(db, principal.user.id, 'slice', visible);
  return { result: ids.map((id) => ({ id, value: marked.has(id) })) };
}

export async function markChartFavorite(db: MetadataDb, principal: Principal, id: number, value: boolean) {
  await requireVisibleChart(db, principal, id);
  await setFavorite(db, principal.user.id, 'slice', id, value);
  return { result: 'OK' };
}
