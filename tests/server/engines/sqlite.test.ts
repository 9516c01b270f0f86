// SQLite on a temporary file, statements in child processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEngineError } from '../../../server/engines/errors.ts';
import { sqliteEngineSpec } from '../../../server/engines/sqlite.ts';
import { describeEngineConformance } from './engineConformance.ts';
import { engineHolder, records } from './engineTestKit.ts';

const holder = engineHolder();
const dir = mkdtempSync(join(tmpdir(), 'loupe-sqlite-'));
const path = join(dir, 'shop.db');

beforeAll(async () => {
  const db = new Database(path);
  db.exec(`
    CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
    CREATE TABLE orders (id INTEGER PRIMARY KEY, person_id INTEGER REFERENCES people(id),
      amount NUMERIC DEFAULT 0, placed TIMESTAMP);
    CREATE INDEX orders_placed ON orders (placed);
    CREATE VIEW people_view AS SELECT * FROM people;
    CREATE TABLE "my table" ("odd ""col""" INTEGER, "données" TEXT);
    INSERT INTO "my table" VALUES (1, 'é'), (2, '日本');
  `);
  db.close();
  const { settings, password } = sqliteEngineSpec.parseUri(`sqlite:///${path}`);
  holder.set({
    spec: sqliteEngineSpec,
    pool: sqliteEngineSpec.open({ ...settings, password }),
    schema: 'main',
    table: (name) => `"main"."${name}"`,
    seriesSql: (n) =>
      `WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < ${n}) SELECT x FROM s`,
    longStatements: (marker) => [
      {
        label: 'recursive count',
        sql: `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000000000) SELECT count(*) AS ${marker} FROM c`,
      },
    ],
    runningStatements: async () => 0,
    timestampQuery: (timestamp, expression) =>
      `SELECT ${expression('ts')} FROM (SELECT '${timestamp}' AS ts)`,
  });
});

afterAll(async () => {
  await holder.get().pool.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SQLite engine', () => {
  it('returns typed, JSON-safe values', async () => {
    const { pool } = holder.get();
    await pool.execute(
      'CREATE TABLE typed (big INTEGER, amount NUMERIC, ratio REAL, placed TIMESTAMP, note TEXT, raw BLOB)',
    );
    await pool.execute(
      "INSERT INTO typed VALUES (9007199254740993, 12.5, 1.5, '2024-03-01 10:11:12', 'héllo 日本', x'DEAD'), (42, NULL, NULL, NULL, NULL, NULL)",
    );
    const result = await pool.execute(
      'SELECT *, big * 2 AS doubled, 1.0 / 0 AS divided FROM typed ORDER BY big',
    );
    expect(records(result)).toEqual([
      { big: 42, amount: null, ratio: null, placed: null, note: null, raw: null, doubled: 84, divided: null },
      {
        big: '9007199254740993',
        amount: 12.5,
        ratio: 1.5,
        placed: '2024-03-01 10:11:12',
        note: 'héllo 日本',
        raw: '\\xdead',
        doubled: '18014398509481986',
        divided: null,
      },
    ]);
    expect(result.columns.map((column) => [column.type, column.type_generic])).toEqual([
      ['INTEGER', 0],
      ['NUMERIC', 0],
      ['REAL', 0],
      ['TIMESTAMP', 2],
      ['TEXT', 1],
      ['BLOB', null],
      ['INTEGER', 0],
      [null, null],
    ]);
  });

  it('reports changed rows and binds parameters', async () => {
    const { pool } = holder.get();
    await pool.execute('CREATE TABLE bound (v INTEGER)');
    expect((await pool.execute('INSERT INTO bound VALUES (1), (2), (3);')).rowsAffected).toBe(3);
    expect((await pool.execute('SELECT count(*) AS n FROM bound WHERE v > ?', { params: [1] })).rows).toEqual(
      [[2]],
    );
  });

  it('lists schemas, tables and views; no catalogs', async () => {
    const { pool } = holder.get();
    expect(await pool.listCatalogs()).toEqual([]);
    expect(await pool.listSchemas()).toEqual(['main']);
    expect(await pool.listTables('main')).toEqual(
      expect.arrayContaining([
        { name: 'my table', type: 'table' },
        { name: 'orders', type: 'table' },
        { name: 'people', type: 'table' },
        { name: 'people_view', type: 'view' },
      ]),
    );
  });

  it('describes columns, keys and indexes', async () => {
    const { pool } = holder.get();
    expect(await pool.getTableMetadata('orders', 'main')).toEqual({
      name: 'orders',
      schema: 'main',
      catalog: null,
      type: 'table',
      columns: [
        { name: 'id', type: 'INTEGER', nullable: false, default: null, comment: null },
        { name: 'person_id', type: 'INTEGER', nullable: true, default: null, comment: null },
        { name: 'amount', type: 'NUMERIC', nullable: true, default: '0', comment: null },
        { name: 'placed', type: 'TIMESTAMP', nullable: true, default: null, comment: null },
      ],
      primaryKey: { name: null, constrained_columns: ['id'] },
      foreignKeys: [
        {
          name: null,
          constrained_columns: ['person_id'],
          referred_schema: 'main',
          referred_table: 'people',
          referred_columns: ['id'],
        },
      ],
      indexes: [{ name: 'orders_placed', column_names: ['placed'], unique: false }],
      comment: null,
    });
    const people = await pool.getTableMetadata('people', 'main');
    expect(people.indexes).toEqual([
      { name: expect.stringContaining('autoindex'), column_names: ['name'], unique: true },
    ]);
    expect((await pool.getTableMetadata('people_view', 'main')).type).toBe('view');
    await expect(pool.getTableMetadata('nope', 'main')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
  });

  it('writes a select star that runs, whatever the names', async () => {
    const { pool } = holder.get();
    const sql = pool.selectStar('my table', 'main', { columns: ['odd "col"', 'données'], limit: 100 });
    expect(sql).toBe('SELECT "odd ""col""", "données" FROM "main"."my table" LIMIT 100');
    expect(records(await pool.execute(sql))).toEqual([
      { 'odd "col"': 1, données: 'é' },
      { 'odd "col"': 2, données: '日本' },
    ]);
  });

  it('gives the query plan as estimate, lists functions, tests the connection', async () => {
    const { pool } = holder.get();
    expect(await pool.estimate('SELECT * FROM orders WHERE placed > 1')).toEqual({
      'Query plan': expect.stringContaining('orders'),
    });
    expect(await pool.functionNames()).toEqual(expect.arrayContaining(['count', 'substr']));
    await pool.testConnection();
  });

  it('keeps the event loop free while SQLite works', async () => {
    const { pool, longStatements } = holder.get();
    const controller = new AbortController();
    const running = pool
      .execute(longStatements('loupe_loop')[0]!.sql, { signal: controller.signal })
      .catch(() => null);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    clearInterval(ticker);
    controller.abort();
    await running;
    expect(ticks).toBeGreaterThan(15);
  });

  it('refuses a database file that does not exist', async () => {
    const { settings } = sqliteEngineSpec.parseUri(`sqlite:///${join(dir, 'missing.db')}`);
    const pool = sqliteEngineSpec.open({ ...settings, password: null });
    const error = await pool.testConnection().catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.toPayload()).toMatchObject({
      error_type: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      extra: { engine_name: 'SQLite', issue_codes: [{ code: 1015 }] },
    });
    await pool.close();
  });

  describeEngineConformance(holder.get);
});
