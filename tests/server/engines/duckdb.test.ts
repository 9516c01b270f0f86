// DuckDB on a temporary file, with a second database ATTACHed as another catalog.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../server/engines/duckdb.ts';
import { isEngineError } from '../../../server/engines/errors.ts';
import { describeEngineConformance } from './engineConformance.ts';
import { engineHolder, records } from './engineTestKit.ts';

const holder = engineHolder();
const dir = mkdtempSync(join(tmpdir(), 'loupe-duckdb-'));
const mainPath = join(dir, 'warehouse.duckdb');
const otherPath = join(dir, 'other.duckdb');

async function createFile(path: string, sql: string): Promise<void> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(sql);
  connection.closeSync();
  instance.closeSync();
}

beforeAll(async () => {
  await createFile(
    mainPath,
    `CREATE TABLE people (id INTEGER PRIMARY KEY, name VARCHAR UNIQUE);
     CREATE TABLE orders (id INTEGER PRIMARY KEY, person_id INTEGER REFERENCES people(id),
       amount DECIMAL(10, 2) DEFAULT 0, placed TIMESTAMP);
     CREATE INDEX orders_placed ON orders (placed);
     CREATE VIEW people_view AS SELECT * FROM people;
     COMMENT ON TABLE people IS 'who buys';
     CREATE TABLE "my table" ("odd ""col""" INTEGER, "données" VARCHAR);
     INSERT INTO "my table" VALUES (1, 'é'), (2, '日本');`,
  );
  await createFile(otherPath, 'CREATE TABLE other_t (x INTEGER); INSERT INTO other_t VALUES (7);');
  const { settings, password } = duckdbEngineSpec.parseUri(`duckdb:///${mainPath}`);
  // ATTACH reaches a file: the pool has file access.
  const pool = duckdbEngineSpec.open({ ...settings, password }, { poolSize: 2, fileAccess: true });
  await pool.execute(`ATTACH '${otherPath}' AS other`);
  holder.set({
    spec: duckdbEngineSpec,
    pool,
    schema: 'main',
    table: (name) => `"main"."${name}"`,
    seriesSql: (n) => `SELECT range AS x FROM range(${n})`,
    longStatements: (marker) => [
      {
        label: 'cross join',
        sql: `SELECT sum(a.range * b.range) AS ${marker} FROM range(1000000) a, range(1000000) b`,
      },
    ],
    runningStatements: async () => 0,
    timestampQuery: (timestamp, expression) =>
      `SELECT ${expression('ts')} FROM (SELECT TIMESTAMP '${timestamp}' AS ts)`,
  });
});

