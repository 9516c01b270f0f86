// Adhoc filters → the query object's filters and extras (Superset's processFilters): SIMPLE WHERE
// filters become {col, op, val}; SQL ones join, each in brackets, into extras.where / extras.having.
import type { QueryObject } from '../types.ts';

export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  clause: 'WHERE' | 'HAVING';
  subject?: string | Record<string, unknown>;
  operator?: string;
  operatorId?: string;
  comparator?: unknown;
  sqlExpression?: string;
  isExtra?: boolean;
}

type Filter = NonNullable<QueryObject['filters']>[number];
type Extras = NonNullable<QueryObject['extras']>;

const UNARY = new Set(['IS NULL', 'IS NOT NULL', 'IS TRUE', 'IS FALSE']);

/** One SIMPLE adhoc filter as a query-object filter (Superset's convertFilter). */
export function convertFilter(filter: AdhocFilter): Filter {
  const op = filter.operator as Filter['op'];
  const col = filter.subject as Filter['col'];
  const clause: Filter = UNARY.has(String(op)) ? { col, op } : { col, op, val: filter.comparator };
  if (filter.isExtra) clause.isExtra = true;
  return clause;
}

export function processFilters(
  adhocFilters: readonly AdhocFilter[],
  base: { filters?: Filter[]; extras?: Extras; where?: string },
): { filters: Filter[]; extras: Extras } {
  const filters: Filter[] = [...(base.filters ?? [])];
  const where: string[] = base.where ? [base.where] : [];
  const having: string[] = [];
  for (const filter of adhocFilters) {
    if (filter.expressionType === 'SIMPLE') {
      if (filter.clause === 'WHERE' && filter.subject && filter.operator) filters.push(convertFilter(filter));
    } else if (filter.sqlExpression) {
      (filter.clause === 'HAVING' ? having : where).push(filter.sqlExpression);
    }
  }
  const join = (parts: string[]) => parts.map((part) => `(${part})`).join(' AND ');
  return { filters, extras: { ...(base.extras ?? {}), having: join(having), where: join(where) } };
}
