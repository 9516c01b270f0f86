// What the list endpoints share: the rison `q` of a list call as order and page, the _info reply,
// and the page of a related/{column} or distinct/{column} call.

import { ALL_PAIRS } from '../../../lib/security/builtinRoles.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { type Principal, permissionsOnView } from '../security/principal.ts';
import { badRequest, invalidPayload } from './loupeError.ts';

/** The rison `q` of a list call (already validated against the contract). */
export type ListQuery = components['schemas']['ListQuery'];
/** The rison `q` of an _info call. */
export type InfoQuery = components['schemas']['InfoQuery'];
export type InfoResponse = components['schemas']['InfoResponse'];

/** Superset's list page size when `q` gives none. */
export const DEFAULT_LIST_PAGE_SIZE = 25;

export interface ListPaging<C> {
  /** The API's order_column names → the repository's columns. */
  orderColumns: Readonly<Record<string, C>>;
  /** The order when `q` names none (then descending); changed_on unless given. */
  defaultOrder?: string;
  /** 25 unless given. */
  defaultPageSize?: number;
  maxPageSize: number;
  /** A page_size above the maximum: cut to it (default), or refused (400, as the chart list). */
  oversize?: 'clamp' | 'refuse';
}

export interface ListOrderAndPage<C> {
  orderColumn: C;
  orderDirection: 'asc' | 'desc';
  /** null: every row (page_size -1). */
  page: { index: number; size: number } | null;
}

/** The order and the page `q` asks for (400 for an unknown order column). */
export function listOrderAndPage<C>(q: ListQuery, paging: ListPaging<C>): ListOrderAndPage<C> {
  const orderKey = q.order_column ?? paging.defaultOrder ?? 'changed_on';
  const orderColumn = paging.orderColumns[orderKey];
  if (!orderColumn) throw badRequest(`Invalid order by column: ${orderKey}`);
  const size = q.page_size || (paging.defaultPageSize ?? DEFAULT_LIST_PAGE_SIZE);
  if (paging.oversize === 'refuse' && size > paging.maxPageSize)
    throw invalidPayload({ page_size: [`Must be less than or equal to ${paging.maxPageSize}.`] });
  return {
    orderColumn,
    orderDirection: q.order_direction ?? (q.order_column ? 'asc' : 'desc'),
    page: size === -1 ? null : { index: q.page ?? 0, size: Math.min(size, paging.maxPageSize) },
  };
}

/** The _info reply: the caller's permissions on the view and the list filters, as `keys` asks (no keys: both). */
export function infoReply(
  principal: Principal,
  query: InfoQuery | undefined,
  view: string,
  filters: () => NonNullable<InfoResponse['filters']>,
  options: { sortPermissions?: boolean } = {},
): InfoResponse {
  const keys = query?.keys as readonly string[] | undefined;
  const wants = (key: string) => keys === undefined || keys.includes(key);
  const known = ALL_PAIRS.filter(([, name]) => name === view).map(([permission]) => permission);
  const permissions = () => {
    const granted = permissionsOnView(principal, view, known);
    return options.sortPermissions ? granted.sort() : granted;
  };
  return {
    ...(wants('permissions') ? { permissions: permissions() } : {}),
    ...(wants('filters') ? { filters: filters() } : {}),
  };
}

/** A list reply: the count, the ids of the page and its items. */
export function listReplyOf<T extends { id: number }>(count: number, items: T[]) {
  return { count, ids: items.map((item) => item.id), result: items };
}
