// An independent, plain-TypeScript evaluation of simple chart query objects over the raw sales
// rows — what the differential property test compares /api/v1/chart/data with. It shares no code
// with the server: filters, time ranges, grains and aggregates are computed here from scratch.
import type { SalesRow } from './chartDataFixture.ts';

export type Aggregate = 'SUM' | 'AVG' | 'MIN' | 'MAX' | 'COUNT' | 'COUNT_DISTINCT';
export type NumericColumn = 'quantity' | 'unit_price' | 'revenue' | 'customer_id';
export type Dimension = 'region' | 'category' | 'channel' | 'product';

export interface MetricSpec {
  aggregate: Aggregate;
  column: NumericColumn;
}

export type FilterSpec =
  | { col: Dimension; op: '==' | '!='; val: string }
  | { col: Dimension; op: 'IN' | 'NOT IN'; val: string[] }
  | { col: 'quantity'; op: '>' | '<' | '>=' | '<='; val: number }
  | { col: Dimension; op: 'LIKE'; val: string };

export interface QuerySpec {
  dimensions: Dimension[];
  metrics: MetricSpec[];
  filters: FilterSpec[];
  /** ISO dates, [since, until). */
  range: [string, string] | null;
  grain: 'P1Y' | 'P1M' | null;
}

export const metricLabel = (metric: MetricSpec) => `${metric.aggregate}(${metric.column})`;

function likeToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('%', '.*')
    .replaceAll('_', '.');
  return new RegExp(`^${body}$`, 's');
}

function keep(row: SalesRow, filter: FilterSpec): boolean {
  const value = row[filter.col];
  switch (filter.op) {
    case '==':
      return value === filter.val;
    case '!=':
      return value !== filter.val;
    case 'IN':
      return filter.val.includes(value as string);
    case 'NOT IN':
      return !filter.val.includes(value as string);
    case '>':
      return (value as number) > filter.val;
    case '<':
      return (value as number) < filter.val;
    case '>=':
      return (value as number) >= filter.val;
    case '<=':
      return (value as number) <= filter.val;
    case 'LIKE':
      return likeToRegExp(filter.val).test(value as string);
  }
}

function bucket(orderDate: string, grain: 'P1Y' | 'P1M'): number {
  const year = Number(orderDate.slice(0, 4));
  const month = grain === 'P1M' ? Number(orderDate.slice(5, 7)) - 1 : 0;
  return Date.UTC(year, month, 1);
}

function aggregate(metric: MetricSpec, rows: readonly SalesRow[]): number | null {
  const values = rows.map((row) => row[metric.column]);
  switch (metric.aggregate) {
    case 'COUNT':
      return values.length;
    case 'COUNT_DISTINCT':
      return new Set(values).size;
    case 'SUM':
      return values.length ? values.reduce((a, b) => a + b, 0) : null;
    case 'AVG':
      return values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
    case 'MIN':
      return values.length ? Math.min(...values) : null;
    case 'MAX':
      return values.length ? Math.max(...values) : null;
  }
}

export type ReferenceRow = Record<string, string | number | null>;

/** The rows a GROUP BY query returns (unordered): one per group, or one overall row without groups. */
export function evaluateReference(rows: readonly SalesRow[], spec: QuerySpec): ReferenceRow[] {
  const kept = rows.filter(
    (row) =>
      (!spec.range || (row.order_date >= spec.range[0] && row.order_date < spec.range[1])) &&
      spec.filters.every((filter) => keep(row, filter)),
  );
  const grouped = spec.grain !== null || spec.dimensions.length > 0;
  const groups = new Map<string, { key: ReferenceRow; rows: SalesRow[] }>();
  if (!grouped) groups.set(JSON.stringify({}), { key: {}, rows: [] });
  for (const row of kept) {
    const key: ReferenceRow = {};
    if (spec.grain) key.order_date = bucket(row.order_date, spec.grain);
    for (const dimension of spec.dimensions) key[dimension] = row[dimension];
    const id = JSON.stringify(key);
    let group = groups.get(id);
    if (!group) {
      group = { key, rows: [] };
      groups.set(id, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()].map(({ key, rows: members }) => {
    const out: ReferenceRow = { ...key };
    for (const metric of spec.metrics) out[metricLabel(metric)] = aggregate(metric, members);
    return out;
  });
}