afterAll(async () => {
  await holder.get().pool.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('DuckDB engine', () => {
  it('returns typed, JSON-safe values', async () => {
    const result = await holder.get().pool.execute(`SELECT
      9007199254740993::BIGINT AS big, 42::BIGINT AS small, 123456789012345678.12::DECIMAL(20, 2) AS wide,
      12.345::DECIMAL(5, 3) AS dec, 1.5::DOUBLE AS dbl, 'nan'::DOUBLE AS nan, true AS flag, NULL::INTEGER AS nothing,
      DATE '2024-03-01' AS day, TIMESTAMP '2024-03-01 10:11:12.5' AS ts,
      TIMESTAMPTZ '2024-03-01 10:11:12+02' AS tstz, TIME '10:11:12' AS t, 'héllo 日本' AS txt,
      '\\xDE\\xAD'::BLOB AS bytes, [1, 2] AS list, {'a': 1, 'b': [9007199254740993]} AS struct,
      12345678901234567890::HUGEINT AS huge, INTERVAL 90 MINUTE AS span`);
    expect(records(result)).toEqual([
      {
        big: '9007199254740993',
        small: 42,
        wide: '123456789012345678.12',
        dec: 12.345,
        dbl: 1.5,
        nan: null,
        flag: true,
        nothing: null,
        day: '2024-03-01',
        ts: '2024-03-01T10:11:12.5',
        tstz: '2024-03-01T08:11:12+00:00',
        t: '10:11:12',
        txt: 'héllo 日本',
        bytes: '\\xdead',
        list: '[1,2]',
        struct: '{"a":1,"b":["9007199254740993"]}',
        huge: '12345678901234567890',
        span: '01:30:00',
      },
    ]);
    expect(result.columns.map((column) => [column.type, column.type_generic])).toEqual([
      ['BIGINT', 0],
      ['BIGINT', 0],
      ['DECIMAL(20,2)', 0],
      ['DECIMAL(5,3)', 0],
      ['DOUBLE', 0],
      ['DOUBLE', 0],
      ['BOOLEAN', 3],
      ['INTEGER', 0],
      ['DATE', 2],
      ['TIMESTAMP', 2],
      ['TIMESTAMP WITH TIME ZONE', 2],
      ['TIME', 2],
      ['VARCHAR', 1],
      ['BLOB', null],
      ['INTEGER[]', null],
      ['STRUCT("a" INTEGER, "b" BIGINT[])', null],
      ['HUGEINT', 0],
      ['INTERVAL', null],
    ]);
  });

  it('reports changed rows and binds parameters', async () => {
    const { pool } = holder.get();
    await pool.execute('CREATE TABLE bound (v INTEGER)');
    expect((await pool.execute('INSERT INTO bound VALUES (1), (2), (3)')).rowsAffected).toBe(3);
    expect(
      (await pool.execute('SELECT count(*) AS n FROM bound WHERE v > $1', { params: [1] })).rows,
    ).toEqual([[2]]);
  });

  it('lists catalogs (attached databases), schemas, tables and views', async () => {
    const { pool } = holder.get();
    expect(await pool.listCatalogs()).toEqual(['other', 'warehouse']);
    expect(await pool.listSchemas()).toEqual(['main']);
    expect(await pool.listTables('main', 'other')).toEqual([{ name: 'other_t', type: 'table' }]);
    expect(await pool.listTables('main')).toEqual(
      expect.arrayContaining([
        { name: 'my table', type: 'table' },
        { name: 'orders', type: 'table' },
        { name: 'people', type: 'table' },
        { name: 'people_view', type: 'view' },
      ]),
    );
    expect((await pool.execute('SELECT x FROM other_t', { catalog: 'other' })).rows).toEqual([[7]]);
  });

  it('describes columns, keys, indexes and comments', async () => {
    const { pool } = holder.get();
    const orders = await pool.getTableMetadata('orders', 'main');
    expect(orders).toMatchObject({
      name: 'orders',
      schema: 'main',
      catalog: 'warehouse',
      type: 'table',
      primaryKey: { constrained_columns: ['id'] },
      foreignKeys: [
        { constrained_columns: ['person_id'], referred_table: 'people', referred_columns: ['id'] },
      ],
      indexes: [{ name: 'orders_placed', column_names: ['placed'], unique: false }],
    });
    expect(orders.columns).toEqual([
      { name: 'id', type: 'INTEGER', nullable: false, default: null, comment: null },
      { name: 'person_id', type: 'INTEGER', nullable: true, default: null, comment: null },
      { name: 'amount', type: 'DECIMAL(10,2)', nullable: true, default: '0', comment: null },
      { name: 'placed', type: 'TIMESTAMP', nullable: true, default: null, comment: null },
    ]);
    const people = await pool.getTableMetadata('people', 'main');
    expect(people.comment).toBe('who buys');
    expect(people.indexes).toEqual([{ name: expect.any(String), column_names: ['name'], unique: true }]);
    expect((await pool.getTableMetadata('people_view', 'main')).type).toBe('view');
    await expect(pool.getTableMetadata('nope', 'main')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
  });

  it('writes a select star that runs, whatever the names', async () => {
    const { pool } = holder.get();
    const sql = pool.selectStar('my table', 'main', {
      columns: ['odd "col"', 'données'],
      limit: 100,
      indent: true,
    });
    expect(sql).toBe('SELECT\n  "odd ""col""",\n  "données"\nFROM "main"."my table"\nLIMIT 100');
    expect(records(await pool.execute(sql))).toEqual([
      { 'odd "col"': 1, données: 'é' },
      { 'odd "col"': 2, données: '日本' },
    ]);
  });

  it('estimates, lists functions, tests the connection', async () => {
    const { pool } = holder.get();
    expect(await pool.estimate('SELECT * FROM orders')).toEqual({ 'Estimated rows': expect.any(Number) });
    // In the catalog and schema asked for.
    expect(await pool.estimate('SELECT * FROM other_t', { catalog: 'other', schema: 'main' })).toEqual({
      'Estimated rows': expect.any(Number),
    });
    await expect(pool.estimate('SELECT * FROM other_t')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
    expect(await pool.functionNames()).toEqual(expect.arrayContaining(['date_trunc', 'sum']));
    await pool.testConnection();
  });

  it('points at the line of a syntax error', async () => {
    const error = await holder
      .get()
      .pool.execute('SELECT 1\nFROM\nWHERE')
      .catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.extra).toMatchObject({ line: 3 });
  });

  it('refuses a database file that does not exist', async () => {
    const { settings } = duckdbEngineSpec.parseUri(`duckdb:///${join(dir, 'missing.duckdb')}`);
    const pool = duckdbEngineSpec.open({ ...settings, password: null });
    await expect(pool.testConnection()).rejects.toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    await pool.close();
  });

  it('stops, closes and reopens a file of the shared instance cache reliably', async () => {
    // An interrupt that arrives before DuckDB has started the statement is lost: stopping
    // interrupts again until the statement has ended, and closing waits for that, so the next
    // pool on the same file (same cached instance) never waits for a statement still running.
    const { settings, password } = duckdbEngineSpec.parseUri(`duckdb:///${mainPath}`);
    const open = () => duckdbEngineSpec.open({ ...settings, password }, { poolSize: 2, fileAccess: true });
    for (let round = 0; round < 80; round++) {
      const pool = open();
      await pool.testConnection();
      const controller = new AbortController();
      const running = pool.execute('SELECT count(*) FROM range(100000000000) a', {
        signal: controller.signal,
      });
      // Right after the statement was handed to DuckDB's worker, or a few milliseconds later.
      if (round % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
      else await new Promise((resolve) => setTimeout(resolve, round % 4));
      const abortedAt = Date.now();
      controller.abort();
      const error = await running.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(isEngineError(error) && error.reason).toBe('stopped');
      expect(Date.now() - abortedAt).toBeLessThan(1000);
      await pool.close();
      const next = open();
      const openedAt = Date.now();
      await next.testConnection();
      expect(Date.now() - openedAt).toBeLessThan(1000);
      await next.close();
    }
  });

  it('closing a pool ends what runs on it before closing its connections', async () => {
    const { settings, password } = duckdbEngineSpec.parseUri(`duckdb:///${mainPath}`);
    const pool = duckdbEngineSpec.open({ ...settings, password }, { poolSize: 1, fileAccess: true });
    const running = pool.execute('SELECT count(*) FROM range(100000000000) a');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closingAt = Date.now();
    await pool.close();
    expect(Date.now() - closingAt).toBeLessThan(1000);
    await expect(running).rejects.toBeInstanceOf(Error);
    const next = duckdbEngineSpec.open({ ...settings, password }, { poolSize: 1, fileAccess: true });
    expect((await next.execute('SELECT 1 AS one')).rows).toEqual([[1]]);
    await next.close();
  });

  it('runs a script on one session: USE a catalog, a temporary table, nothing left for the next user', async () => {
    const { settings, password } = duckdbEngineSpec.parseUri(`duckdb:///${mainPath}`);
    const pool = duckdbEngineSpec.open({ ...settings, password }, { poolSize: 1, fileAccess: true });
    try {
      await pool.execute(`ATTACH IF NOT EXISTS '${otherPath}' AS other`);
      const rows = await pool.withSession(async (session) => {
        await session.execute('USE other');
        await session.execute('CREATE TEMPORARY TABLE doubled AS SELECT x * 2 AS y FROM other_t');
        return (await session.execute('SELECT y, current_database() FROM doubled')).rows;
      });
      expect(rows).toEqual([[14, 'other']]);
      expect((await pool.execute('SELECT current_database()')).rows).toEqual([['warehouse']]);
      const inCatalog = await pool.withSession((session) => session.execute('SELECT x FROM other_t'), {
        catalog: 'other',
      });
      expect(inCatalog.rows).toEqual([[7]]);
    } finally {
      await pool.close();
    }
  });

  describeEngineConformance(holder.get);
});
