// Real data for chart-data tests: the examples DuckDB (2,000 sales rows) and the same sales rows
// copied into a PostgreSQL schema, registered as databases through the API, with a dataset on
// each `sales` table — the way a user makes them.
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createExamplesFile, POSTGRES_URI } from './analysedDatabases.ts';
import type { TestApp } from './testApp.ts';

export const SALES_COLUMNS = [
  'order_date',
  'region',
  'country',
  'product',
  'category',
  'channel',
  'customer_id',
  'quantity',
  'unit_price',
  'revenue',
  'discount',
] as const;

export type SalesRow = {
  order_date: string;
  region: string;
  country: string;
  product: string;
  category: string;
  channel: string;
  customer_id: number;
  quantity: number;
  unit_price: number;
  revenue: number;
  discount: number;
};

/** Every sales row of the examples file, as plain values (timestamps as ISO text, UTC). */
export async function readSalesRows(examplesPath: string): Promise<SalesRow[]> {
  const instance = await DuckDBInstance.create(examplesPath, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(
      `SELECT strftime(order_date, '%Y-%m-%dT%H:%M:%S') AS order_date, region, country, product, category, channel,
        customer_id::DOUBLE AS customer_id, quantity::DOUBLE AS quantity, unit_price::DOUBLE AS unit_price,
        revenue::DOUBLE AS revenue, discount::DOUBLE AS discount FROM main.sales`,
    );
    return reader.getRowObjectsJS() as unknown as SalesRow[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

export interface PostgresSales {
  schema: string;
  dispose(): Promise<void>;
}

/** The rows in `<random schema>.sales` on the test PostgreSQL server. */
export async function copySalesToPostgres(rows: readonly SalesRow[]): Promise<PostgresSales> {
  const schema = `loupe_cd_${randomBytes(5).toString('hex')}`;
  const url = POSTGRES_URI.replace(/^postgresql:/, 'postgres:');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(`CREATE TABLE ${schema}.sales (order_date TIMESTAMP, region TEXT, country TEXT, product TEXT,
      category TEXT, channel TEXT, customer_id INTEGER, quantity INTEGER, unit_price NUMERIC(10,2),
      revenue DOUBLE PRECISION, discount DOUBLE PRECISION)`);
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      const values: unknown[] = [];
      const tuples = batch.map((row, i) => {
        values.push(...SALES_COLUMNS.map((column) => row[column]));
        return `(${SALES_COLUMNS.map((_, c) => `$${i * SALES_COLUMNS.length + c + 1}`).join(', ')})`;
      });
      await client.query(`INSERT INTO ${schema}.sales VALUES ${tuples.join(', ')}`, values);
    }
  } finally {
    await client.end();
  }
  return {
    schema,
    async dispose() {
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      try {
        await drop.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await drop.end();
      }
    },
  };
}

export async function registerDatabase(t: TestApp, name: string, uri: string): Promise<number> {
  const reply = await t.client.post<{ id: number }>('/api/v1/database/', {
    headers: await t.bearer('admin'),
    json: { database_name: name, sqlalchemy_uri: uri, expose_in_sqllab: true },
  });
  if (reply.status !== 201) throw new Error(`registering ${name} failed: ${reply.text}`);
  return reply.body.id;
}

export async function createDataset(
  t: TestApp,
  database: number,
  schema: string,
  tableName: string,
  sql: string | null = null,
): Promise<number> {
  const reply = await t.client.post<{ id: number }>('/api/v1/dataset/', {
    headers: await t.bearer('admin'),
    json: { database, schema, table_name: tableName, ...(sql ? { sql } : {}) },
  });
  if (reply.status !== 201) throw new Error(`creating the dataset ${tableName} failed: ${reply.text}`);
  return reply.body.id;
}

/**
 * A copy of the examples file for one app of the test file: DuckDB opens a file once per process
 * (its instance cache), and an app closing its instance while results of it await garbage
 * collection would make the next app's open of the same file wait. Each suite gets its own file.
 */
export function examplesCopy(examplesPath: string, suite: string): string {
  const copy = examplesPath.replace(/\.duckdb$/, `-${suite}.duckdb`);
  if (!existsSync(copy)) copyFileSync(examplesPath, copy);
  return copy;
}

export interface SalesSuite {
  /** The examples DuckDB file. */
  readonly examplesPath: string;
  /** Its sales rows. */
  readonly rows: SalesRow[];
  /** The same rows on PostgreSQL. */
  readonly postgres: PostgresSales;
}

/** The examples file and its sales rows copied to PostgreSQL, for one test file (call at the top level). */
export function salesForSuite(prefix: string): SalesSuite {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const state: { examplesPath: string; rows: SalesRow[]; postgres?: PostgresSales } = {
    examplesPath: '',
    rows: [],
  };
  beforeAll(async () => {
    state.examplesPath = await createExamplesFile(dir);
    state.rows = await readSalesRows(state.examplesPath);
    state.postgres = await copySalesToPostgres(state.rows);
  });
  afterAll(async () => {
    await state.postgres?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get examplesPath() {
      return state.examplesPath;
    },
    get rows() {
      return state.rows;
    },
    get postgres() {
      if (!state.postgres) throw new Error('the sales suite is not ready: use it inside tests or hooks');
      return state.postgres;
    },
  };
}
