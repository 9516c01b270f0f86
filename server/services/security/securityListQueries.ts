// The rison `q` of the security lists (users, roles, permissions, resources, their pairs, row
// level security rules) as repository filters, orders and pages: FAB's operator names, Superset's
// 400s for an unknown column, operator or value.

import type { TextOperator } from '../../store/repositories/listQuery.ts';
import type { RlsListFilter, RlsOrderColumn } from '../../store/repositories/rowLevelSecurityRepository.ts';
import type { UserListFilter, UserOrderColumn } from '../../store/repositories/userAdminRepository.ts';
import {
  asBoolean,
  asId,
  asText,
  checkOperator,
  filterCatalogueOf,
  TEXT_OPERATORS,
  unknownFilterColumn,
} from '../shared/listFilters.ts';
import { type InfoQuery, infoReply, type ListQuery, listOrderAndPage } from '../shared/listRequests.ts';
import type { Principal } from './principal.ts';

type ListFilter = NonNullable<ListQuery['filters']>[number];

const MAX_PAGE_SIZE = 100;
const LINK_OPERATORS = ['rel_m_m', 'nrel_m_m'] as const;

function textFilter<C extends string>(filter: ListFilter, column: C) {
  const operator = checkOperator(filter.col, filter.opr, TEXT_OPERATORS) as TextOperator;
  return { kind: 'text' as const, column, operator, value: asText(filter.col, filter.value) };
}

function linkFilter(filter: ListFilter) {
  checkOperator(filter.col, filter.opr, LINK_OPERATORS);
  return { value: asId(filter.col, filter.value), negate: filter.opr === 'nrel_m_m' };
}

const USER_TEXT = new Set(['username', 'first_name', 'last_name', 'email']);
const USER_ORDER: Record<string, UserOrderColumn> = {
  id: 'id',
  username: 'username',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  active: 'active',
  last_login: 'last_login',
  created_on: 'created_on',
  changed_on: 'changed_on',
};

export function userListRequest(q: ListQuery | undefined) {
  const query = q ?? {};
  const filters = (query.filters ?? []).map((filter): UserListFilter => {
    if (USER_TEXT.has(filter.col)) return textFilter(filter, filter.col as 'username');
    if (filter.col === 'active') {
      checkOperator(filter.col, filter.opr, ['eq']);
      return { kind: 'active', value: asBoolean(filter.col, filter.value) };
    }
    if (filter.col === 'roles') return { kind: 'role', ...linkFilter(filter) };
    throw unknownFilterColumn(filter.col);
  });
  const paging = listOrderAndPage(
    { ...query, order_direction: query.order_direction ?? 'asc' },
    { orderColumns: USER_ORDER, defaultOrder: 'id', maxPageSize: MAX_PAGE_SIZE },
  );
  return { filters, ...paging };
}

/** A list of names (roles, permissions, resources): name filters, id or name order, paging. */
export function nameListRequest(q: ListQuery | undefined) {
  const query = q ?? {};
  const filters = (query.filters ?? []).map((filter) => {
    if (filter.col !== 'name') throw unknownFilterColumn(filter.col);
    const { operator, value } = textFilter(filter, 'name');
    return { operator, value };
  });
  const paging = listOrderAndPage(
    { ...query, order_direction: query.order_direction ?? 'asc' },
    {
      orderColumns: { id: 'id' as const, name: 'name' as const },
      defaultOrder: 'id',
      maxPageSize: MAX_PAGE_SIZE,
    },
  );
  return { filters, ...paging };
}

export function pairListRequest(q: ListQuery | undefined) {
  const query = q ?? {};
  type PairFilter = { column: 'permission' | 'view_menu'; operator: TextOperator; value: string };
  const filters = (query.filters ?? []).map((filter): PairFilter => {
    const column = filter.col === 'permission' || filter.col === 'view_menu' ? filter.col : null;
    if (column === null) throw unknownFilterColumn(filter.col);
    const { operator, value } = textFilter(filter, column);
    return { column, operator, value };
  });
  const paging = listOrderAndPage(
    { ...query, order_direction: query.order_direction ?? 'asc' },
    { orderColumns: { id: 'id' as const }, defaultOrder: 'id', maxPageSize: 10_000 },
  );
  return { filters, orderDirection: paging.orderDirection, page: paging.page };
}

const RLS_TEXT = new Set(['name', 'clause', 'group_key', 'description']);
const RLS_ORDER: Record<string, RlsOrderColumn> = {
  id: 'id',
  name: 'name',
  filter_type: 'filter_type',
  group_key: 'group_key',
  clause: 'clause',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
};

export function rlsListRequest(q: ListQuery | undefined) {
  const query = q ?? {};
  const filters = (query.filters ?? []).map((filter): RlsListFilter => {
    if (RLS_TEXT.has(filter.col)) return textFilter(filter, filter.col as 'name');
    if (filter.col === 'filter_type') {
      checkOperator(filter.col, filter.opr, ['eq', 'neq']);
      return { kind: 'filter_type', value: asText(filter.col, filter.value), negate: filter.opr === 'neq' };
    }
    if (filter.col === 'roles' || filter.col === 'tables')
      return { kind: 'link', link: filter.col, ...linkFilter(filter) };
    throw unknownFilterColumn(filter.col);
  });
  const paging = listOrderAndPage(query, {
    orderColumns: RLS_ORDER,
    defaultOrder: 'changed_on',
    maxPageSize: MAX_PAGE_SIZE,
  });
  return { filters, ...paging };
}

/** The list filters each security list accepts, as its _info reply names them. */
const FILTER_CATALOGUES = {
  User: {
    username: TEXT_OPERATORS,
    first_name: TEXT_OPERATORS,
    last_name: TEXT_OPERATORS,
    email: TEXT_OPERATORS,
    active: ['eq'],
    roles: LINK_OPERATORS,
  },
  Role: { name: TEXT_OPERATORS },
  'Row Level Security': {
    name: TEXT_OPERATORS,
    clause: TEXT_OPERATORS,
    group_key: TEXT_OPERATORS,
    description: TEXT_OPERATORS,
    filter_type: ['eq', 'neq'],
    roles: LINK_OPERATORS,
    tables: LINK_OPERATORS,
  },
} as const;

/** The _info reply of a security list: the caller's permissions on its view and its filters. */
export function securityInfo(
  principal: Principal,
  query: InfoQuery | undefined,
  view: keyof typeof FILTER_CATALOGUES,
) {
  const reply = infoReply(principal, query, view, () => filterCatalogueOf(FILTER_CATALOGUES[view]), {
    sortPermissions: true,
  });
  // 'Row Level Security' is a menu too: menu_access is no permission of the API (FAB's base_permissions).
  return reply.permissions
    ? { ...reply, permissions: reply.permissions.filter((p) => p !== 'menu_access') }
    : reply;
}
