// PostgreSQL at LOUPE_TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test), in a
// scratch schema created and dropped by this file. An unreachable server fails the tests.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '../../../server/engines/engineSpec.ts';
import { isEngineError } from '../../../server/engines/errors.ts';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { describeEngineConformance } from './engineConformance.ts';
import { engineHolder, records, uniqueName } from './engineTestKit.ts';

const URL = process.env.LOUPE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = uniqueName('loupe_engines');
const applicationName = uniqueName('loupe_test');
const holder = engineHolder();
let monitor: pg.Client;

function connection(uri: string): EngineConnection {
  const { settings, password } = postgresEngineSpec.parseUri(uri);
  return { ...settings, password };
}

/** Active statements containing the marker, other than this check (waits up to 1 s for them to end). */
async function runningStatements(marker: string): Promise<number> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const result = await monitor.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND position($1 in query) > 0",
      [marker],
    );
    const count = result.rows[0].n as number;
    if (count === 0 || Date.now() > deadline) return count;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  monitor = new pg.Client({ connectionString: URL });
  await monitor.connect();
  const pool = postgresEngineSpec.open(
    { ...connection(URL), query: { application_name: applicationName } },
    { poolSize: 3 },
  );
  await pool.execute(`CREATE SCHEMA "${schema}"`);
  const q = (name: string) => `"${schema}"."${name}"`;
  for (const sql of [
    `CREATE TABLE ${q('people')} (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)`,
    `CREATE TABLE ${q('orders')} (id INTEGER PRIMARY KEY, person_id INTEGER REFERENCES ${q('people')}(id),
       amount NUMERIC(10, 2) DEFAULT 0, placed TIMESTAMP)`,
    `CREATE INDEX orders_placed ON ${q('orders')} (placed)`,
    `CREATE VIEW ${q('people_view')} AS SELECT * FROM ${q('people')}`,
    `COMMENT ON TABLE ${q('people')} IS 'who buys'`,
    `COMMENT ON COLUMN ${q('people')}.name IS 'full name'`,
    `CREATE TABLE ${q('my table')} ("odd ""col""" INTEGER, "données" TEXT)`,
    `INSERT INTO ${q('my table')} VALUES (1, 'é'), (2, '日本')`,
  ]) {
    await pool.execute(sql);
  }
  holder.set({
    spec: postgresEngineSpec,
    pool,
    schema,
    table: q,
    seriesSql: (n) => `SELECT g AS x FROM generate_series(1, ${n}) g`,
    longStatements: (marker) => [
      { label: 'pg_sleep', sql: `SELECT pg_sleep(60) AS ${marker}` },
      {
        label: 'cross join',
        sql: `SELECT count(*) AS ${marker} FROM generate_series(1, 100000) a, generate_series(1, 100000) b`,
      },
      {
        label: 'insert … select',
        sql: `INSERT INTO ${q('limit_items_0')} SELECT 1, 1 FROM pg_sleep(60) /* ${marker} */`,
      },
    ],
    runningStatements,
    timestampQuery: (timestamp, expression) =>
      `SELECT ${expression('ts')} FROM (SELECT TIMESTAMP '${timestamp}' AS ts) AS one_row`,
    extraLimitForms: [
      (limit) => ` FETCH FIRST ${limit} ROWS ONLY`,
      (limit, offset) => ` OFFSET ${offset} LIMIT ${limit}`,
    ],
  });
});

afterAll(async () => {
  await holder.get().pool.execute(`DROP SCHEMA "${schema}" CASCADE`);
  await holder.get().pool.close();
  await monitor.end();
});

