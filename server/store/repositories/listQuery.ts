// What the list repositories share: Superset's text / reference filter operators as SQL, and the
// filtered, ordered, paged list (one count query, one page query).
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';

export type TextOperator = 'ct' | 'nct' | 'sw' | 'ew' | 'eq' | 'neq';

/** A page of a list: index from 0, size rows. */
export interface ListPage {
  index: number;
  size: number;
}

/** One ORDER BY term. */
export type ListOrder = readonly [Expression<unknown> | RawBuilder<unknown>, 'asc' | 'desc'];

// The builders are generic over each repository's tables: the helper only adds WHERE, ORDER BY,
// LIMIT / OFFSET and a count, so it works on them untyped.
// biome-ignore lint/suspicious/noExplicitAny: any repository's tables
type AnySelect<O> = import('kysely').SelectQueryBuilder<any, any, O>;
// biome-ignore lint/suspicious/noExplicitAny: any repository's tables
type AnyExpressions = ExpressionBuilder<any, any>;

export interface ListQuery<E, O> {
  /** FROM and the joins the filters need, for the count. */
  countFrom: AnySelect<object>;
  /** FROM, joins and the selected columns, for the page. */
  rowsFrom: AnySelect<O>;
  /** The filters, as one expression. */
  where: (eb: E) => Expression<SqlBool>;
  /** ORDER BY terms, the tie-breaker last. */
  order: readonly ListOrder[];
  /** null: every row. */
  page: ListPage | null;
}

/** The filtered count and the ordered page of rows. */
export async function pagedList<E, O>(list: ListQuery<E, O>): Promise<{ count: number; rows: O[] }> {
  const where = (eb: AnyExpressions) => list.where(eb as unknown as E);
  const countRow = await list.countFrom
    .select((eb) => eb.fn.countAll().as('count'))
    .where(where)
    .executeTakeFirstOrThrow();
  let query = list.rowsFrom.where(where);
  for (const [expression, direction] of list.order) query = query.orderBy(expression, direction);
  if (list.page) query = query.limit(list.page.size).offset(list.page.index * list.page.size);
  const rows = await query.execute();
  return { count: Number(countRow.count), rows };
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
