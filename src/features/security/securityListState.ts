// The URL state of the security lists (search, pageIndex: the shared list codec) and the rison
// `q` each asks its server for (Superset's page size 25; a search is a `ct` filter).
import type { ListQuery } from '../../api/queries.ts';
import type { ListUrlCodec } from '../../components/hooks/useListUrlState.ts';

export const SECURITY_PAGE_SIZE = 25;
/** Spec §9: the slow debounce (500 ms) is used for list filters typed by hand. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SecurityListState {
  search: string;
  pageIndex: number;
}

export const SECURITY_LIST_CODEC: ListUrlCodec<SecurityListState> = {
  read: (params) => {
    const page = Number.parseInt(params.get('pageIndex') ?? '0', 10);
    return { search: params.get('search') ?? '', pageIndex: Number.isFinite(page) && page > 0 ? page : 0 };
  },
  write: (state) => {
    const params = new URLSearchParams();
    if (state.search) params.set('search', state.search);
    if (state.pageIndex > 0) params.set('pageIndex', String(state.pageIndex));
    return params;
  },
  defaults: { search: '', pageIndex: 0 },
};

function listQuery(
  state: SecurityListState,
  searchColumn: string,
  order: Pick<ListQuery, 'order_column' | 'order_direction'>,
): ListQuery {
  const search = state.search.trim();
  return {
    ...order,
    page: state.pageIndex,
    page_size: SECURITY_PAGE_SIZE,
    ...(search ? { filters: [{ col: searchColumn, opr: 'ct', value: search }] } : {}),
  };
}

/** List Users: searched by username, ordered by username. */
export function userListQuery(state: SecurityListState): ListQuery {
  return listQuery(state, 'username', { order_column: 'username', order_direction: 'asc' });
}

/** List Roles: searched and ordered by name. */
export function roleListQuery(state: SecurityListState): ListQuery {
  return listQuery(state, 'name', { order_column: 'name', order_direction: 'asc' });
}

/** Row Level Security: searched by name, the last changed first (Superset's default). */
export function rlsListQuery(state: SecurityListState): ListQuery {
  return listQuery(state, 'name', { order_column: 'changed_on_delta_humanized', order_direction: 'desc' });
}
