// SQL Lab execution on real engines: limits and limiting factors, scripts, DML, CTAS/CVAS,
// templates, timeouts, async results, stop (cancelled in the engine), history visibility,
// estimates, formatting, CSV export, permalinks and permissions. Every reply is checked against
// the contract by the contract client.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import {
  createExamplesFile,
  createSqliteFile,
  MARIADB_URI,
  POSTGRES_URI,
} from '../../support/analysedDatabases.ts';
import { type ContractClient, contractClient } from '../../support/contractClient.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type Execution = components['schemas']['QueryExecutionResponse'];
type ClientQuery = components['schemas']['ClientQuery'];
type ErrorBody = { message: string; errors: Array<{ error_type: string; extra: Record<string, unknown> }> };

const dir = mkdtempSync(join(tmpdir(), 'loupe-sqllab-'));
let examplesPath = '';
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PG_URL = POSTGRES_URI.replace(/^postgresql:/, 'postgres:');

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

forEachStore('SQL Lab execution', (ctx) => {
  const t = useTestApp(ctx);
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    admin = await t.bearer('admin');
    const sqlitePath = createSqliteFile(join(dir, `shop-${ctx.kind}.db`));
    const register = async (name: string, sqlalchemy_uri: string, flags: Record<string, boolean>) => {
      const reply = await t.client.post<{ id: number }>('/api/v1/database/', {
        headers: admin,
        json: { database_name: name, sqlalchemy_uri, expose_in_sqllab: true, ...flags },
      });
      if (reply.status !== 201) throw new Error(`registering ${name} failed: ${reply.text}`);
      ids[name] = reply.body.id;
    };
    await register('examples', `duckdb:///${examplesPath}`, { allow_run_async: true });
    await register('sqlite', `sqlite:///${sqlitePath}`, {
      allow_dml: true,
      allow_ctas: true,
      allow_cvas: true,
    });
    await register('postgres', POSTGRES_URI, { allow_run_async: true, allow_dml: true });
    await register('maria', MARIADB_URI, { allow_run_async: true, allow_dml: true });
    // The same shared examples file again, as a database that allows DML (temporary tables).
    await register('duckdml', `duckdb:///${examplesPath}`, { allow_dml: true });
  });

  const execute = async <T = Execution>(
    json: Record<string, unknown>,
    user: 'admin' | 'sqllab' | 'gamma' = 'admin',
  ) =>
    t.client.post<T>('/api/v1/sqllab/execute/', {
      headers: user === 'admin' ? admin : await t.bearer(user),
      json,
    });
  const queryById = async (id: number) =>
    (await t.client.get<{ result: { status: string } }>(`/api/v1/query/${id}`, { headers: admin })).body
      .result;

  describe('synchronous execution', () => {
    it('limits a SELECT to the dropdown limit (DROPDOWN)', async () => {
      const reply = await execute({
        database_id: ids.examples,
        sql: 'SELECT * FROM sales',
        queryLimit: 10,
        client_id: `lim1${ctx.kind[0]}`,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.status).toBe('success');
      expect(reply.body.data).toHaveLength(10);
      expect(reply.body.query).toMatchObject({
        state: 'success',
        rows: 10,
        limit: 10,
        limitingFactor: 'DROPDOWN',
        progress: 100,
      });
      expect(reply.body.columns.map((c) => c.name)).toContain('revenue');
      expect(reply.body.query_id).toBe(reply.body.query.queryId);
    });

    it('tells QUERY, QUERY_AND_DROPDOWN and NOT_LIMITED apart', async () => {
      const factor = async (sql: string, queryLimit: number) =>
        (await execute({ database_id: ids.examples, sql, queryLimit })).body.query.limitingFactor;
      expect(await factor('SELECT * FROM sales LIMIT 5', 10)).toBe('QUERY');
      expect(await factor('SELECT * FROM sales LIMIT 10', 10)).toBe('QUERY_AND_DROPDOWN');
      expect(await factor('SELECT * FROM sales LIMIT 50', 10)).toBe('DROPDOWN');
      expect(await factor('SELECT 1 AS a', 10)).toBe('NOT_LIMITED');
      const reply = await execute({ database_id: ids.examples, sql: 'SELECT * FROM sales' });
      expect(reply.body.query.limit).toBe(1000);
      expect(reply.body.data).toHaveLength(1000);
    });

    it('runs several statements in order on SQLite, DML allowed', async () => {
      const reply = await execute({
        database_id: ids.sqlite,
        sql: `CREATE TABLE steps_${ctx.kind} (n INTEGER); INSERT INTO steps_${ctx.kind} VALUES (1), (2); UPDATE steps_${ctx.kind} SET n = n * 10; SELECT sum(n) AS total FROM steps_${ctx.kind}`,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual([{ total: 30 }]);
    });

    it('runs a script on one connection: SET search_path (PostgreSQL), USE (MariaDB)', async () => {
      const pgScript = await execute({
        database_id: ids.postgres,
        sql: "SET search_path TO information_schema; SELECT current_schema() AS s, count(*) AS n FROM tables WHERE table_name = 'tables'",
      });
      expect(pgScript.status).toBe(200);
      expect(pgScript.body.data).toEqual([{ s: 'information_schema', n: 1 }]);
      const mariaScript = await execute({
        database_id: ids.maria,
        sql: "USE information_schema; SELECT DATABASE() AS db, count(*) AS n FROM TABLES WHERE TABLE_NAME = 'TABLES'",
      });
      expect(mariaScript.status).toBe(200);
      expect(mariaScript.body.data).toEqual([{ db: 'information_schema', n: 1 }]);
      // Nothing of the script's session reaches the next query.
      const after = await execute({ database_id: ids.postgres, sql: 'SELECT current_schema() AS s' });
      expect(after.body.data).toEqual([{ s: 'public' }]);
    });

    it('creates a temporary table and queries it in the same script, on every engine', async () => {
      for (const name of ['duckdml', 'sqlite', 'postgres', 'maria']) {
        const table = `tmp_script_${ctx.kind}`;
        const reply = await execute({
          database_id: ids[name],
          sql: `CREATE TEMPORARY TABLE ${table} AS SELECT 1 AS n UNION ALL SELECT 2;\nSELECT count(*) AS rows_in, max(n) AS top FROM ${table}`,
        });
        expect(reply.status, name).toBe(200);
        expect(reply.body.data, name).toEqual([{ rows_in: 2, top: 2 }]);
        expect(reply.body.query.state, name).toBe('success');
        const gone = await execute<ErrorBody>({ database_id: ids[name], sql: `SELECT * FROM ${table}` });
        expect(gone.status, name).toBeGreaterThanOrEqual(400);
      }
    });

    it('refuses DML on a database without allow_dml and keeps the query as failed', async () => {
      const reply = await execute<ErrorBody>({
        database_id: ids.examples,
        sql: 'SELECT 1; DELETE FROM sales',
        client_id: `dml1${ctx.kind[0]}`,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.errors[0]?.error_type).toBe('DML_NOT_ALLOWED_ERROR');
      expect(reply.body.message).toBe('Only `SELECT` statements are allowed against this database.');
      const list = await t.client.get<{ result: Array<{ status: string }> }>('/api/v1/query/', {
        headers: admin,
        query: { q: { filters: [{ col: 'sql', opr: 'ct', value: 'DELETE FROM sales' }] } },
      });
      expect(list.body.result[0]?.status).toBe('failed');
    });

    it('creates a table (CTAS) and a view (CVAS)', async () => {
      const ctas = await execute({
        database_id: ids.sqlite,
        sql: 'SELECT id, name FROM customers',
        select_as_cta: true,
        ctas_method: 'TABLE',
        tmp_table_name: `ctas_${ctx.kind}`,
      });
      expect(ctas.status).toBe(200);
      expect(ctas.body.query).toMatchObject({ ctas: true, tempTable: `ctas_${ctx.kind}`, state: 'success' });
      const cvas = await execute({
        database_id: ids.sqlite,
        sql: 'SELECT id FROM orders',
        select_as_cta: true,
        ctas_method: 'VIEW',
        tmp_table_name: `cvas_${ctx.kind}`,
      });
      expect(cvas.status).toBe(200);
      const read = await execute({
        database_id: ids.sqlite,
        sql: `SELECT (SELECT count(*) FROM ctas_${ctx.kind}) AS t, (SELECT count(*) FROM cvas_${ctx.kind}) AS v`,
      });
      expect(read.body.data).toEqual([{ t: 2, v: 2 }]);
      const named = await execute({ database_id: ids.sqlite, sql: 'SELECT 1 AS one', select_as_cta: true });
      expect(named.body.query.tempTable).toMatch(/^tmp_\d+_table_\d{4}_\d{2}_\d{2}_\d{2}_\d{2}_\d{2}$/);
    });

    it('refuses CTAS without a final SELECT, CVAS of several statements, and CTAS where not allowed', async () => {
      const ctas = await execute<ErrorBody>({
        database_id: ids.sqlite,
        sql: 'SELECT 1; DELETE FROM orders WHERE 1 = 0',
        select_as_cta: true,
      });
      expect(ctas.status).toBe(400);
      expect(ctas.body.errors[0]?.error_type).toBe('INVALID_CTAS_QUERY_ERROR');
      const cvas = await execute<ErrorBody>({
        database_id: ids.sqlite,
        sql: 'SELECT 1; SELECT 2',
        select_as_cta: true,
        ctas_method: 'VIEW',
      });
      expect(cvas.body.errors[0]?.error_type).toBe('INVALID_CVAS_QUERY_ERROR');
      const off = await execute<ErrorBody>({
        database_id: ids.examples,
        sql: 'SELECT 1',
        select_as_cta: true,
      });
      expect(off.status).toBe(400);
    });

    it('renders template parameters and reports missing or invalid ones', async () => {
      const ok = await execute({
        database_id: ids.examples,
        sql: "SELECT {{ n }} AS n, '{{ current_username() }}' AS who, {{ current_user_id() }} > 0 AS known",
        templateParams: '{"n": 3}',
      });
      expect(ok.body.data).toEqual([{ n: 3, who: 'admin', known: true }]);
      const missing = await execute<ErrorBody>({
        database_id: ids.examples,
        sql: 'SELECT {{ a }}, {{ b }}',
        templateParams: '{}',
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0]?.error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
      expect(missing.body.message).toContain(
        'The following parameters in your query are undefined: "a", "b".',
      );
      const badJson = await execute<ErrorBody>({
        database_id: ids.examples,
        sql: 'SELECT {{ a }}',
        templateParams: '{a:',
      });
      expect(badJson.body.errors[0]?.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
      const badSyntax = await execute<ErrorBody>({
        database_id: ids.examples,
        sql: 'SELECT {{ a',
        templateParams: '{"a": 1}',
      });
      expect(badSyntax.body.errors[0]?.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
      const sandboxEscape = await execute<ErrorBody>({
        database_id: ids.examples,
        sql: '{{ a.constructor }}',
        templateParams: '{"a": {}}',
      });
      expect(sandboxEscape.body.errors[0]?.error_type).toBe('INVALID_TEMPLATE_PARAMS_ERROR');
    });

    it('answers engine errors with their typed errors and saves the query as failed', async () => {
      const reply = await execute<ErrorBody>({
        database_id: ids.postgres,
        sql: 'SELECT * FROM no_such_table_xyz',
        client_id: `err1${ctx.kind[0]}`,
      });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.body.errors[0]?.error_type).toBeDefined();
      const list = await t.client.get<{ result: Array<{ status: string }> }>('/api/v1/query/', {
        headers: admin,
        query: { q: { filters: [{ col: 'sql', opr: 'ct', value: 'no_such_table_xyz' }] } },
      });
      expect(list.body.result[0]?.status).toBe('failed');
    });

    it('needs can_execute_sql_query (Gamma is refused) and a database exposed in SQL Lab', async () => {
      const gamma = await execute<ErrorBody>({ database_id: ids.examples, sql: 'SELECT 1' }, 'gamma');
      expect(gamma.status).toBe(403);
      const sqllab = await execute({ database_id: ids.examples, sql: 'SELECT 1 AS one' }, 'sqllab');
      expect(sqllab.status).toBe(200);
    });
  });

  describe('async execution, results and stop', () => {
    it('queues the query (202) and serves its results', async () => {
      const reply = await execute<{ query: ClientQuery }>({
        database_id: ids.postgres,
        sql: 'SELECT 42 AS answer',
        runAsync: true,
      });
      expect(reply.status).toBe(202);
      expect(reply.body.query.state).toBe('pending');
      const done = await waitFor(
        () => queryById(reply.body.query.queryId),
        (q) => q.status === 'success',
      );
      expect(done.status).toBe('success');
      const record = await t.client.get<{ result: { results_key: string } }>(
        `/api/v1/query/${reply.body.query.queryId}`,
        { headers: admin },
      );
      const results = await t.client.get<Execution>('/api/v1/sqllab/results/', {
        headers: admin,
        query: { q: { key: record.body.result.results_key, rows: 10 } },
      });
      expect(results.status).toBe(200);
      expect(results.body.data).toEqual([{ answer: 42 }]);
    });

    it('answers 410 for an unknown results key', async () => {
      const reply = await t.client.get<ErrorBody>('/api/v1/sqllab/results/', {
        headers: admin,
        query: { q: { key: 'nope' } },
      });
      expect(reply.status).toBe(410);
      expect(reply.body.message).toBe(
        'Data could not be retrieved from the results backend. You need to re-run the original query.',
      );
      const missing = await t.client.get('/api/v1/sqllab/results/', { headers: admin });
      expect(missing.status).toBe(400);
    });

    it('stops a long PostgreSQL query in the engine within 2 s; it never becomes success', async () => {
      // The statement waits for an advisory lock the monitor holds: pg_locks shows it waiting
      // (pg_stat_activity only shows the cursor's FETCH) until it is cancelled.
      const lockKey = 100_000 + Math.floor(Math.random() * 1_000_000);
      const clientId = `pgs${ctx.kind[0]}${lockKey}`.slice(0, 11);
      const monitor = new pg.Client({ connectionString: PG_URL });
      await monitor.connect();
      try {
        await monitor.query('SELECT pg_advisory_lock($1)', [lockKey]);
        const reply = await execute<{ query: ClientQuery }>({
          database_id: ids.postgres,
          sql: `SELECT pg_advisory_lock(${lockKey}) AS locked`,
          runAsync: true,
          client_id: clientId,
        });
        expect(reply.status).toBe(202);
        const waiting = async () =>
          (
            await monitor.query(
              `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND NOT granted`,
              [lockKey],
            )
          ).rows[0].n as number;
        expect(await waitFor(waiting, (n) => n > 0)).toBeGreaterThan(0);
        const started = Date.now();
        const stop = await t.client.post<{ result: string }>('/api/v1/query/stop', {
          headers: admin,
          json: { client_id: clientId },
        });
        expect(stop.body).toEqual({ result: 'OK' });
        expect(Date.now() - started).toBeLessThan(2000);
        expect(await waitFor(waiting, (n) => n === 0, 3000)).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect((await queryById(reply.body.query.queryId)).status).toBe('stopped');
      } finally {
        await monitor.end();
      }
    });

    it('stops a long MariaDB query in the engine', async () => {
      const clientId = `mys${ctx.kind}`.slice(0, 11);
      const reply = await execute<{ query: ClientQuery }>({
        database_id: ids.maria,
        sql: `SELECT SLEEP(30) AS slept, '${clientId}' AS tag`,
        runAsync: true,
        client_id: clientId,
      });
      const monitor = await mysql.createConnection(MARIADB_URI);
      try {
        const running = async () => {
          const [rows] = await monitor.query(
            `SELECT count(*) AS n FROM information_schema.processlist WHERE info LIKE '%${clientId}%' AND id <> connection_id()`,
          );
          return Number((rows as Array<{ n: number }>)[0]!.n);
        };
        expect(await waitFor(running, (n) => n > 0)).toBeGreaterThan(0);
        const started = Date.now();
        await t.client.post('/api/v1/query/stop', { headers: admin, json: { client_id: clientId } });
        expect(Date.now() - started).toBeLessThan(2000);
        expect(await waitFor(running, (n) => n === 0, 3000)).toBe(0);
      } finally {
        await monitor.end();
      }
      expect((await queryById(reply.body.query.queryId)).status).toBe('stopped');
    });

    it('stops a long DuckDB query and the database answers the next one', async () => {
      const clientId = `dks${ctx.kind}`.slice(0, 11);
      const reply = await execute<{ query: ClientQuery }>({
        database_id: ids.examples,
        sql: 'SELECT count(*) AS n FROM range(100000000000) a',
        runAsync: true,
        client_id: clientId,
      });
      await waitFor(
        () => queryById(reply.body.query.queryId),
        (q) => q.status === 'running',
      );
      const started = Date.now();
      await t.client.post('/api/v1/query/stop', { headers: admin, json: { client_id: clientId } });
      expect(Date.now() - started).toBeLessThan(2000);
      const next = await execute({ database_id: ids.examples, sql: 'SELECT 7 AS seven' });
      expect(next.body.data).toEqual([{ seven: 7 }]);
      expect((await queryById(reply.body.query.queryId)).status).toBe('stopped');
    });

    it('stops a script in the middle of its long statement on the shared DuckDB file', async () => {
      const clientId = `dkt${ctx.kind}`.slice(0, 11);
      const reply = await execute<{ query: ClientQuery }>({
        database_id: ids.examples,
        sql: 'SELECT 1 AS one; SELECT count(*) AS n FROM range(100000000000) a',
        runAsync: true,
        client_id: clientId,
      });
      await waitFor(
        () => queryById(reply.body.query.queryId),
        (q) => q.status === 'running',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.client.post('/api/v1/query/stop', { headers: admin, json: { client_id: clientId } });
      const next = await execute({ database_id: ids.examples, sql: 'SELECT 8 AS eight' });
      expect(next.body.data).toEqual([{ eight: 8 }]);
      expect((await queryById(reply.body.query.queryId)).status).toBe('stopped');
    });

    it('answers 404 when stopping an unknown query', async () => {
      const reply = await t.client.post('/api/v1/query/stop', {
        headers: admin,
        json: { client_id: 'nosuchquery' },
      });
      expect(reply.status).toBe(404);
    });
  });

  describe('history', () => {
    it('shows each user only their own queries, Admin all of them', async () => {
      const sqllab = await t.bearer('sqllab');
      const since = Date.now() - 1;
      const mine = await execute({ database_id: ids.examples, sql: 'SELECT 2 AS mine_only' }, 'sqllab');
      expect(mine.status).toBe(200);
      const list = await t.client.get<{
        count: number;
        result: Array<{ user: { id: number } | null; sql: string }>;
      }>('/api/v1/query/', {
        headers: sqllab,
        query: { q: { order_column: 'start_time', order_direction: 'desc', page: 0, page_size: 10 } },
      });
      expect(list.status).toBe(200);
      expect(list.body.result.every((q) => q.user?.id === mine.body.query.userId)).toBe(true);
      const all = await t.client.get<{ count: number }>('/api/v1/query/', { headers: admin });
      expect(all.body.count).toBeGreaterThan(list.body.count);
      const updated = await t.client.get<{ result: ClientQuery[] }>('/api/v1/query/updated_since', {
        headers: sqllab,
        query: { q: { last_updated_ms: since } },
      });
      expect(updated.body.result.map((q) => q.sql)).toEqual(['SELECT 2 AS mine_only']);
      const adminUpdates = await t.client.get<{ result: ClientQuery[] }>('/api/v1/query/updated_since', {
        headers: admin,
        query: { q: { last_updated_ms: since } },
      });
      expect(adminUpdates.body.result.map((q) => q.sql)).not.toContain('SELECT 2 AS mine_only');
      const other = await t.client.get(`/api/v1/query/${mine.body.query.queryId}`, { headers: admin });
      expect(other.status).toBe(200);
      const filtered = await t.client.get<{ result: Array<{ status: string }> }>('/api/v1/query/', {
        headers: admin,
        query: {
          q: {
            filters: [
              { col: 'status', opr: 'eq', value: 'success' },
              { col: 'database', opr: 'rel_o_m', value: ids.examples },
            ],
          },
        },
      });
      expect(filtered.body.result.every((q) => q.status === 'success')).toBe(true);
      const gamma = await t.client.get('/api/v1/query/', { headers: await t.bearer('gamma') });
      expect(gamma.status).toBe(403);
    });
  });

  describe('estimate, format, export, permalinks', () => {
    it('estimates in the catalog and schema asked for', async () => {
      const sql = "SELECT * FROM tables WHERE table_name = 'x'";
      const inSchema = await t.client.post<{ result: unknown[] }>('/api/v1/sqllab/estimate/', {
        headers: admin,
        json: { database_id: ids.postgres, sql, schema: 'information_schema', catalog: 'test' },
      });
      expect(inSchema.status).toBe(200);
      expect(inSchema.body.result).toEqual([
        expect.objectContaining({ 'Estimated rows': expect.any(Number) }),
      ]);
      const elsewhere = await t.client.post<ErrorBody>('/api/v1/sqllab/estimate/', {
        headers: admin,
        json: { database_id: ids.postgres, sql },
      });
      expect(elsewhere.status).toBeGreaterThanOrEqual(400);
      const duck = await t.client.post<{ result: unknown[] }>('/api/v1/sqllab/estimate/', {
        headers: admin,
        json: { database_id: ids.examples, sql: 'SELECT * FROM sales', catalog: 'examples', schema: 'main' },
      });
      expect(duck.status).toBe(200);
    });

    it('estimates the cost of each statement', async () => {
      const reply = await t.client.post<{ result: unknown[] }>('/api/v1/sqllab/estimate/', {
        headers: admin,
        json: { database_id: ids.postgres, sql: 'SELECT 1; SELECT {{ n }}', template_params: { n: 2 } },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toHaveLength(2);
    });

    it('formats SQL in the engine dialect', async () => {
      const reply = await t.client.post<{ result: string }>('/api/v1/sqllab/format_sql/', {
        headers: admin,
        json: { sql: 'select a, b from t where x = {{ y }}', engine: 'postgresql' },
      });
      expect(reply.body.result).toBe('select\n  a,\n  b\nfrom\n  t\nwhere\n  x = {{ y }}');
    });

    it('exports the full result as CSV, quoted', async () => {
      const run = await execute({
        database_id: ids.examples,
        sql: `SELECT 'a,b' AS x, 'say "hi"' AS y, NULL AS z, 1 AS n UNION ALL SELECT 'c', 'd', 'e', 2`,
        client_id: `csv1${ctx.kind[0]}`,
      });
      expect(run.status).toBe(200);
      const reply = await t.client.get(`/api/v1/sqllab/export/csv1${ctx.kind[0]}/`, { headers: admin });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="sqllab_csv1/);
      const lines = reply.text.trim().split('\r\n');
      expect(lines[0]).toBe('x,y,z,n');
      expect(lines).toContain('"a,b","say ""hi""",,1');
      expect(lines).toHaveLength(3);
      const gamma = await t.client.get(`/api/v1/sqllab/export/csv1${ctx.kind[0]}/`, {
        headers: await t.bearer('gamma'),
      });
      expect(gamma.status).toBe(403);
    });

    it('stores and reads permalinks', async () => {
      const state = {
        dbId: ids.examples,
        name: 'Untitled Query 1',
        schema: 'main',
        sql: 'SELECT 1',
        autorun: false,
        templateParams: '{}',
      };
      const created = await t.client.post<{ key: string; url: string }>('/api/v1/sqllab/permalink', {
        headers: admin,
        json: state,
      });
      expect(created.status).toBe(201);
      expect(created.body.url).toMatch(new RegExp(`/sqllab/p/${created.body.key}$`));
      const read = await t.client.get(`/api/v1/sqllab/permalink/${created.body.key}`, { headers: admin });
      expect(read.body).toEqual(state);
      const prefixed = await t.client.get(`/api/v1/sqllab/permalink/kv:${created.body.key}`, {
        headers: admin,
      });
      expect(prefixed.status).toBe(200);
      const missing = await t.client.get('/api/v1/sqllab/permalink/nope', { headers: admin });
      expect(missing.status).toBe(404);
    });
  });

  describe('display limit', () => {
    let app: FastifyInstance;
    let client: ContractClient;
    beforeAll(async () => {
      app = await buildApp({ ...ctx.config, displayMaxRow: 5 }, { store: ctx.store });
      client = contractClient(app);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('shows DISPLAY_MAX_ROW rows of a bigger result, counts them all, and exports them all', async () => {
      const clientId = `disp${ctx.kind[0]}`;
      const reply = await client.post<Execution>('/api/v1/sqllab/execute/', {
        headers: admin,
        json: {
          database_id: ids.examples,
          sql: 'SELECT range AS n FROM range(5000)',
          client_id: clientId,
          queryLimit: 10000,
        },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toHaveLength(5);
      expect(reply.body.displayLimitReached).toBe(true);
      expect(reply.body.query.rows).toBe(5000);
      const results = await client.get<Execution>('/api/v1/sqllab/results/', {
        headers: admin,
        query: { q: { key: reply.body.query.resultsKey } },
      });
      expect(results.body.data).toHaveLength(5);
      expect(results.body.displayLimitReached).toBe(true);
      const csv = await client.get(`/api/v1/sqllab/export/${clientId}/`, { headers: admin });
      const lines = csv.text.trim().split('\r\n');
      expect(lines).toHaveLength(5001);
      expect(lines.at(-1)).toBe('4999');
    });
  });

  describe('timeout', () => {
    let app: FastifyInstance;
    let client: ContractClient;
    beforeAll(async () => {
      app = await buildApp({ ...ctx.config, sqllabTimeoutSeconds: 1 }, { store: ctx.store });
      client = contractClient(app);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('kills a query that runs past LOUPE_SQLLAB_TIMEOUT and saves it as timed_out', async () => {
      const reply = await client.post<ErrorBody>('/api/v1/sqllab/execute/', {
        headers: admin,
        json: { database_id: ids.postgres, sql: 'SELECT pg_sleep(5)', client_id: `tmo${ctx.kind[0]}` },
      });
      expect(reply.status).toBe(408);
      expect(reply.body.errors[0]).toMatchObject({
        error_type: 'SQLLAB_TIMEOUT_ERROR',
        extra: { timeout: 1 },
      });
      const list = await client.get<{ result: Array<{ status: string }> }>('/api/v1/query/', {
        headers: admin,
        query: { q: { filters: [{ col: 'sql', opr: 'ct', value: 'pg_sleep(5)' }] } },
      });
      expect(list.body.result[0]?.status).toBe('timed_out');
    });

    it('times out a script on its one connection as well', async () => {
      const reply = await client.post<ErrorBody>('/api/v1/sqllab/execute/', {
        headers: admin,
        json: {
          database_id: ids.postgres,
          sql: 'SELECT 1; SELECT pg_sleep(5)',
          client_id: `tms${ctx.kind[0]}`,
        },
      });
      expect(reply.status).toBe(408);
      expect(reply.body.errors[0]).toMatchObject({
        error_type: 'SQLLAB_TIMEOUT_ERROR',
        extra: { timeout: 1 },
      });
    });
  });
});
