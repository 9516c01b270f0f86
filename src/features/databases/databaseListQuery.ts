// The database list's URL state (search, pageIndex) and the rison `q` it asks the server for.
import type { ListQuery } from '../../api/queries.ts';

export const DATABASE_PAGE_SIZE = 25;
/** Spec §9: the slow debounce (500 ms) is used for list filters typed by hand. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface DatabaseListState {
  search: string;
  pageIndex: number;
}

export function readListState(params: URLSearchParams): DatabaseListState {
  const page = Number.parseInt(params.get('pageIndex') ?? '0', 10);
  return { search: params.get('search') ?? '', pageIndex: Number.isFinite(page) && page > 0 ? page : 0 };
}

export function writeListState(state: DatabaseListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.pageIndex > 0) params.set('pageIndex', String(state.pageIndex));
  return params;
}

export function databaseListQuery(state: DatabaseListState): ListQuery {
  const search = state.search.trim();
  return {
    order_column: 'database_name',
    order_direction: 'asc',
    page: state.pageIndex,
    page_size: DATABASE_PAGE_SIZE,
    ...(search ? { filters: [{ col: 'database_name', opr: 'ct', value: search }] } : {}),
  };
}
