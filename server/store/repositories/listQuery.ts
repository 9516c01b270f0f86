// What the list repositories share: Superset's text / reference filter operators as SQL, and the
// filtered, ordered, paged list (one count query, one page query).
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { UserRefRow } from './databasesRepository.ts';

export type TextOperator = 'ct' | 'nct' | 'sw' | 'ew' | 'eq' | 'neq';

/** A page of a list: index from 0, size rows. */
export interface ListPage {
  index: number;
  size: number;
}

// The builders are generic over each repository's tables: the helper only adds WHERE, ORDER BY,
// LIMIT / OFFSET and a count, so it works on them untyped.
// biome-ignore lint/suspicious/noExplicitAny: any repository's tables
type AnySelect<O> = SelectQueryBuilder<any, any, O>;
// biome-ignore lint/suspicious/noExplicitAny: any repository's tables
type AnyExpressions = ExpressionBuilder<any, any>;

/** What a list call asks: filters, an order column and direction, a page. */
export interface ListRequest<F, C> {
  filters: readonly F[];
  orderColumn: C;
  orderDirection: 'asc' | 'desc';
  /** null: every row. */
  page: ListPage | null;
}

export interface ListQuery<E, F, C, O> {
  /** FROM and the joins the filters need, for the count. */
  countFrom: AnySelect<object>;
  /** FROM, joins and the selected columns, for the page. */
  rowsFrom: AnySelect<O>;
  /** The WHERE expression of one filter. */
  filter: (eb: E, filter: F) => Expression<SqlBool>;
  /** Conditions every row meets besides the filters (e.g. the owner's rows only). */
  scope?: (eb: E) => Expression<SqlBool>[];
  /** The ORDER BY expression of an order column. */
  order: (column: C) => Expression<unknown> | RawBuilder<unknown>;
  /** The tie-breaker ordered after it (the id), in the request's direction unless given. */
  tieBreaker: string;
  tieDirection?: 'asc' | 'desc';
}

/** The filtered count and the ordered page of rows. */
export async function pagedList<E, F, C, O>(
  request: ListRequest<F, C>,
  list: ListQuery<E, F, C, O>,
): Promise<{ count: number; rows: O[] }> {
  const where = (eb: AnyExpressions) => {
    const typed = eb as unknown as E;
    return eb.and([
      ...request.filters.map((filter) => list.filter(typed, filter)),
      ...(list.scope?.(typed) ?? []),
    ]);
  };
  const countRow = await list.countFrom
    .select((eb) => eb.fn.countAll().as('count'))
    .where(where)
    .executeTakeFirstOrThrow();
  let query = list.rowsFrom
    .where(where)
    .orderBy(list.order(request.orderColumn), request.orderDirection)
    .orderBy(sql.ref(list.tieBreaker), list.tieDirection ?? request.orderDirection);
  if (request.page) query = query.limit(request.page.size).offset(request.page.index * request.page.size);
  const rows = await query.execute();
  return { count: Number(countRow.count), rows };
}

