// The four engines with the same sales rows: the examples DuckDB (generated with few rows), and
// copies of its `sales` rows in a scratch PostgreSQL schema, a prefixed MariaDB table and a
// SQLite file — created here and dropped by dispose().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { duckdbEngineSpec } from '../../../server/engines/duckdb.ts';
import type { EnginePool, EngineSpec, JsonValue } from '../../../server/engines/engineSpec.ts';
import { mysqlEngineSpec } from '../../../server/engines/mysql.ts';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { sqliteEngineSpec } from '../../../server/engines/sqlite.ts';
import { generateExamples } from '../../../server/examples/generateExamples.ts';
import type { QueryDatasource } from '../../../server/query/queryDatasource.ts';
import { MARIADB_URI, POSTGRES_URI } from '../../support/analysedDatabases.ts';
import { uniqueName } from '../engines/engineTestKit.ts';
import { SALES_COLUMNS, salesDatasource } from './salesQueries.ts';

export interface SalesEngine {
  spec: EngineSpec;
  pool: EnginePool;
  datasource: QueryDatasource;
}

export interface SalesEngines {
  engines: SalesEngine[];
  /** The sales rows every engine holds (order_date as `YYYY-MM-DD HH:MM:SS`). */
  rows: Record<string, JsonValue>[];
  dispose(): Promise<void>;
}

function open(spec: EngineSpec, uri: string): EnginePool {
  const { settings, password } = spec.parseUri(uri);
  return spec.open({ ...settings, password }, { poolSize: 2 });
}

function createTableSql(spec: EngineSpec, table: string): string {
  const timestamp = spec.backend === 'mysql' ? 'DATETIME' : 'TIMESTAMP';
  const q = (name: string) => spec.quoteIdentifier(name);
  return `CREATE TABLE ${table} (${q('order_id')} BIGINT, ${q('order_date')} ${timestamp},
    ${q('region')} VARCHAR(50), ${q('country')} VARCHAR(50), ${q('product')} VARCHAR(50),
    ${q('category')} VARCHAR(50), ${q('channel')} VARCHAR(50), ${q('quantity')} INTEGER,
    ${q('revenue')} DECIMAL(12,2))`;
}

async function copyRows(
  spec: EngineSpec,
  pool: EnginePool,
  table: string,
  rows: JsonValue[][],
): Promise<void> {
  await pool.execute(createTableSql(spec, table));
  for (let start = 0; start < rows.length; start += 100) {
    const batch = rows.slice(start, start + 100);
    let n = 0;
    const placeholder = () => (spec.backend === 'postgresql' ? `$${++n}` : '?');
    const values = batch.map((row) => `(${row.map(placeholder).join(', ')})`).join(', ');
    await pool.execute(`INSERT INTO ${table} VALUES ${values}`, { params: batch.flat() });
  }
}

export async function openSalesEngines(salesRows = 600): Promise<SalesEngines> {
  const dir = mkdtempSync(join(tmpdir(), 'loupe-query-'));
  const examples = join(dir, 'examples.duckdb');
  await generateExamples(examples, { salesRows });
  const duckdb = open(duckdbEngineSpec, `duckdb:///${examples}`);
  const selectList = SALES_COLUMNS.map((name) =>
    name === 'order_date' ? "strftime(order_date, '%Y-%m-%d %H:%M:%S') AS order_date" : name,
  ).join(', ');
  const read = await duckdb.execute(`SELECT ${selectList} FROM main.sales ORDER BY order_id`, {
    maxRows: salesRows,
  });
  const engines: SalesEngine[] = [
    { spec: duckdbEngineSpec, pool: duckdb, datasource: salesDatasource('sales', 'main') },
  ];
  const cleanups: (() => Promise<void>)[] = [async () => duckdb.close()];

  const schema = uniqueName('loupe_query');
  const postgres = open(postgresEngineSpec, POSTGRES_URI);
  cleanups.push(async () => {
    await postgres.execute(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await postgres.close();
  });
  await postgres.execute(`CREATE SCHEMA "${schema}"`);
  await copyRows(postgresEngineSpec, postgres, `"${schema}"."sales"`, read.rows);
  engines.push({ spec: postgresEngineSpec, pool: postgres, datasource: salesDatasource('sales', schema) });

  const mysqlTable = `${uniqueName('loupe_query')}_sales`;
  const mariadb = open(mysqlEngineSpec, MARIADB_URI);
  cleanups.push(async () => {
    await mariadb.execute(`DROP TABLE IF EXISTS \`${mysqlTable}\``);
    await mariadb.close();
  });
  await copyRows(mysqlEngineSpec, mariadb, `\`${mysqlTable}\``, read.rows);
  engines.push({ spec: mysqlEngineSpec, pool: mariadb, datasource: salesDatasource(mysqlTable, null) });

  const sqlitePath = join(dir, 'sales.sqlite');
  new Database(sqlitePath).close(); // the engine opens existing files only
  const sqlite = open(sqliteEngineSpec, `sqlite:///${sqlitePath}`);
  cleanups.push(async () => sqlite.close());
  await copyRows(sqliteEngineSpec, sqlite, '"sales"', read.rows);
  engines.push({ spec: sqliteEngineSpec, pool: sqlite, datasource: salesDatasource('sales', null) });

  const rows = read.rows.map((row) =>
    Object.fromEntries(SALES_COLUMNS.map((name, i) => [name, row[i] ?? null])),
  );
  return {
    engines,
    rows,
    async dispose() {
      for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A cell as comparable across engines: numbers rounded to cents, timestamps as wall-clock text. */
export function comparable(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(value))
    return comparable(Number(value));
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d)?)?/.test(value)) {
    const text = value.replace('T', ' ');
    return (text.length === 10 ? `${text} 00:00:00` : text).slice(0, 19);
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}
