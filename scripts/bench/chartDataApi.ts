// The chart-data bench's HTTP client: a dataset on the examples `sales` table (made through the
// API, as a user would), query contexts written the way Superset's frontend writes them, and one
// timed POST /api/v1/chart/data.
import http from 'node:http';
import type { ApiSession } from './sqllabApi.ts';

// One kept-alive connection, as a browser holds one: the timings are the server's, not a
// client library's connection handling.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function send(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function salesDatasetId(session: ApiSession): Promise<number> {
  const reply = await fetch(`${session.baseURL}/api/v1/dataset/get_or_create/`, {
    method: 'POST',
    headers: session.headers,
    body: JSON.stringify({ database_id: session.examplesId, schema: 'main', table_name: 'sales' }),
  });
  const body = (await reply.json()) as { result?: { table_id?: number } };
  const id = body.result?.table_id;
  if (!reply.ok || typeof id !== 'number')
    throw new Error(`get_or_create failed: ${reply.status} ${JSON.stringify(body)}`);
  return id;
}

/** GROUP BY region, category with SUM(revenue) and COUNT(*) over every row of sales. */
export function groupByContext(datasetId: number, force: boolean) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force,
    queries: [
      {
        columns: ['region', 'category'],
        metrics: [
          {
            expressionType: 'SIMPLE',
            aggregate: 'SUM',
            column: { column_name: 'revenue' },
            label: 'SUM(revenue)',
          },
          'count',
        ],
        filters: [],
        orderby: [['SUM(revenue)', false]],
        row_limit: 10000,
        time_range: 'No filter',
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

/**
 * A query reading almost nothing: the count of rows of one order id. `sales` is stored in
 * order_id order, so DuckDB's zone maps skip every row group but one (a customer_id filter, as
 * before, scans the whole 1.2M-value column on both DuckDB threads: that timed DuckDB waking its
 * threads after an idle gap more than anything the server adds).
 */
export function tinyContext(datasetId: number, force: boolean) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force,
    queries: [
      {
        columns: [],
        metrics: ['count'],
        filters: [{ col: 'order_id', op: '==', val: 42 }],
        row_limit: 10,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

export interface ChartDataTiming {
  ms: number;
  body: { result: Array<{ query?: string; data?: unknown[]; is_cached?: boolean }> };
}

export async function timedChartData(session: ApiSession, context: object): Promise<ChartDataTiming> {
  const payload = JSON.stringify(context);
  const started = performance.now();
  const reply = await send('POST', `${session.baseURL}/api/v1/chart/data`, session.headers, payload);
  const ms = performance.now() - started;
  if (reply.status !== 200)
    throw new Error(`chart data answered ${reply.status}: ${reply.text.slice(0, 500)}`);
  return { ms, body: JSON.parse(reply.text) as ChartDataTiming['body'] };
}

/**
 * One GET /health on the same kept-alive connection: the HTTP round trip to the server with
 * next to nothing done in it (a floor under every request's added latency on this host).
 */
export async function timedHealth(session: ApiSession): Promise<number> {
  const started = performance.now();
  const reply = await send('GET', `${session.baseURL}/health`, {}, '');
  const ms = performance.now() - started;
  if (reply.status !== 200) throw new Error(`health answered ${reply.status}: ${reply.text.slice(0, 200)}`);
  return ms;
}
