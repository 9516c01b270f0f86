// The Swap dataset modal's list query (Superset's ChangeDatasourceModal: datasets filtered by a
// name containing the search, newest changes first, server-side paging). Pure.
import type { ListQuery } from './datasetEditTypes.ts';

/** Superset's dataset list page size (src/features/datasets/constants PAGE_SIZE). */
export const SWAP_PAGE_SIZE = 25;
/** Spec §9: searches typed by hand wait for the slow debounce (SLOW_DEBOUNCE, 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;

export function swapListQuery(search: string, pageIndex: number): ListQuery {
  const value = search.trim();
  return {
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: pageIndex,
    page_size: SWAP_PAGE_SIZE,
    ...(value ? { filters: [{ col: 'table_name', opr: 'ct', value }] } : {}),
  };
}
