// Applies a Superset list query (the rison `q`: filters, order, paging) to fixture rows.
import { decodeRison, RisonError } from '../lib/rison.ts';
import { selectFieldsOf } from '../lib/selectFields.ts';
import type { components } from '../src/api/schema.gen.ts';
import type { ErrorBody } from './contract.ts';
import { INVALID_RISON, validationError } from './errors.ts';

type ListQuery = components['schemas']['ListQuery'];
type ListFilter = components['schemas']['ListFilter'];

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export class ListQueryError extends Error {
  override name = 'ListQueryError';
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Decodes `q`; throws RisonError for bad rison and ListQueryError for a bad shape. */
export function parseListQuery(q: string | null): ListQuery {
  if (q === null || q === '') return {};
  const value: unknown = decodeRison(q);
  if (!isRecord(value)) throw new ListQueryError('_schema', 'Invalid input type.');
  const query = value as ListQuery;
  if (query.page !== undefined && (!Number.isInteger(query.page) || query.page < 0)) {
    throw new ListQueryError('page', 'Must be greater than or equal to 0.');
  }
  if (query.page_size !== undefined && (!Number.isInteger(query.page_size) || query.page_size < -1)) {
    throw new ListQueryError('page_size', 'Must be greater than or equal to -1.');
  }
  if (query.order_direction !== undefined && !['asc', 'desc'].includes(query.order_direction)) {
    throw new ListQueryError('order_direction', 'Must be one of: asc, desc.');
  }
  if (query.filters !== undefined) {
    if (!Array.isArray(query.filters)) throw new ListQueryError('filters', 'Not a valid list.');
    for (const filter of query.filters) {
      if (!isRecord(filter) || typeof filter.col !== 'string' || typeof filter.opr !== 'string') {
        throw new ListQueryError('filters', 'Each filter needs col, opr and value.');
      }
    }
  }
  return query;
}

export { RisonError };

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).toLowerCase();
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return asText(a).localeCompare(asText(b));
}

function matches(row: Record<string, unknown>, filter: ListFilter): boolean {
  const cell = row[filter.col];
  const { value } = filter;
  switch (filter.opr) {
    case 'eq':
      return cell === value;
    case 'neq':
      return cell !== value;
    case 'ct':
      return asText(cell).includes(asText(value));
    case 'nct':
      return !asText(cell).includes(asText(value));
    case 'sw':
      return asText(cell).startsWith(asText(value));
    case 'nsw':
      return !asText(cell).startsWith(asText(value));
    case 'ew':
      return asText(cell).endsWith(asText(value));
    case 'new':
      return !asText(cell).endsWith(asText(value));
    case 'gt':
      return compare(cell, value) > 0;
    case 'lt':
      return compare(cell, value) < 0;
    case 'in':
      return Array.isArray(value) && value.includes(cell);
    default:
      throw new ListQueryError('filters', `Unknown filter operator: ${filter.opr}`);
  }
}

export interface ListPage<T> {
  count: number;
  rows: T[];
}

/** Filters, orders and pages `rows` as the server does; `columns` lists what may be filtered and ordered. */
export function applyListQuery<T extends object>(
  rows: readonly T[],
  query: ListQuery,
  columns: readonly string[],
): ListPage<T> {
  const filters = query.filters ?? [];
  for (const filter of filters) {
    if (!columns.includes(filter.col))
      throw new ListQueryError('filters', `Filter column not allowed: ${filter.col}`);
  }
  if (query.order_column !== undefined && !columns.includes(query.order_column)) {
    throw new ListQueryError('order_column', `Not a valid choice: ${query.order_column}`);
  }
  const filtered = rows.filter((row) =>
    filters.every((filter) => matches(row as Record<string, unknown>, filter)),
  );
  if (query.order_column) {
    const column = query.order_column;
    const direction = query.order_direction === 'desc' ? -1 : 1;
    filtered.sort(
      (a, b) =>
        direction * compare((a as Record<string, unknown>)[column], (b as Record<string, unknown>)[column]),
    );
  }
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  if (pageSize === -1) return { count: filtered.length, rows: filtered };
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  const start = (query.page ?? 0) * size;
  return { count: filtered.length, rows: filtered.slice(start, start + size) };
}

/**
 * The reply of a list call on rows `{ item, …sortable columns }`: the plain filters, order (last
 * changed first unless `q` orders), 25 a page, then each item cut to select_columns.
 */
export function listReply<T extends { item: { id: number } }>(
  rows: readonly T[],
  query: ListQuery,
  plainFilters: ListFilter[],
  columns: readonly string[],
) {
  const ordered = query.order_column !== undefined;
  const { count, rows: page } = applyListQuery(
    rows,
    {
      ...query,
      filters: plainFilters,
      order_column: query.order_column ?? 'changed_on_delta_humanized',
      order_direction: query.order_direction ?? (ordered ? 'asc' : 'desc'),
      page_size: query.page_size ?? 25,
    },
    columns,
  );
  const names = query.select_columns;
  return {
    count,
    ids: page.map((row) => row.item.id),
    result: page.map((row) =>
      names?.length ? selectFieldsOf(row.item, names, { pathOnScalar: 'omit' }) : { ...row.item },
    ),
  };
}

/** A list call's outcome: its reply, or the 400 body for a bad rison `q` or list query. */
export type ListOutcome<T> = { ok: true; body: T } | { ok: false; body: ErrorBody };

export function listOutcome<T>(run: () => T): ListOutcome<T> {
  try {
    return { ok: true, body: run() };
  } catch (error) {
    if (error instanceof RisonError) return { ok: false, body: INVALID_RISON };
    if (error instanceof ListQueryError)
      return { ok: false, body: validationError(error.field, [error.message]) };
    throw error;
  }
}

/** The raw rison `q` of a request (null when absent). */
export function listQueryParam(request: Request): string | null {
  return new URL(request.url).searchParams.get('q');
}

/** A list of plain rows `{id, …}` through the rison q (default order id asc, 25 a page). */
export function listPlainRows<T extends { id: number }>(
  rows: readonly T[],
  q: string | null,
  columns: readonly string[],
) {
  const query = parseListQuery(q);
  const filters = (query.filters ?? []).map((filter) =>
    filter.opr === 'rel_m_m'
      ? { ...filter, col: `${filter.col}_ids`, opr: 'ct', value: `,${filter.value},` }
      : filter,
  );
  const { count, rows: page } = applyListQuery(
    rows.map((row) => ({ ...row, ...relationIds(row) })),
    {
      ...query,
      filters,
      order_column: query.order_column ?? 'id',
      order_direction: query.order_direction ?? 'asc',
      page_size: query.page_size ?? 25,
    },
    ['id', ...columns, ...columns.map((c) => `${c}_ids`)],
  );
  const result = page.map((row) => rows.find((r) => r.id === row.id)!);
  return { count, ids: result.map((row) => row.id), result };
}

/** roles: [{id}] → roles_ids ",1,2," so rel_m_m filters match one id. */
function relationIds(row: object): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const [key, value] of Object.entries(row)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v && 'id' in v))
      ids[`${key}_ids`] = `,${value.map((v: { id: number }) => v.id).join(',')},`;
  }
  return ids;
}
