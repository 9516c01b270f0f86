// The saved query list's URL state (search, pageIndex) and the rison `q` it asks the server for
// (spec §9: page size 25, changed_on_delta_humanized descending).
import type { ListQuery } from '../../api/queries.ts';

export const SAVED_QUERY_PAGE_SIZE = 25;
/** Spec §9: the slow debounce (500 ms) is used for list filters typed by hand. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Shown in the SQL column before the text is cut. */
export const SQL_PREVIEW_LENGTH = 100;

export interface SavedQueryListState {
  search: string;
  pageIndex: number;
}

export function readListState(params: URLSearchParams): SavedQueryListState {
  const page = Number.parseInt(params.get('pageIndex') ?? '0', 10);
  return { search: params.get('search') ?? '', pageIndex: Number.isFinite(page) && page > 0 ? page : 0 };
}

export function writeListState(state: SavedQueryListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.pageIndex > 0) params.set('pageIndex', String(state.pageIndex));
  return params;
}

export function savedQueryListQuery(state: SavedQueryListState): ListQuery {
  const search = state.search.trim();
  return {
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: state.pageIndex,
    page_size: SAVED_QUERY_PAGE_SIZE,
    ...(search ? { filters: [{ col: 'label', opr: 'ct', value: search }] } : {}),
  };
}

/** The SQL Lab link of a saved query (spec §2). */
export function savedQueryPath(id: number): string {
  return `/sqllab?savedQueryId=${id}`;
}

export function truncateSql(sql: string | null): string {
  const text = (sql ?? '').replace(/\s+/g, ' ').trim();
  return text.length > SQL_PREVIEW_LENGTH ? `${text.slice(0, SQL_PREVIEW_LENGTH)}…` : text;
}
