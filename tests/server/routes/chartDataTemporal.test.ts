// Temporal columns through POST /api/v1/chart/data on the four real engines, with the same rows
// in each: epoch seconds / milliseconds columns on the x-axis (converted to timestamps before
// the grain, and without one), time comparison keeping the time of day of the shifted bounds,
// DATE columns bounded by dates alone, and a `$` in an x-axis expression kept as written.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { MARIADB_URI, POSTGRES_URI } from '../../support/analysedDatabases.ts';
import { createDataset, registerDatabase } from '../../support/chartDataFixture.ts';
import { forEachStore } from '../../support/stores.ts';
import { type TestApp, useTestApp } from '../../support/testApp.ts';

type Item = components['schemas']['ChartDataResultItem'];
type Reply = { result: Item[] };
type Row = Record<string, unknown>;

// id, timestamp (UTC), date, note. Rows 1–4 straddle the midnights a truncated shift would use.
const EVENTS: [number, string, string, string][] = [
  [1, '2024-03-15 03:00:00', '2024-03-14', '$&'],
  [2, '2024-03-15 12:00:00', '2024-03-15', '$&'],
  [3, '2024-03-16 03:00:00', '2024-03-16', 'plain'],
  [4, '2024-03-16 12:00:00', '2024-03-17', 'plain'],
  [5, '2024-04-02 08:30:00', '2024-04-02', 'plain'],
];
const ms = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
const VALUES = EVENTS.map(([id, ts, d, note]) => [id, ms(ts) / 1000, ms(ts), ts, d, note]);

function createSql(backend: 'sqlite' | 'duckdb' | 'postgresql' | 'mysql', table: string): string {
  const timestamp = backend === 'mysql' || backend === 'sqlite' ? 'DATETIME' : 'TIMESTAMP';
  return `CREATE TABLE ${table} (id INTEGER, ts_epoch BIGINT, ts_epoch_ms BIGINT, ts ${timestamp}, d DATE, note VARCHAR(20))`;
}
const insertSql = (table: string, placeholder: (i: number) => string) =>
  `INSERT INTO ${table} VALUES ${VALUES.map((row, r) => `(${row.map((_, c) => placeholder(r * row.length + c + 1)).join(', ')})`).join(', ')}`;

const dir = mkdtempSync(join(tmpdir(), 'loupe-chart-temporal-'));
const suffix = randomBytes(4).toString('hex');
const pgSchema = `loupe_ct_${suffix}`;
const mysqlTable = `loupe_ct_${suffix}_events`;
const pgUrl = POSTGRES_URI.replace(/^postgresql:/, 'postgres:');
const sqlitePath = join(dir, 'events.sqlite');

beforeAll(async () => {
  const sqlite = new Database(sqlitePath);
  sqlite.exec(createSql('sqlite', 'events'));
  sqlite.prepare(insertSql('events', () => '?')).run(...VALUES.flat());
  sqlite.close();

  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${pgSchema}`);
    await client.query(createSql('postgresql', `${pgSchema}.events`));
    await client.query(
      insertSql(`${pgSchema}.events`, (i) => `$${i}`),
      VALUES.flat(),
    );
  } finally {
    await client.end();
  }

  const connection = await mysql.createConnection(MARIADB_URI);
  try {
    await connection.query(createSql('mysql', mysqlTable));
    await connection.query(
      insertSql(mysqlTable, () => '?'),
      VALUES.flat(),
    );
  } finally {
    await connection.end();
  }
});

afterAll(async () => {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${pgSchema} CASCADE`);
  } finally {
    await client.end();
  }
  const connection = await mysql.createConnection(MARIADB_URI);
  try {
    await connection.query(`DROP TABLE IF EXISTS ${mysqlTable}`);
  } finally {
    await connection.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A DuckDB file per suite (DuckDB's instance cache holds a file per process). */
async function createDuckdbFile(path: string): Promise<void> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  try {
    await connection.run(createSql('duckdb', 'main.events'));
    const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value)}'`);
    await connection.run(
      `INSERT INTO main.events VALUES ${VALUES.map((row) => `(${row.map(literal).join(', ')})`).join(', ')}`,
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** The dataset's temporal columns marked as such, the epoch ones with their python_date_format. */
async function markTemporalColumns(t: TestApp, id: number): Promise<void> {
  const headers = await t.bearer('admin');
  const detail = await t.client.get<{
    result: { columns: Array<{ id: number; column_name: string; type: string | null }> };
  }>(`/api/v1/dataset/${id}`, { headers });
  const formats: Record<string, string | null> = {
    ts_epoch: 'epoch_s',
    ts_epoch_ms: 'epoch_ms',
    ts: null,
    d: null,
  };
  const columns = detail.body.result.columns.map((column) => ({
    id: column.id,
    column_name: column.column_name,
    type: column.type,
    ...(column.column_name in formats
      ? { is_dttm: true, python_date_format: formats[column.column_name] ?? null }
      : {}),
  }));
  const reply = await t.client.put(`/api/v1/dataset/${id}`, { headers, json: { columns } });
  if (reply.status !== 200) throw new Error(`marking the columns failed: ${reply.text}`);
}

const ENGINES = ['sqlite', 'duckdb', 'postgresql', 'mysql'] as const;
type EngineName = (typeof ENGINES)[number];

const sumId = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'id' },
  label: 'SUM(id)',
} as const;

