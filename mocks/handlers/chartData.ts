// Chart data in the mock backend: dataset 1 (sales fixture rows) grouped by the query's columns
// (the x-axis truncated to its time grain) with COUNT(*) / SIMPLE aggregates, temporal values as
// epoch ms, then the query's post_processing (../chartDataQuery.ts; row_offset applied, an
// is_rowcount query answers [{ rowcount }]), answered per result_type;
// csv for one query; results kept by cache_key for GET /api/v1/chart/data/{cache_key}.
import { HttpResponse, http } from 'msw';
import { PostProcessingError } from '../../lib/postProcessing/index.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { queryFrame, sampleFrame } from '../chartDataQuery.ts';
import { contractJson } from '../contract.ts';
import { NOT_AUTHORIZED, validationError } from '../errors.ts';
import {
  CHART_COLUMN_TYPES,
  CHART_COLUMNS,
  CHART_DATASET_ID,
  CHART_DATASET_TABLE,
  CHART_SAVED_METRICS,
  CHART_TIME_GRAINS,
} from '../fixtures/chartData.ts';
import { callerOf, readBody } from './auth.ts';

type QueryObject = components['schemas']['ChartDataQueryObject'];
type Item = components['schemas']['ChartDataResponse']['result'][number];

const NOT_FOUND = { message: 'Not found' };
const cached = new Map<string, Item[]>();

/** Forgets the cached results (between tests). */
export function resetChartDataCache(): void {
  cached.clear();
}

function unknownNames(query: QueryObject): string[] {
  const columns = (query.columns ?? []).filter((c): c is string => typeof c === 'string');
  const metrics = (query.metrics ?? []).filter((m): m is string => typeof m === 'string');
  return [
    ...columns.filter((name) => !(name in CHART_COLUMN_TYPES)),
    ...metrics.filter((name) => !(name in CHART_SAVED_METRICS)),
  ];
}

function itemOf(query: QueryObject, resultType: string, cacheKey: string): Item {
  const sql = `SELECT * FROM ${CHART_DATASET_TABLE} LIMIT ${query.row_limit || 50000}`;
  if (resultType === 'query') return { query: sql, language: 'sql' };
  if (resultType === 'columns') return { data: CHART_COLUMNS };
  if (resultType === 'timegrains') return { data: CHART_TIME_GRAINS };
  const raw = resultType === 'samples' || resultType === 'drill_detail';
  const frame = raw ? sampleFrame() : queryFrame(query);
  const data: Record<string, unknown>[] = frame.rows;
  const colnames = frame.columns;
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
    coltypes: frame.types.map((type) => type ?? 1),
    data,
    applied_filters: (query.filters ?? []).map((filter) => ({ column: filter.col })),
    rejected_filters: [],
    annotation_data: {},
  };
}

function csvOf(answer: Item): string {
  if (!('colnames' in answer) || !Array.isArray(answer.data)) return '';
  const item = answer as components['schemas']['ChartDataResultItem'];
  // Files hold temporal values as pandas' text of a timestamp, as the server writes them.
  const text = (value: unknown, i: number) =>
    item.coltypes[i] === 2 && typeof value === 'number'
      ? new Date(value).toISOString().slice(0, 19).replace('T', ' ')
      : value;
  const cell = (value: unknown) =>
    value === null || value === undefined ? '' : JSON.stringify(String(value));
  const lines = [
    item.colnames.join(','),
    ...item.data.map((row) => item.colnames.map((name, i) => cell(text(row[name], i))).join(',')),
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
  let items: Item[];
  try {
    items = body.queries.map((query, i) => itemOf(query, query.result_type ?? resultType, `${cacheKey}${i}`));
  } catch (error) {
    if (!(error instanceof PostProcessingError)) throw error;
    return contractJson('/api/v1/chart/data', 'post', 400, { message: error.message });
  }
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
