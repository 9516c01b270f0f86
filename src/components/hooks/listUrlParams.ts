// The parts every list page keeps in its URL the same way: the search text, the sort (written
// only when it is not the default) and the page; and a positive id filter.
export interface SortedPage<C extends string> {
  search: string;
  sortColumn: C;
  sortDesc: boolean;
  pageIndex: number;
}

export function readId(params: URLSearchParams, key: string): number | null {
  const value = Number.parseInt(params.get(key) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function readSortedPage<C extends string>(
  params: URLSearchParams,
  sortable: readonly C[],
  defaults: Pick<SortedPage<C>, 'sortColumn' | 'sortDesc'>,
): SortedPage<C> {
  const page = Number.parseInt(params.get('pageIndex') ?? '0', 10);
  const sort = params.get('sort');
  return {
    search: params.get('search') ?? '',
    sortColumn: sortable.find((column) => column === sort) ?? defaults.sortColumn,
    sortDesc: sort ? params.get('desc') === 'true' : defaults.sortDesc,
    pageIndex: Number.isFinite(page) && page > 0 ? page : 0,
  };
}

/** Sets search, then `filters`, then sort (unless default) and page (unless 0). */
export function writeSortedPage<C extends string>(
  state: SortedPage<C>,
  defaults: Pick<SortedPage<C>, 'sortColumn' | 'sortDesc'>,
  filters: (params: URLSearchParams) => void,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  filters(params);
  if (state.sortColumn !== defaults.sortColumn || state.sortDesc !== defaults.sortDesc) {
    params.set('sort', state.sortColumn);
    params.set('desc', String(state.sortDesc));
  }
  if (state.pageIndex > 0) params.set('pageIndex', String(state.pageIndex));
  return params;
}
