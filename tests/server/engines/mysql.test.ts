// MariaDB (MySQL protocol) at LOUPE_TEST_MYSQL_URL (default mysql://root@127.0.0.1:3306/test),
// in scratch tables with a unique prefix, dropped afterwards. An unreachable server fails.
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineConnection } from '../../../server/engines/engineSpec.ts';
import { isEngineError } from '../../../server/engines/errors.ts';
import { mysqlEngineSpec } from '../../../server/engines/mysql.ts';
import { describeEngineConformance } from './engineConformance.ts';
import { engineHolder, records, uniqueName } from './engineTestKit.ts';

const URL = process.env.LOUPE_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const prefix = uniqueName('lt');
const holder = engineHolder();
let monitor: mysql.Connection;
let database: string;

function connection(uri: string): EngineConnection {
  const { settings, password } = mysqlEngineSpec.parseUri(uri);
  return { ...settings, password };
}

/** Running statements containing the marker, other than this check (waits up to 1 s for them to end). */
async function runningStatements(marker: string): Promise<number> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const [rows] = await monitor.query(
      "SELECT count(*) AS n FROM information_schema.processlist WHERE command = 'Query' AND id <> connection_id() AND info LIKE CONCAT('%', ?, '%')",
      [marker],
    );
    const count = Number((rows as { n: number }[])[0]!.n);
    if (count === 0 || Date.now() > deadline) return count;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const base = connection(URL);
  database = base.database!;
  monitor = await mysql.createConnection({
    host: base.host!,
    port: base.port ?? 3306,
    user: base.username!,
    database,
  });
  const pool = mysqlEngineSpec.open(base, { poolSize: 3 });
  const q = (name: string) => `\`${database}\`.\`${prefix}_${name}\``;
  for (const sql of [
    `CREATE TABLE ${q('people')} (id INT PRIMARY KEY, name VARCHAR(100) NOT NULL UNIQUE COMMENT 'full name') COMMENT = 'who buys'`,
    `CREATE TABLE ${q('orders')} (id INT PRIMARY KEY, person_id INT, amount DECIMAL(10, 2) DEFAULT 0, placed DATETIME,
       INDEX orders_placed (placed), CONSTRAINT orders_person FOREIGN KEY (person_id) REFERENCES ${q('people')} (id))`,
    `CREATE VIEW ${q('people_view')} AS SELECT * FROM ${q('people')}`,
    `CREATE TABLE ${q('my table')} (\`odd "col"\` INT, \`données\` TEXT)`,
    `INSERT INTO ${q('my table')} VALUES (1, 'é'), (2, '日本')`,
  ]) {
    await pool.execute(sql);
  }
  holder.set({
    spec: mysqlEngineSpec,
    pool,
    schema: database,
    table: q,
    seriesSql: (n) => `SELECT seq AS x FROM seq_1_to_${n}`,
    longStatements: (marker) => [
      { label: 'sleep', sql: `SELECT SLEEP(60) AS ${marker}` },
      { label: 'benchmark', sql: `SELECT BENCHMARK(100000000000, MD5('x')) AS ${marker}` },
      {
        label: 'cross join',
        sql: `SELECT SUM(a.seq * b.seq) AS ${marker} FROM seq_1_to_100000 a, seq_1_to_100000 b`,
      },
    ],
    runningStatements,
    timestampQuery: (timestamp, expression) =>
      `SELECT ${expression('ts')} FROM (SELECT CAST('${timestamp}' AS DATETIME) AS ts) AS one_row`,
    extraLimitForms: [(limit, offset) => ` LIMIT ${offset}, ${limit}`],
  });
});

afterAll(async () => {
  const [rows] = await monitor.query(
    'SELECT table_name AS name, table_type AS type FROM information_schema.tables WHERE table_schema = ? AND table_name LIKE ?',
    [database, `${prefix}%`],
  );
  const tables = rows as { name: string; type: string }[];
  for (const { name } of tables.filter((table) => table.type === 'VIEW')) {
    await monitor.query(`DROP VIEW \`${name}\``);
  }
  await monitor.query('SET FOREIGN_KEY_CHECKS = 0');
  for (const { name } of tables.filter((table) => table.type !== 'VIEW')) {
    await monitor.query(`DROP TABLE \`${name}\``);
  }
  await holder.get().pool.close();
  await monitor.end();
});

