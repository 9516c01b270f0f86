// Chart data with GLOBAL_ASYNC_QUERIES, end to end: POST /api/v1/chart/data answers 202 with the
// job, the job runs on the queue (in-process, or BullMQ with a worker started as `loupe worker`
// starts it), its `done` event arrives by polling and over the websocket, and result_url answers
// the data; the same request again is answered at once from the cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AsyncWorker, startAsyncWorker } from '../../../server/jobs/asyncWorker.ts';
import type { AsyncEvent } from '../../../server/services/asyncQueries/asyncEvents.ts';
import { createExamplesFile } from '../../support/analysedDatabases.ts';
import { examplesCopy, readSalesRows, type SalesRow } from '../../support/chartDataFixture.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/redisKeys.ts';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD } from '../../support/testApp.ts';
import {
  type AsyncApp,
  type AsyncSession,
  asyncConfig,
  finished,
  openEventSocket,
  pollEvents,
  startAsyncApp,
} from '../jobs/asyncHarness.ts';

const dir = mkdtempSync(join(tmpdir(), 'loupe-chart-async-'));
let examplesPath = '';
let rows: SalesRow[] = [];
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
  rows = await readSalesRows(examplesPath);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Item = { data: Array<Record<string, number | string>>; is_cached: boolean; rowcount: number };
type Job = {
  channel_id: string;
  job_id: string;
  user_id: number;
  status: string;
  errors: unknown[];
  result_url: string | null;
};

const countBy = (key: keyof SalesRow) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row[key]), (counts.get(String(row[key])) ?? 0) + 1);
  return counts;
};

function context(datasetId: number, column: string, metric: unknown = 'count') {
  return {
    datasource: { id: datasetId, type: 'table' },
    queries: [{ columns: [column], metrics: [metric], row_limit: 1000 }],
    result_format: 'json',
    result_type: 'full',
  };
}

for (const queue of ['in-process', 'bullmq'] as const) {
  forEachStore(`chart data through the async path (${queue} queue)`, (ctx) => {
    const prefix = uniqueRedisPrefix(`chart-${queue}`);
    let t: AsyncApp;
    let worker: AsyncWorker | undefined;
    let alpha: AsyncSession;
    let csrf: Record<string, string>;
    let datasetId = 0;

    beforeAll(async () => {
      const overrides = queue === 'bullmq' ? { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix } : {};
      t = await startAsyncApp(ctx, asyncConfig(ctx, overrides));
      if (queue === 'bullmq') worker = startAsyncWorker(t.config, { store: ctx.store });
      const login = await t.client.post<{ access_token: string }>('/api/v1/security/login', {
        json: { username: 'admin', password: TEST_PASSWORD, provider: 'db' },
      });
      const admin = { authorization: `Bearer ${login.body.access_token}` };
      const database = await t.client.post<{ id: number }>('/api/v1/database/', {
        headers: admin,
        json: {
          database_name: `examples-${queue}`,
          sqlalchemy_uri: `duckdb:///${examplesCopy(examplesPath, `${queue}-${ctx.kind}`)}`,
        },
      });
      const dataset = await t.client.post<{ id: number }>('/api/v1/dataset/', {
        headers: admin,
        json: { database: database.body.id, schema: 'main', table_name: 'sales' },
      });
      datasetId = dataset.body.id;
      alpha = await t.login('alpha');
      const token = await t.client.get<{ result: string }>('/api/v1/security/csrf_token/', {
        headers: { cookie: alpha.cookie },
      });
      csrf = { cookie: alpha.cookie, 'x-csrftoken': token.body.result };
    });
    afterAll(async () => {
      await worker?.close();
      await t?.close();
      if (queue === 'bullmq') await deleteRedisKeys(prefix);
    });

    const post = <T>(body: unknown) => t.client.post<T>('/api/v1/chart/data', { headers: csrf, json: body });
    const result = async (event: AsyncEvent) =>
      t.client.get<{ result: Item[] }>(event.result_url as string, { headers: { cookie: alpha.cookie } });

    it('queues the query, says done by polling, serves the data at result_url, then answers from the cache', async () => {
      expect(t.services.asyncQueries.queue.kind).toBe(queue);
      const body = context(datasetId, 'region');
      const queued = await post<Job>(body);
      expect(queued.status).toBe(202);
      expect(queued.body).toMatchObject({
        channel_id: alpha.channel,
        user_id: alpha.userId,
        status: 'pending',
        errors: [],
      });
      const events = await pollEvents(t, alpha, finished(queued.body.job_id));
      const done = events.find((e) => e.job_id === queued.body.job_id && e.status === 'done') as AsyncEvent;
      expect(done.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{32}$/);
      const fetched = await result(done);
      expect(fetched.status).toBe(200);
      const data = fetched.body.result[0]?.data ?? [];
      expect(new Map(data.map((row) => [String(row.region), Number(row.count)]))).toEqual(countBy('region'));
      expect(fetched.body.result[0]?.is_cached).toBe(true);

      const again = await post<{ result: Item[] }>(body);
      expect(again.status).toBe(200);
      expect(again.body.result[0]?.is_cached).toBe(true);
      expect(again.body.result[0]?.data).toEqual(data);
    });

    it('runs the job afresh when the query string says force=true', async () => {
      const body = context(datasetId, 'category');
      const runOnce = async (query?: Record<string, string>) => {
        const queued = await t.client.post<Job>('/api/v1/chart/data', { headers: csrf, json: body, query });
        expect(queued.status).toBe(202);
        const events = await pollEvents(t, alpha, finished(queued.body.job_id));
        const done = events.find((e) => e.job_id === queued.body.job_id && e.status === 'done') as AsyncEvent;
        return ((await result(done)).body.result[0] as Item & { cached_dttm: string }).cached_dttm;
      };
      const first = await runOnce();
      // cached_dttm counts seconds: the forced run is at least a second later.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const forced = await runOnce({ force: 'true' });
      expect(forced > first, `${forced} after ${first}`).toBe(true);
    });

    it('delivers the done event over the websocket too', async () => {
      const socket = await openEventSocket(t, alpha.cookie);
      try {
        const queued = await post<Job>(context(datasetId, 'channel'));
        expect(queued.status).toBe(202);
        const events = await socket.waitFor(finished(queued.body.job_id));
        const done = events.find((e) => e.job_id === queued.body.job_id && e.status === 'done') as AsyncEvent;
        const fetched = await result(done);
        const data = fetched.body.result[0]?.data ?? [];
        expect(new Map(data.map((row) => [String(row.channel), Number(row.count)]))).toEqual(
          countBy('channel'),
        );
      } finally {
        await socket.close();
      }
    });

    it('reports a failing query as an error event with the engine error', async () => {
      const queued = await post<Job>(
        context(datasetId, 'region', {
          expressionType: 'SQL',
          sqlExpression: 'SUM(no_such_column)',
          label: 'broken',
        }),
      );
      expect(queued.status).toBe(202);
      const events = await pollEvents(t, alpha, finished(queued.body.job_id));
      const last = events.filter((e) => e.job_id === queued.body.job_id).at(-1) as AsyncEvent;
      expect(last.status).toBe('error');
      expect(JSON.stringify(last.errors)).toContain('no_such_column');
    });

    it('answers an unknown result key with 404', async () => {
      const missing = await t.client.get('/api/v1/chart/data/0123456789abcdef0123456789abcdef', {
        headers: { cookie: alpha.cookie },
      });
      expect(missing.status).toBe(404);
    });
  });
}
