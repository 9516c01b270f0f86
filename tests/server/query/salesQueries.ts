// The dataset and query objects the query-compiler tests share: the examples `sales` table (or
// a copy of it in another engine) as a QueryDatasource, and a representative set of chart
// query objects (grouped metrics, x-axis with a time grain, top-N series, every kind of filter,
// the legacy granularity + is_timeseries form).

import type { ChartQueryObject } from '../../../server/query/normalizeQueryObject.ts';
import type { QueryDatasource, QueryDatasourceColumn } from '../../../server/query/queryDatasource.ts';

function column(
  name: string,
  type: string,
  generic: 0 | 1 | 2 | 3,
  expression: string | null = null,
): QueryDatasourceColumn {
  return {
    column_name: name,
    expression,
    type,
    type_generic: generic,
    is_dttm: generic === 2,
    filterable: true,
    groupby: true,
    python_date_format: null,
    verbose_name: `The ${name}`,
  };
}

export const SALES_COLUMNS = [
  'order_id',
  'order_date',
  'region',
  'country',
  'product',
  'category',
  'channel',
  'quantity',
  'revenue',
] as const;

export function salesDatasource(table: string, schema: string | null): QueryDatasource {
  return {
    id: 1,
    table_name: table,
    schema,
    catalog: null,
    sql: null,
    main_dttm_col: 'order_date',
    columns: [
      column('order_id', 'BIGINT', 0),
      column('order_date', 'TIMESTAMP', 2),
      column('region', 'VARCHAR', 1),
      column('country', 'VARCHAR', 1),
      column('product', 'VARCHAR', 1),
      column('category', 'VARCHAR', 1),
      column('channel', 'VARCHAR', 1),
      column('quantity', 'INTEGER', 0),
      column('revenue', 'DECIMAL(12,2)', 0),
      // A calculated column: a boolean expression every engine evaluates.
      column('is_online', 'BOOLEAN', 3, "channel = 'Online'"),
    ],
    metrics: [
      { metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'Orders', d3format: null },
      {
        metric_name: 'total_revenue',
        expression: 'SUM(revenue)',
        verbose_name: 'Revenue',
        d3format: '$,.2f',
      },
    ],
    fetch_values_predicate: null,
    always_filter_main_dttm: false,
    template_params: null,
  };
}

/**
 * The sales dataset with more temporal columns: epoch seconds and milliseconds (BIGINT, is_dttm,
 * python_date_format epoch_s / epoch_ms) and DATE columns (one with a python_date_format).
 */
export function temporalDatasource(table: string, schema: string | null): QueryDatasource {
  const temporal = (name: string, type: string, format: string | null): QueryDatasourceColumn => ({
    ...column(name, type, format ? 0 : 2),
    is_dttm: true,
    python_date_format: format,
  });
  const sales = salesDatasource(table, schema);
  return {
    ...sales,
    columns: [
      ...sales.columns,
      temporal('ts_epoch', 'BIGINT', 'epoch_s'),
      temporal('ts_epoch_ms', 'BIGINT', 'epoch_ms'),
      temporal('ship_date', 'DATE', null),
      temporal('ship_day', 'date', '%Y-%m-%d'),
    ],
  };
}

export const NOW = new Date('2024-06-15T10:30:00Z');

const sumRevenue = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'revenue' },
  label: 'SUM(revenue)',
} as const;

/** Metrics by region for a few countries, with saved, SIMPLE and COUNT_DISTINCT metrics. */
export const BY_REGION: ChartQueryObject = {
  columns: ['region'],
  metrics: [
    'count',
    sumRevenue,
    { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'country' } },
  ],
  filters: [{ col: 'country', op: 'IN', val: ['France', 'Germany', 'Japan', 'Canada'] }],
  orderby: [
    ['count', false],
    ['region', true],
  ],
  row_limit: 100,
};

/** Monthly quantity over 2022 on the x-axis (adhoc BASE_AXIS column with a time grain). */
export const MONTHLY: ChartQueryObject = {
  columns: [{ sqlExpression: 'order_date', label: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1M' }],
  metrics: [
    { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'quantity' }, label: 'Quantity' },
  ],
  filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2022-01-01 : 2023-01-01' }],
  orderby: [['order_date', true]],
  row_limit: 1000,
};

/** Yearly revenue of the two categories with the most revenue (top-N series). */
export const TOP_CATEGORIES: ChartQueryObject = {
  columns: [
    { sqlExpression: 'order_date', label: 'year', columnType: 'BASE_AXIS', timeGrain: 'P1Y' },
    'category',
  ],
  metrics: [sumRevenue],
  series_columns: ['category'],
  series_limit: 2,
  series_limit_metric: 'total_revenue',
  orderby: [
    ['year', true],
    ['category', true],
  ],
  row_limit: 1000,
};

/** Every kind of filter, adhoc SQL metric and column, extras where/having. */
export const FILTERED: ChartQueryObject = {
  columns: [{ sqlExpression: 'UPPER(region)', label: 'REGION_UC', expressionType: 'SQL' }],
  metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(quantity * 2)', label: 'double_qty' }, 'count'],
  filters: [
    { col: 'region', op: '!=', val: 'Asia Pacific' },
    { col: 'quantity', op: '>=', val: '2' },
    { col: 'quantity', op: '<', val: 9 },
    { col: 'product', op: 'NOT LIKE', val: 'Laptop%' },
    { col: 'country', op: 'ILIKE', val: '%AN%' },
    { col: 'country', op: 'NOT IN', val: ['Japan', null] },
    { col: 'channel', op: 'IS NOT NULL' },
    { col: 'is_online', op: 'IS FALSE' },
    { col: 'not_a_column', op: '==', val: 'x' },
  ],
  extras: { where: "category <> 'Furniture'", having: 'COUNT(*) > 0' },
  orderby: [['REGION_UC', true]],
  row_limit: 50,
};

/** The legacy form: granularity + time_range + is_timeseries, grouped by quarter. */
export const QUARTERLY: ChartQueryObject = {
  columns: [],
  metrics: ['count'],
  granularity: 'order_date',
  is_timeseries: true,
  time_range: '2021-04-01 : 2022-01-01',
  extras: { time_grain_sqla: 'P3M' },
  orderby: [['__timestamp', true]],
  row_limit: 10,
};

/** Monthly counts on an epoch-seconds x-axis (temporalDatasource). */
export const EPOCH_MONTHLY: ChartQueryObject = {
  columns: [{ sqlExpression: 'ts_epoch', label: 'ts_epoch', columnType: 'BASE_AXIS', timeGrain: 'P1M' }],
  metrics: ['count'],
  filters: [{ col: 'ts_epoch', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-07-01' }],
  orderby: [['ts_epoch', true]],
  row_limit: 100,
};

/** Counts by region within bounds that carry a time, on a DATE column (temporalDatasource). */
export const DATE_RANGE: ChartQueryObject = {
  columns: ['region'],
  metrics: ['count'],
  filters: [{ col: 'ship_date', op: 'TEMPORAL_RANGE', val: '2024-03-15T12:00:00 : 2024-03-17T06:30:00' }],
  orderby: [['region', true]],
  row_limit: 100,
};

export const SALES_QUERIES: Record<string, ChartQueryObject> = {
  BY_REGION,
  MONTHLY,
  TOP_CATEGORIES,
  FILTERED,
  QUARTERLY,
};