describe('MySQL engine (MariaDB)', () => {
  it('returns typed, JSON-safe values', async () => {
    const { pool, table } = holder.get();
    await pool.execute(`CREATE TABLE ${table('typed')} (big BIGINT, wide DECIMAL(20, 2), placed DATETIME(3), day DATE,
      note TEXT, raw BLOB, doc JSON, flag BIT(1), ratio DOUBLE, small TINYINT UNSIGNED)`);
    await pool.execute(`INSERT INTO ${table('typed')} VALUES
      (9007199254740993, 123456789012345678.12, '2024-03-01 10:11:12.5', '2024-03-01', 'héllo 日本', x'DEAD', '{"a": 1}', b'1', 1.5, 7),
      (42, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    const result = await pool.execute(`SELECT * FROM ${table('typed')} ORDER BY big`);
    expect(records(result)).toEqual([
      {
        big: 42,
        wide: null,
        placed: null,
        day: null,
        note: null,
        raw: null,
        doc: null,
        flag: null,
        ratio: null,
        small: null,
      },
      {
        big: '9007199254740993',
        wide: '123456789012345678.12',
        placed: '2024-03-01T10:11:12.500',
        day: '2024-03-01',
        note: 'héllo 日本',
        raw: '\\xdead',
        doc: '{"a": 1}',
        flag: 1,
        ratio: 1.5,
        small: 7,
      },
    ]);
    expect(result.columns.map((column) => [column.type, column.type_generic])).toEqual([
      ['BIGINT', 0],
      ['DECIMAL', 0],
      ['DATETIME', 2],
      ['DATE', 2],
      ['TEXT', 1],
      ['BLOB', null],
      ['JSON', null],
      ['BIT', null],
      ['DOUBLE', 0],
      ['TINYINT UNSIGNED', 0],
    ]);
    expect(
      records(await pool.execute("SELECT 12.345 AS num, TRUE AS flag, NULL AS nothing, 'x' AS txt")),
    ).toEqual([{ num: 12.345, flag: 1, nothing: null, txt: 'x' }]);
  });

  it('reports changed rows, binds parameters, runs in the schema asked for', async () => {
    const { pool, table } = holder.get();
    await pool.execute(`CREATE TABLE ${table('bound')} (v INT)`);
    expect((await pool.execute(`INSERT INTO ${table('bound')} VALUES (1), (2), (3);`)).rowsAffected).toBe(3);
    expect(
      (
        await pool.execute(`SELECT count(*) AS n FROM \`${prefix}_bound\` WHERE v > ?`, {
          params: [1],
          schema: database,
        })
      ).rows,
    ).toEqual([[2]]);
    expect((await pool.execute('SELECT DATABASE()', { schema: 'information_schema' })).rows).toEqual([
      ['information_schema'],
    ]);
    for (let run = 0; run < 4; run++)
      expect((await pool.execute('SELECT DATABASE()')).rows).toEqual([[database]]);
  });

  it('lists schemas, tables and views; no catalogs', async () => {
    const { pool } = holder.get();
    expect(await pool.listCatalogs()).toEqual([]);
    expect(await pool.listSchemas()).toEqual(expect.arrayContaining([database, 'information_schema']));
    expect(await pool.listTables(database)).toEqual(
      expect.arrayContaining([
        { name: `${prefix}_my table`, type: 'table' },
        { name: `${prefix}_orders`, type: 'table' },
        { name: `${prefix}_people`, type: 'table' },
        { name: `${prefix}_people_view`, type: 'view' },
      ]),
    );
  });

  it('describes columns, keys, indexes and comments', async () => {
    const { pool } = holder.get();
    expect(await pool.getTableMetadata(`${prefix}_orders`, database)).toEqual({
      name: `${prefix}_orders`,
      schema: database,
      catalog: null,
      type: 'table',
      columns: [
        { name: 'id', type: 'int(11)', nullable: false, default: null, comment: null },
        { name: 'person_id', type: 'int(11)', nullable: true, default: null, comment: null },
        { name: 'amount', type: 'decimal(10,2)', nullable: true, default: '0.00', comment: null },
        { name: 'placed', type: 'datetime', nullable: true, default: null, comment: null },
      ],
      primaryKey: { name: 'PRIMARY', constrained_columns: ['id'] },
      foreignKeys: [
        {
          name: 'orders_person',
          constrained_columns: ['person_id'],
          referred_schema: database,
          referred_table: `${prefix}_people`,
          referred_columns: ['id'],
        },
      ],
      indexes: [
        { name: 'orders_person', column_names: ['person_id'], unique: false },
        { name: 'orders_placed', column_names: ['placed'], unique: false },
      ],
      comment: null,
    });
    const people = await pool.getTableMetadata(`${prefix}_people`, database);
    expect(people.comment).toBe('who buys');
    expect(people.columns[1]).toMatchObject({ name: 'name', nullable: false, comment: 'full name' });
    expect(people.indexes).toEqual([{ name: 'name', column_names: ['name'], unique: true }]);
    expect((await pool.getTableMetadata(`${prefix}_people_view`, database)).type).toBe('view');
    await expect(pool.getTableMetadata('nope', database)).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
  });

  it('writes a select star that runs, whatever the names', async () => {
    const { pool } = holder.get();
    const sql = pool.selectStar(`${prefix}_my table`, database, {
      columns: ['odd "col"', 'données'],
      limit: 100,
    });
    expect(sql).toBe(
      `SELECT \`odd "col"\`, \`données\` FROM \`${database}\`.\`${prefix}_my table\` LIMIT 100`,
    );
    expect(records(await pool.execute(sql))).toEqual([
      { 'odd "col"': 1, données: 'é' },
      { 'odd "col"': 2, données: '日本' },
    ]);
  });

  it('estimates with EXPLAIN, lists functions, tests the connection', async () => {
    const { pool, table } = holder.get();
    expect(await pool.estimate(`SELECT * FROM ${table('orders')}`)).toEqual({
      'Estimated rows': expect.any(Number),
    });
    // In the schema asked for.
    expect(await pool.estimate('SELECT * FROM COLUMNS', { schema: 'information_schema' })).toEqual({
      'Estimated rows': expect.any(Number),
    });
    await expect(pool.estimate('SELECT * FROM COLUMNS')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
    expect(await pool.functionNames()).toEqual(expect.arrayContaining(['DATE_FORMAT', 'SUM']));
    await pool.testConnection();
  });

  it('points at the line of a syntax error', async () => {
    const error = await holder
      .get()
      .pool.execute('SELECT 1\nFROM\nWHERE')
      .catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.toPayload()).toMatchObject({
      error_type: 'SYNTAX_ERROR',
      message: 'Please check your query for syntax errors near "WHERE". Then, try running your query again.',
      extra: { line: 3 },
    });
  });

  it('maps connection failures: unknown user, wrong password, closed port, unknown host, unknown database', async () => {
    const base = connection(URL);
    const cases: [EngineConnection, string, number][] = [
      [{ ...base, username: 'loupe_no_such_user' }, 'CONNECTION_ACCESS_DENIED_ERROR', 1014],
      [{ ...base, password: 'wrong password' }, 'CONNECTION_ACCESS_DENIED_ERROR', 1014],
      [{ ...base, host: '127.0.0.1', port: 1 }, 'CONNECTION_PORT_CLOSED_ERROR', 1008],
      [{ ...base, host: 'loupe-no-such-host.invalid' }, 'CONNECTION_INVALID_HOSTNAME_ERROR', 1007],
      [{ ...base, database: 'loupe_no_such_database' }, 'CONNECTION_UNKNOWN_DATABASE_ERROR', 1015],
    ];
    for (const [settings, errorType, code] of cases) {
      const pool = mysqlEngineSpec.open(settings);
      const error = await pool.testConnection().catch((caught: unknown) => caught);
      await pool.close();
      const payload = isEngineError(error) ? error.toPayload() : null;
      expect(payload, errorType).toMatchObject({ error_type: errorType, extra: { engine_name: 'MySQL' } });
      expect(payload?.extra.issue_codes[0]?.code, errorType).toBe(code);
    }
  });

  it('runs a script on one session: USE db, a session variable, nothing left for the next user', async () => {
    const pool = mysqlEngineSpec.open(connection(URL), { poolSize: 1 });
    try {
      const rows = await pool.withSession(async (session) => {
        await session.execute('USE information_schema');
        await session.execute('SET @loupe_marker = 41');
        return (
          await session.execute(
            "SELECT DATABASE(), @loupe_marker + 1, count(*) > 0 FROM TABLES WHERE TABLE_NAME = 'TABLES'",
          )
        ).rows;
      });
      expect(rows).toEqual([['information_schema', 42, 1]]);
      expect((await pool.execute('SELECT DATABASE(), @loupe_marker')).rows).toEqual([[database, null]]);
      const inSchema = await pool.withSession((session) => session.execute('SELECT DATABASE()'), {
        schema: 'information_schema',
      });
      expect(inSchema.rows).toEqual([['information_schema']]);
      expect((await pool.execute('SELECT DATABASE()')).rows).toEqual([[database]]);
    } finally {
      await pool.close();
    }
  });

  describeEngineConformance(holder.get);
});
