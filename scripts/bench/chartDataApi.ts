// The chart-data bench's HTTP client: a dataset on the examples `sales` table (made through the
// API, as a user would), query contexts written the way Superset's frontend writes them, and one
// timed POST /api/v1/chart/data.
import type { ApiSession } from './sqllabApi.ts';

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

/** A query reading almost nothing: the count of one customer's orders. */
export function tinyContext(datasetId: number, force: boolean) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force,
    queries: [
      {
        columns: [],
        metrics: ['count'],
        filters: [{ col: 'customer_id', op: '==', val: 42 }],
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
  const reply = await fetch(`${session.baseURL}/api/v1/chart/data`, {
    method: 'POST',
    headers: session.headers,
    body: payload,
  });
  const text = await reply.text();
  const ms = performance.now() - started;
  if (reply.status !== 200) throw new Error(`chart data answered ${reply.status}: ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) as ChartDataTiming['body'] };
}