forEachStore('chart data on temporal columns', (ctx) => {
  const t = useTestApp(ctx);
  const ids = {} as Record<EngineName, number>;
  const post = async (datasource: number, query: Record<string, unknown>) =>
    t.client.post<Reply>('/api/v1/chart/data', {
      headers: await t.bearer('admin'),
      json: {
        datasource: { id: datasource, type: 'table' },
        queries: [query],
        result_format: 'json',
        result_type: 'full',
      },
    });

  beforeAll(async () => {
    const duckdbPath = join(dir, `events-${ctx.kind}.duckdb`);
    await createDuckdbFile(duckdbPath);
    const databases: Record<EngineName, [string, string, string]> = {
      sqlite: [`sqlite:///${sqlitePath}`, 'main', 'events'],
      duckdb: [`duckdb:///${duckdbPath}`, 'main', 'events'],
      postgresql: [POSTGRES_URI, pgSchema, 'events'],
      mysql: [MARIADB_URI, new URL(MARIADB_URI).pathname.slice(1), mysqlTable],
    };
    for (const engine of ENGINES) {
      const [uri, schema, table] = databases[engine];
      const database = await registerDatabase(t, `temporal_${engine}`, uri);
      ids[engine] = await createDataset(t, database, schema, table);
      await markTemporalColumns(t, ids[engine]);
    }
  });

  describe.each(ENGINES)('on %s', (engine) => {
    it('groups an epoch-seconds x-axis by month and answers timestamps', async () => {
      const reply = await post(ids[engine], {
        columns: [
          { sqlExpression: 'ts_epoch', label: 'ts_epoch', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
        ],
        metrics: ['count'],
        filters: [{ col: 'ts_epoch', op: 'TEMPORAL_RANGE', val: '2024-03-01 : 2024-05-01' }],
        orderby: [['ts_epoch', true]],
      });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.result[0]?.coltypes).toEqual([2, 0]);
      expect(reply.body.result[0]?.data).toEqual([
        { ts_epoch: Date.UTC(2024, 2, 1), count: 4 },
        { ts_epoch: Date.UTC(2024, 3, 1), count: 1 },
      ]);
    });

    it('groups an epoch-milliseconds x-axis by day; the range filter keeps comparing the stored numbers', async () => {
      const reply = await post(ids[engine], {
        columns: [{ sqlExpression: 'ts_epoch_ms', label: 'day', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
        metrics: ['count'],
        filters: [{ col: 'ts_epoch_ms', op: 'TEMPORAL_RANGE', val: '2024-03-15T06:00:00 : 2024-04-01' }],
        orderby: [['day', true]],
      });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.result[0]?.data).toEqual([
        { day: Date.UTC(2024, 2, 15), count: 1 },
        { day: Date.UTC(2024, 2, 16), count: 2 },
      ]);
    });

    it('answers timestamps, not raw seconds, for an epoch x-axis without a grain', async () => {
      const reply = await post(ids[engine], {
        columns: [{ sqlExpression: 'ts_epoch', label: 'ts_epoch', columnType: 'BASE_AXIS' }],
        metrics: ['count'],
        orderby: [['ts_epoch', true]],
      });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body.result[0]?.data).toEqual(EVENTS.map(([, ts]) => ({ ts_epoch: ms(ts), count: 1 })));
    });

    it('compares with a time offset keeping the time of day of the bounds', async () => {
      const range = '2024-03-16T06:00:00 : 2024-03-17T06:00:00';
      const reply = await post(ids[engine], {
        columns: [],
        metrics: [sumId],
        time_range: range,
        filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: range }],
        time_offsets: ['1 day ago'],
      });
      expect(reply.status, reply.text).toBe(200);
      // Main: 03-16 06:00 ≤ ts < 03-17 06:00 → row 4; a day earlier: 03-15 06:00 ≤ ts < 03-16 06:00
      // → rows 2 and 3 (from midnight to midnight it would be rows 1 and 2).
      expect(reply.body.result[0]?.data).toEqual([{ 'SUM(id)': 4, 'SUM(id)__1 day ago': 5 }]);
    });

    it('bounds a DATE column by the dates alone', async () => {
      const reply = await post(ids[engine], {
        columns: [],
        metrics: ['count', sumId],
        filters: [{ col: 'd', op: 'TEMPORAL_RANGE', val: '2024-03-15T12:00:00 : 2024-03-17T06:00:00' }],
      });
      expect(reply.status, reply.text).toBe(200);
      // 2024-03-15 ≤ d < 2024-03-17: rows 2 and 3.
      expect(reply.body.result[0]?.data).toEqual([{ count: 2, 'SUM(id)': 5 }]);
    });

    it('keeps a $ of an x-axis expression as written inside the grain', async () => {
      const reply = await post(ids[engine], {
        columns: [
          {
            sqlExpression: "CASE WHEN note = '$&' THEN ts END",
            label: 'marked',
            columnType: 'BASE_AXIS',
            timeGrain: 'P1D',
          },
        ],
        metrics: ['count'],
        orderby: [['marked', true]],
      });
      expect(reply.status, reply.text).toBe(200);
      const data = reply.body.result[0]?.data as Row[];
      expect(data.find((row) => row.marked === Date.UTC(2024, 2, 15))).toEqual({
        marked: Date.UTC(2024, 2, 15),
        count: 2,
      });
      expect(data.find((row) => row.marked === null)).toEqual({ marked: null, count: 3 });
    });
  });
});
