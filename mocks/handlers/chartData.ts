// Chart data in the mock backend: dataset 1 (sales fixture rows) grouped by the query's plain
// columns with COUNT(*) / SIMPLE aggregates on its rows (row_offset / row_limit applied; an
// is_rowcount query answers [{ rowcount }]), answered per result_type; csv for one
// query; results kept by cache_key for GET /api/v1/chart/data/{cache_key}.
import { HttpResponse, http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { NOT_AUTHORIZED, validationError } from '../errors.ts';
import {
  CHART_COLUMN_TYPES,
  CHART_COLUMNS,
  CHART_DATASET_ID,
  CHART_DATASET_TABLE,
  CHART_ROWS,
  CHART_SAVED_METRICS,
  CHART_TIME_GRAINS,
} from '../fixtures/chartData.ts';
import { callerOf, readBody } from './auth.ts';

type QueryObject = components['schemas']['ChartDataQueryObject'];
type Metric = components['schemas']['ChartDataMetric'];
type Item = components['schemas']['ChartDataResponse']['result'][number];
type Row = Record<string, string | number | null>;

const NOT_FOUND = { message: 'Not found' };
const cached = new Map<string, Item[]>();

/** Forgets the cached results (between tests). */
export function resetChartDataCache(): void {
  cached.clear();
}

function metricLabel(metric: Metric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  return `${metric.aggregate}(${metric.column?.column_name ?? ''})`;
}

function aggregate(metric: Metric, rows: Row[]): number | null {
  if (typeof metric === 'string' || metric.expressionType === 'SQL') return rows.length;
  const values = rows.map((row) => row[metric.column?.column_name ?? ''] ?? null).filter((v) => v !== null);
  const numbers = values.map(Number);
  switch (metric.aggregate) {
    case 'COUNT':
      return values.length;
    case 'COUNT_DISTINCT':
      return new Set(values).size;
    case 'SUM':
      return numbers.reduce((a, b) => a + b, 0);
    case 'AVG':
      return numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null;
    case 'MAX':
      return numbers.length ? Math.max(...numbers) : null;
    case 'MIN':
      return numbers.length ? Math.min(...numbers) : null;
    default:
      return null;
  }
}

function columnNames(query: QueryObject): string[] {
  return (query.columns ?? []).map((column) =>
    typeof column === 'string' ? column : (column.label ?? column.sqlExpression),
  );
}

function unknownNames(query: QueryObject): string[] {
  const columns = (query.columns ?? []).filter((c): c is string => typeof c === 'string');
  const metrics = (query.metrics ?? []).filter((m): m is string => typeof m === 'string');
  return [
    ...columns.filter((name) => !(name in CHART_COLUMN_TYPES)),
    ...metrics.filter((name) => !(name in CHART_SAVED_METRICS)),
  ];
}

function grouped(query: QueryObject): Row[] {
  const names = columnNames(query);
  const groups = new Map<string, Row[]>();
  for (const row of CHART_ROWS) {
    const key = JSON.stringify(names.map((name) => row[name] ?? null));
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const limit = query.row_limit || 50000;
  const offset = query.row_offset ?? 0;
  return [...groups.entries()].slice(offset, offset + limit).map(([key, rows]) => {
    const values = JSON.parse(key) as (string | number | null)[];
    const out: Row = Object.fromEntries(names.map((name, i) => [name, values[i] ?? null]));
    for (const metric of query.metrics ?? []) out[metricLabel(metric)] = aggregate(metric, rows);
    return out;
  });
}

function itemOf(query: QueryObject, resultType: string, cacheKey: string): Item {
  const sql = `SELECT * FROM ${CHART_DATASET_TABLE} LIMIT ${query.row_limit || 50000}`;
  if (resultType === 'query') return { query: sql, language: 'sql' };
  if (resultType === 'columns') return { data: CHART_COLUMNS };
  if (resultType === 'timegrains') return { data: CHART_TIME_GRAINS };
  const raw = resultType === 'samples' || resultType === 'drill_detail';
  const rowcount = !raw && query.is_rowcount;
  const data: Row[] = raw
    ? CHART_ROWS
    : rowcount
      ? [{ rowcount: grouped({ ...query, row_limit: 0, row_offset: 0 }).length }]
      : grouped(query);
  const colnames = raw
    ? Object.keys(CHART_COLUMN_TYPES)
    : rowcount
      ? ['rowcount']
      : [...columnNames(query), ...(query.metrics ?? []).map(metricLabel)];
  return {
    cache_key: cacheKey,
    cached_dttm: null,
    cache_timeout: 86400,
    is_cached: false,
    query: sql,
    language: 'sql',
    status: 'success',
    error: null,
    stacktrace: null,
    rowcount: data.length,
    sql_rowcount: data.length,
    from_dttm: null,
    to_dttm: null,
    colnames,
    coltypes: colnames.map((name) => CHART_COLUMN_TYPES[name] ?? 0),
    data,
    applied_filters: (query.filters ?? []).map((filter) => ({ column: filter.col })),
    rejected_filters: [],
    annotation_data: {},
  };
}

function csvOf(item: Item): string {
  if (!('colnames' in item)) return '';
  const cell = (value: unknown) =>
    value === null || value === undefined ? '' : JSON.stringify(String(value));
  const lines = [
    item.colnames.join(','),
    ...item.data.map((row) => item.colnames.map((name) => cell(row[name])).join(',')),
  ];
  return `${lines.join('\n')}\n`;
}

type QueryContext = components['schemas']['ChartDataQueryContext'];

/** The answer of POST /api/v1/chart/data to a query context (also what the saved-chart GET forms answer). */
export function answerQueryContext(body: QueryContext | undefined): Response {
  if (!body || !Array.isArray(body.queries) || typeof body.datasource !== 'object') {
    return contractJson(
      '/api/v1/chart/data',
      'post',
      400,
      validationError('queries', ['Missing data for required field.']),
    );
  }
  if (Number(body.datasource.id) !== CHART_DATASET_ID)
    return contractJson('/api/v1/chart/data', 'post', 404, NOT_FOUND);
  const missing = body.queries.flatMap(unknownNames);
  if (missing.length > 0) {
    const message = `Columns missing in dataset: [${missing.map((name) => `'${name}'`).join(', ')}]`;
    return contractJson('/api/v1/chart/data', 'post', 400, { message });
  }
  const resultType = body.result_type ?? 'full';
  const format = body.result_format ?? 'json';
  const cacheKey = Math.random().toString(36).slice(2, 14);
  const items = body.queries.map((query, i) =>
    itemOf(query, query.result_type ?? resultType, `${cacheKey}${i}`),
  );
  if (format === 'json') {
    for (const item of items) if ('cache_key' in item && item.cache_key) cached.set(item.cache_key, [item]);
    return contractJson('/api/v1/chart/data', 'post', 200, { result: items });
  }
  if (format === 'csv' && items.length === 1) {
    return new HttpResponse(csvOf(items[0]!), { status: 200, headers: { 'Content-Type': 'text/csv' } });
  }
  const message = 'The mock backend exports csv of one query only.';
  return contractJson('/api/v1/chart/data', 'post', 400, { message });
}

export const chartDataHandlers = [
  http.post('/api/v1/chart/data', async ({ request }) => {
    if (!callerOf(request)) return contractJson('/api/v1/chart/data', 'post', 401, NOT_AUTHORIZED);
    return answerQueryContext((await readBody(request)) as QueryContext | undefined);
  }),
  http.get('/api/v1/chart/data/:cache_key', ({ request, params }) => {
    if (!callerOf(request)) return contractJson('/api/v1/chart/data/{cache_key}', 'get', 401, NOT_AUTHORIZED);
    const items = cached.get(String(params.cache_key));
    if (!items) return contractJson('/api/v1/chart/data/{cache_key}', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/chart/data/{cache_key}', 'get', 200, { result: items });
  }),
];