describe('PostgreSQL engine', () => {
  it('returns typed, JSON-safe values', async () => {
    const result = await holder.get().pool.execute(`SELECT
      9007199254740993::BIGINT AS big, 42::BIGINT AS small, 123456789012345678.12::NUMERIC(20, 2) AS wide,
      12.345::NUMERIC(5, 3) AS dec, 1.5::FLOAT8 AS dbl, 'NaN'::FLOAT8 AS nan, TRUE AS flag, NULL::INTEGER AS nothing,
      DATE '2024-03-01' AS day, TIMESTAMP '2024-03-01 10:11:12.5' AS ts,
      TIMESTAMPTZ '2024-03-01 10:11:12+02' AT TIME ZONE 'UTC' AS utc, TIME '10:11:12' AS t, 'héllo 日本' AS txt,
      '\\xDEAD'::BYTEA AS bytes, ARRAY[1, 2] AS list, ARRAY[9007199254740993]::BIGINT[] AS bigs,
      '{"a": 1}'::JSONB AS doc, '5c0f7d66-4a3b-4d2b-9d3f-2b1c5a6e7f80'::UUID AS id, INTERVAL '90 minutes' AS span`);
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
        utc: '2024-03-01T08:11:12',
        t: '10:11:12',
        txt: 'héllo 日本',
        bytes: '\\xdead',
        list: '[1,2]',
        bigs: '["9007199254740993"]',
        doc: '{"a": 1}',
        id: '5c0f7d66-4a3b-4d2b-9d3f-2b1c5a6e7f80',
        span: '01:30:00',
      },
    ]);
    expect(result.columns.map((column) => [column.type, column.type_generic])).toEqual([
      ['BIGINT', 0],
      ['BIGINT', 0],
      ['NUMERIC(20, 2)', 0],
      ['NUMERIC(5, 3)', 0],
      ['DOUBLE PRECISION', 0],
      ['DOUBLE PRECISION', 0],
      ['BOOLEAN', 3],
      ['INTEGER', 0],
      ['DATE', 2],
      ['TIMESTAMP', 2],
      ['TIMESTAMP', 2],
      ['TIME', 2],
      ['TEXT', 1],
      ['BYTEA', null],
      ['INTEGER[]', null],
      ['BIGINT[]', null],
      ['JSONB', null],
      ['UUID', 1],
      ['INTERVAL', null],
    ]);
    const zoned = await holder.get().pool.execute("SELECT TIMESTAMPTZ '2024-03-01 10:11:12.25+02' AS tz");
    expect(new Date(String(zoned.rows[0]![0])).toISOString()).toBe('2024-03-01T08:11:12.250Z');
  });

  it('reports changed rows, binds parameters, runs in the schema and catalog asked for', async () => {
    const { pool, table } = holder.get();
    await pool.execute(`CREATE TABLE ${table('bound')} (v INTEGER)`);
    expect((await pool.execute(`INSERT INTO ${table('bound')} VALUES (1), (2), (3)`)).rowsAffected).toBe(3);
    expect(
      (await pool.execute('SELECT count(*)::int AS n FROM bound WHERE v > $1', { params: [1], schema })).rows,
    ).toEqual([[2]]);
    for (let run = 0; run < 4; run++) {
      expect((await pool.execute('SHOW search_path')).rows).toEqual([['"$user", public']]);
    }
    expect((await pool.execute('SELECT current_database()', { catalog: 'postgres' })).rows).toEqual([
      ['postgres'],
    ]);
  });

  it('lists catalogs (databases), schemas, tables and views', async () => {
    const { pool } = holder.get();
    expect(await pool.listCatalogs()).toEqual(expect.arrayContaining(['postgres', 'test']));
    expect(await pool.listSchemas()).toEqual(
      expect.arrayContaining(['public', schema, 'information_schema']),
    );
    expect(await pool.listSchemas()).not.toContain('pg_catalog');
    expect(await pool.listSchemas('postgres')).toEqual(expect.arrayContaining(['public']));
    expect(await pool.listSchemas('postgres')).not.toContain(schema);
    expect(await pool.listTables(schema)).toEqual(
      expect.arrayContaining([
        { name: 'my table', type: 'table' },
        { name: 'orders', type: 'table' },
        { name: 'people', type: 'table' },
        { name: 'people_view', type: 'view' },
      ]),
    );
  });

  it('describes columns, keys, indexes and comments', async () => {
    const { pool } = holder.get();
    expect(await pool.getTableMetadata('orders', schema)).toEqual({
      name: 'orders',
      schema,
      catalog: 'test',
      type: 'table',
      columns: [
        { name: 'id', type: 'INTEGER', nullable: false, default: null, comment: null },
        { name: 'person_id', type: 'INTEGER', nullable: true, default: null, comment: null },
        { name: 'amount', type: 'NUMERIC(10, 2)', nullable: true, default: '0', comment: null },
        { name: 'placed', type: 'TIMESTAMP WITHOUT TIME ZONE', nullable: true, default: null, comment: null },
      ],
      primaryKey: { name: 'orders_pkey', constrained_columns: ['id'] },
      foreignKeys: [
        {
          name: 'orders_person_id_fkey',
          constrained_columns: ['person_id'],
          referred_catalog: 'test',
          referred_schema: schema,
          referred_table: 'people',
          referred_columns: ['id'],
        },
      ],
      indexes: [{ name: 'orders_placed', column_names: ['placed'], unique: false }],
      comment: null,
    });
    const people = await pool.getTableMetadata('people', schema);
    expect(people.comment).toBe('who buys');
    expect(people.columns[1]).toMatchObject({ name: 'name', nullable: false, comment: 'full name' });
    expect(people.indexes).toEqual([{ name: 'people_name_key', column_names: ['name'], unique: true }]);
    expect((await pool.getTableMetadata('people_view', schema)).type).toBe('view');
    await expect(pool.getTableMetadata('nope', schema)).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
  });

  it('writes a select star that runs, whatever the names', async () => {
    const { pool } = holder.get();
    const sql = pool.selectStar('my table', schema, {
      columns: ['odd "col"', 'données'],
      limit: 100,
      indent: true,
    });
    expect(sql).toBe(`SELECT\n  "odd ""col""",\n  "données"\nFROM "${schema}"."my table"\nLIMIT 100`);
    expect(records(await pool.execute(sql))).toEqual([
      { 'odd "col"': 1, données: 'é' },
      { 'odd "col"': 2, données: '日本' },
    ]);
  });

  it('estimates with EXPLAIN, lists functions, tests the connection', async () => {
    const { pool, table } = holder.get();
    expect(await pool.estimate(`SELECT * FROM ${table('orders')}`)).toEqual({
      'Start-up cost': expect.any(Number),
      'Total cost': expect.any(Number),
      'Estimated rows': expect.any(Number),
    });
    // In the schema and catalog asked for.
    expect(await pool.estimate('SELECT * FROM orders', { schema })).toMatchObject({
      'Estimated rows': expect.any(Number),
    });
    await expect(pool.estimate('SELECT * FROM orders')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
    expect(await pool.estimate('SELECT * FROM pg_database', { catalog: 'postgres' })).toMatchObject({
      'Estimated rows': expect.any(Number),
    });
    expect(await pool.functionNames()).toEqual(expect.arrayContaining(['date_trunc', 'sum']));
    await pool.testConnection();
  });

  it('points at the line and column of an error', async () => {
    const error = await holder
      .get()
      .pool.execute(`SELECT 1\nFROM ${holder.get().table('people')}\nWHERE nope = 1`)
      .catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.toPayload()).toMatchObject({
      error_type: 'COLUMN_DOES_NOT_EXIST_ERROR',
      message: 'We can\'t seem to resolve the column "nope" at line 3.',
      extra: { line: 3, column: 7 },
    });
  });

  it('maps connection failures: unknown user, closed port, unknown host, unknown database', async () => {
    const base = connection(URL);
    const cases: [EngineConnection, string, number][] = [
      [{ ...base, username: 'loupe_no_such_user' }, 'CONNECTION_INVALID_USERNAME_ERROR', 1012],
      [{ ...base, host: '127.0.0.1', port: 1 }, 'CONNECTION_PORT_CLOSED_ERROR', 1008],
      [{ ...base, host: 'loupe-no-such-host.invalid' }, 'CONNECTION_INVALID_HOSTNAME_ERROR', 1007],
      [{ ...base, database: 'loupe_no_such_database' }, 'CONNECTION_UNKNOWN_DATABASE_ERROR', 1015],
    ];
    for (const [settings, errorType, code] of cases) {
      const pool = postgresEngineSpec.open(settings);
      const error = await pool.testConnection().catch((caught: unknown) => caught);
      await pool.close();
      const payload = isEngineError(error) ? error.toPayload() : null;
      expect(payload, errorType).toMatchObject({
        error_type: errorType,
        extra: { engine_name: 'PostgreSQL' },
      });
      expect(payload?.extra.issue_codes[0]?.code, errorType).toBe(code);
    }
  });

  it('runs a script on one session: SET search_path, a transaction, nothing left for the next user', async () => {
    const pool = postgresEngineSpec.open(connection(URL), { poolSize: 1 });
    try {
      const result = await pool.withSession(async (session) => {
        await session.execute(`SET search_path TO "${schema}"`);
        await session.execute('CREATE TABLE session_rows (v INTEGER)');
        await session.execute('BEGIN');
        await session.execute('INSERT INTO session_rows VALUES (1), (2)');
        // A cursor read inside the script's own transaction sees its rows…
        const inside = await session.execute('SELECT count(*)::int FROM session_rows', { maxRows: 10 });
        await session.execute('ROLLBACK');
        // …which the ROLLBACK then undoes.
        const after = await session.execute('SELECT count(*)::int FROM session_rows');
        return [inside.rows, after.rows];
      });
      expect(result).toEqual([[[2]], [[0]]]);
      expect((await pool.execute('SHOW search_path')).rows).toEqual([['"$user", public']]);
      const sibling = await pool.withSession((session) => session.execute('SELECT current_database()'), {
        catalog: 'postgres',
      });
      expect(sibling.rows).toEqual([['postgres']]);
    } finally {
      await pool.close();
    }
  });

  describeEngineConformance(holder.get);
});