/** The ids among these that the table (FROM) holds. */
export async function existingIds(from: AnySelect<object>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await from
    .select(sql.ref<number>('id').as('id'))
    .where(sql.ref('id'), 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Rows of a one-to-many lookup grouped by their parent's id (the key column left out). */
export function groupedBy<K extends string, R extends { [key in K]: number }>(
  rows: readonly R[],
  key: K,
): Map<number, Omit<R, K>[]> {
  const groups = new Map<number, Omit<R, K>[]>();
  for (const row of rows) {
    const { [key]: id, ...rest } = row;
    groups.set(id, [...(groups.get(id) ?? []), rest]);
  }
  return groups;
}

/**
 * The users a link table (owners: dataset_owners, slice_user, dashboard_user) ties to each of
 * these parent ids, by user id.
 */
export async function linkedUsers(
  // biome-ignore lint/suspicious/noExplicitAny: any repository's tables
  db: Kysely<any>,
  link: { table: string; parentColumn: string },
  ids: readonly number[],
): Promise<Map<number, UserRefRow[]>> {
  if (ids.length === 0) return new Map();
  const parent = sql.ref<number>(`${link.table}.${link.parentColumn}`);
  const rows: (UserRefRow & { parent_id: number })[] = await db
    .selectFrom(link.table)
    .innerJoin('users', 'users.id', `${link.table}.user_id`)
    .select([parent.as('parent_id'), 'users.id', 'users.first_name', 'users.last_name'])
    .where(parent, 'in', [...ids])
    .orderBy('users.id')
    .execute();
  return groupedBy(rows, 'parent_id');
}

/** A user reference from a join: null when there is no id or the user is gone. */
export function userRefOf(id: number | null, first: string | null, last: string | null) {
  return id === null || first === null ? null : { id, first_name: first, last_name: last ?? '' };
}

/** The distinct non-null values of a column containing `filter`, ordered and paged. */
export async function distinctValues(
  base: AnySelect<object>,
  column: string,
  filter: string,
  page: ListPage,
): Promise<{ count: number; values: string[] }> {
  const filtered = base
    .where(sql.ref(column), 'is not', null)
    .where((eb) => (filter ? likeExpression(sql.ref(column), 'ct', filter) : eb.lit(true)));
  const countRow = await filtered
    .select((eb) => eb.fn.count<number>(sql.ref(column)).distinct().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filtered
    .select(sql.ref<string | null>(column).as('value'))
    .distinct()
    .orderBy(sql.ref('value'), 'asc')
    .limit(page.size)
    .offset(page.index * page.size)
    .execute();
  return { count: Number(countRow.count), values: rows.map((row) => row.value ?? '') };
}

/** The LIKE pattern of a text operator: lower-cased, wildcards escaped with a backslash. */
export function likePattern(operator: TextOperator, value: string): string {
  const escaped = value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return operator === 'sw' ? `${escaped}%` : operator === 'ew' ? `%${escaped}` : `%${escaped}%`;
}

/** lower(column) LIKE the operator's pattern (ct / nct: contains, sw: starts, ew: ends). */
export function likeExpression(column: Expression<unknown>, operator: TextOperator, value: string) {
  return sql<SqlBool>`lower(${column}) like ${likePattern(operator, value)} escape '\\'`;
}

/** A text filter: eq, neq (NULL counts as different), or a case-insensitive LIKE (nct negated). */
export function textFilterExpression(
  eb: AnyExpressions,
  column: Expression<unknown>,
  operator: TextOperator,
  value: string,
) {
  if (operator === 'eq') return eb(column, '=', value);
  if (operator === 'neq') return eb.or([eb(column, 'is', null), eb(column, '<>', value)]);
  const like = likeExpression(column, operator, value);
  return operator === 'nct' ? eb.not(like) : like;
}

/** A reference filter: equal, or negated (NULL counts as different). */
export function refFilterExpression(
  eb: AnyExpressions,
  column: Expression<unknown>,
  value: number,
  negate: boolean,
) {
  return negate ? eb.or([eb(column, 'is', null), eb(column, '<>', value)]) : eb(column, '=', value);
}

/** A many-to-many filter (rel_m_m): the row is linked to `value` through the link table (negated: is not). */
export function linkFilterExpression(
  eb: AnyExpressions,
  link: { table: string; parentColumn: string; childColumn: string; parentId: string },
  value: number,
  negate: boolean,
) {
  const linked = eb.exists(
    eb
      .selectFrom(link.table)
      .select(sql.lit(1).as('one'))
      .where(sql.ref(`${link.table}.${link.parentColumn}`), '=', sql.ref(link.parentId))
      .where(sql.ref(`${link.table}.${link.childColumn}`), '=', value),
  );
  return negate ? eb.not(linked) : linked;
}
