// The dataset list's URL state (filters, sort, page) and the rison `q` it asks the server for:
// Superset's DatasetList (page size 25, changed_on_delta_humanized descending by default).
import type { ListQuery } from '../../api/queries.ts';
import { readId, readSortedPage, writeSortedPage } from '../../components/hooks/listUrlParams.ts';

export const DATASET_PAGE_SIZE = 25;
/** Spec §9: the slow debounce (500 ms) is used for list filters typed by hand. */
export const SEARCH_DEBOUNCE_MS = 500;

export type DatasetKindFilter = 'physical' | 'virtual';
export const SORTABLE_COLUMNS = [
  'table_name',
  'database.database_name',
  'schema',
  'changed_on_delta_humanized',
] as const;
export type DatasetSortColumn = (typeof SORTABLE_COLUMNS)[number];

export interface DatasetListState {
  search: string;
  /** Owner's user id. */
  owner: number | null;
  database: number | null;
  schema: string | null;
  kind: DatasetKindFilter | null;
  sortColumn: DatasetSortColumn;
  sortDesc: boolean;
  pageIndex: number;
}

export const DEFAULT_LIST_STATE: DatasetListState = {
  search: '',
  owner: null,
  database: null,
  schema: null,
  kind: null,
  sortColumn: 'changed_on_delta_humanized',
  sortDesc: true,
  pageIndex: 0,
};

export function readListState(params: URLSearchParams): DatasetListState {
  const kind = params.get('type');
  return {
    ...readSortedPage(params, SORTABLE_COLUMNS, DEFAULT_LIST_STATE),
    owner: readId(params, 'owner'),
    database: readId(params, 'database'),
    schema: params.get('schema') || null,
    kind: kind === 'physical' || kind === 'virtual' ? kind : null,
  };
}

export function writeListState(state: DatasetListState): URLSearchParams {
  return writeSortedPage(state, DEFAULT_LIST_STATE, (params) => {
    if (state.owner !== null) params.set('owner', String(state.owner));
    if (state.database !== null) params.set('database', String(state.database));
    if (state.schema !== null) params.set('schema', state.schema);
    if (state.kind !== null) params.set('type', state.kind);
  });
}

/** Whether any filter is set (the empty state then offers to clear them). */
export function hasFilters(state: DatasetListState): boolean {
  return (
    state.search.trim() !== '' ||
    state.owner !== null ||
    state.database !== null ||
    state.schema !== null ||
    state.kind !== null
  );
}

type ListFilter = NonNullable<ListQuery['filters']>[number];

/** Superset's filters: name contains, owner (rel_m_m), database (rel_o_m), schema, physical/virtual. */
export function datasetListQuery(state: DatasetListState): ListQuery {
  const search = state.search.trim();
  const filters: ListFilter[] = [];
  if (search) filters.push({ col: 'table_name', opr: 'ct', value: search });
  if (state.kind !== null) {
    // Physical: sql is null or empty (true); virtual: it is not (false).
    filters.push({ col: 'sql', opr: 'dataset_is_null_or_empty', value: state.kind === 'physical' });
  }
  if (state.database !== null) filters.push({ col: 'database', opr: 'rel_o_m', value: state.database });
  if (state.schema !== null) filters.push({ col: 'schema', opr: 'eq', value: state.schema });
  if (state.owner !== null) filters.push({ col: 'owners', opr: 'rel_m_m', value: state.owner });
  return {
    order_column: state.sortColumn,
    order_direction: state.sortDesc ? 'desc' : 'asc',
    page: state.pageIndex,
    page_size: DATASET_PAGE_SIZE,
    ...(filters.length > 0 ? { filters } : {}),
  };
}

/** Explore on a dataset (spec §2 'Datasource uid': {id}__table). */
export function exploreDatasetPath(id: number): string {
  return `/explore/?datasource_type=table&datasource_id=${id}`;
}
