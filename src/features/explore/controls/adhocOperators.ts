// Spec §3 'Operators and aggregates': the filter operators of explore grouped by how many values
// they take, and the aggregates of a simple adhoc metric.
export const AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;

export const NO_VALUE_OPERATORS = ['IS NULL', 'IS NOT NULL'] as const;
export const SINGLE_VALUE_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'ILIKE',
  'LIKE',
  'NOT LIKE',
  'REGEX',
  'TEMPORAL_RANGE',
] as const;
export const MULTI_VALUE_OPERATORS = ['IN', 'NOT IN'] as const;

export type ValueCount = 'none' | 'single' | 'multi';

export function valueCountOf(operator: string): ValueCount {
  if ((NO_VALUE_OPERATORS as readonly string[]).includes(operator)) return 'none';
  if ((MULTI_VALUE_OPERATORS as readonly string[]).includes(operator)) return 'multi';
  return 'single';
}

/** The comparator an operator takes from the text typed in (multi: comma-separated values). */
export function comparatorFor(operator: string, text: string): unknown {
  const count = valueCountOf(operator);
  if (count === 'none') return null;
  const parse = (part: string) => (/^-?\d+(\.\d+)?$/.test(part) ? Number(part) : part);
  if (count === 'multi')
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(parse);
  return parse(text.trim());
}

export function comparatorText(comparator: unknown): string {
  if (comparator === null || comparator === undefined) return '';
  return Array.isArray(comparator) ? comparator.join(', ') : String(comparator);
}

/** Superset's label of a simple adhoc metric: AGGREGATE(column). */
export const simpleMetricLabel = (aggregate: string, column: string) => `${aggregate}(${column})`;

/** How an adhoc filter reads in its chip. */
export function filterLabel(filter: Record<string, unknown>): string {
  if (filter.expressionType === 'SQL') return String(filter.sqlExpression ?? '');
  const operator = String(filter.operator ?? '');
  const value = valueCountOf(operator) === 'none' ? '' : ` ${comparatorText(filter.comparator)}`;
  return `${String(filter.subject ?? '')} ${operator}${value}`;
}
