// The chart list's URL state (filters, sort, page) and the rison `q` of GET /api/v1/chart/:
// Superset's ChartList filters (all text, type, dataset, owner, dashboard, favourite), spec §9
// page size 200, last modified first by default.
import type { ListQuery } from '../../api/queries.ts';
import { readId, readSortedPage, writeSortedPage } from '../../components/hooks/listUrlParams.ts';

/** Spec §9: the chart list shows 200 charts a page. */
export const CHART_PAGE_SIZE = 200;
/** Spec §9: the slow debounce (500 ms) for list filters typed by hand. */
export const SEARCH_DEBOUNCE_MS = 500;

export const SORTABLE_COLUMNS = [
  'slice_name',
  'viz_type',
  'datasource_name',
  'changed_on_delta_humanized',
] as const;
export type ChartSortColumn = (typeof SORTABLE_COLUMNS)[number];

export interface ChartListState {
  search: string;
  vizType: string | null;
  dataset: number | null;
  /** Owner's user id. */
  owner: number | null;
  dashboard: number | null;
  favorite: boolean | null;
  sortColumn: ChartSortColumn;
  sortDesc: boolean;
  pageIndex: number;
}

export const DEFAULT_CHART_LIST_STATE: ChartListState = {
  search: '',
  vizType: null,
  dataset: null,
  owner: null,
  dashboard: null,
  favorite: null,
  sortColumn: 'changed_on_delta_humanized',
  sortDesc: true,
  pageIndex: 0,
};

export function readChartListState(params: URLSearchParams): ChartListState {
  const favorite = params.get('favorite');
  return {
    ...readSortedPage(params, SORTABLE_COLUMNS, DEFAULT_CHART_LIST_STATE),
    vizType: params.get('viz_type') || null,
    dataset: readId(params, 'dataset'),
    owner: readId(params, 'owner'),
    dashboard: readId(params, 'dashboard'),
    favorite: favorite === 'true' ? true : favorite === 'false' ? false : null,
  };
}

export function writeChartListState(state: ChartListState): URLSearchParams {
  return writeSortedPage(state, DEFAULT_CHART_LIST_STATE, (params) => {
    if (state.vizType !== null) params.set('viz_type', state.vizType);
    if (state.dataset !== null) params.set('dataset', String(state.dataset));
    if (state.owner !== null) params.set('owner', String(state.owner));
    if (state.dashboard !== null) params.set('dashboard', String(state.dashboard));
    if (state.favorite !== null) params.set('favorite', String(state.favorite));
  });
}

export function hasChartFilters(state: ChartListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.vizType !== null ||
    state.dataset !== null ||
    state.owner !== null ||
    state.dashboard !== null ||
    state.favorite !== null
  );
}

type ListFilter = NonNullable<ListQuery['filters']>[number];

export function chartListQuery(state: ChartListState): ListQuery {
  const search = state.search.trim();
  const filters: ListFilter[] = [];
  if (search) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search });
  if (state.vizType !== null) filters.push({ col: 'viz_type', opr: 'eq', value: state.vizType });
  if (state.dataset !== null) filters.push({ col: 'datasource_id', opr: 'eq', value: state.dataset });
  if (state.owner !== null) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.owner });
  if (state.dashboard !== null) filters.push({ col: 'dashboards', opr: 'rel_m_m', value: state.dashboard });
  if (state.favorite !== null) filters.push({ col: 'id', opr: 'chart_is_favorite', value: state.favorite });
  return {
    order_column: state.sortColumn,
    order_direction: state.sortDesc ? 'desc' : 'asc',
    page: state.pageIndex,
    page_size: CHART_PAGE_SIZE,
    ...(filters.length > 0 ? { filters } : {}),
  };
}
