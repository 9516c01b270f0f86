// Real databases for the engine-dependent server tests: a small examples DuckDB file (the real
// generator, fewer sales rows), a SQLite file, and fixtures in the PostgreSQL and MariaDB test
// servers (a schema / tables with a random prefix, dropped afterwards). Each holds `customers`
// and `orders` (primary key, a foreign key to customers, an index) and a view `big_orders`.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { generateExamples } from '../../server/examples/generateExamples.ts';

/** PostgreSQL for analysed databases (trust auth): the same server as the metadata tests. */
export const POSTGRES_URI = (
  process.env.LOUPE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
).replace(/^postgres:/, 'postgresql:');
export const MARIADB_URI = process.env.LOUPE_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';

export const EXAMPLES_TABLES = ['birth_names', 'edge_cases', 'sales'];

/** The examples database with 2,000 sales rows, at dir/examples.duckdb. */
export async function createExamplesFile(dir: string): Promise<string> {
  const path = join(dir, 'examples.duckdb');
  await generateExamples(path, { salesRows: 2000 });
  return path;
}

const FIXTURE_SQL = [
  'CREATE TABLE customers (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL)',
  'CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers (id), amount DECIMAL(10,2))',
  'CREATE INDEX orders_amount_idx ON orders (amount)',
  'CREATE VIEW big_orders AS SELECT id, amount FROM orders WHERE amount > 100',
  "INSERT INTO customers VALUES (1, 'Ada'), (2, 'Grace')",
  'INSERT INTO orders VALUES (1, 1, 50.00), (2, 2, 150.00)',
];

export function createSqliteFile(path: string): string {
  const db = new Database(path);
  try {
    for (const statement of FIXTURE_SQL) db.exec(statement);
  } finally {
    db.close();
  }
  return path;
}

export interface ServerFixture {
  /** The schema (PostgreSQL) or table-name prefix (MariaDB) the fixture created. */
  schema: string;
  /** Table names as created (MariaDB tables carry the prefix). */
  customers: string;
  orders: string;
  view: string;
  dispose(): Promise<void>;
}

export async function createPostgresFixture(): Promise<ServerFixture> {
  const schema = `loupe_fx_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: POSTGRES_URI.replace(/^postgresql:/, 'postgres:') });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.query(`SET search_path TO ${schema}`);
    for (const statement of FIXTURE_SQL) await client.query(statement);
    await client.query(`COMMENT ON TABLE ${schema}.orders IS 'One row per order'`);
  } finally {
    await client.end();
  }
  return {
    schema,
    customers: 'customers',
    orders: 'orders',
    view: 'big_orders',
    async dispose() {
      const drop = new pg.Client({ connectionString: POSTGRES_URI.replace(/^postgresql:/, 'postgres:') });
      await drop.connect();
      try {
        await drop.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await drop.end();
      }
    },
  };
}

export async function createMariaDbFixture(): Promise<ServerFixture> {
  const prefix = `loupe_fx_${randomBytes(5).toString('hex')}`;
  const names = {
    customers: `${prefix}_customers`,
    orders: `${prefix}_orders`,
    view: `${prefix}_big_orders`,
  };
  const rename = (statement: string) =>
    statement
      .replace(/\bbig_orders\b/g, names.view)
      .replace(/\bcustomers\b/g, names.customers)
      .replace(/\borders_amount_idx\b/g, `${prefix}_amount_idx`)
      .replace(/\borders\b/g, names.orders);
  const connection = await mysql.createConnection(MARIADB_URI);
  try {
    for (const statement of FIXTURE_SQL) await connection.query(rename(statement));
  } finally {
    await connection.end();
  }
  return {
    schema: new URL(MARIADB_URI).pathname.slice(1),
    ...names,
    async dispose() {
      const drop = await mysql.createConnection(MARIADB_URI);
      try {
        await drop.query(`DROP VIEW IF EXISTS ${names.view}`);
        await drop.query(`DROP TABLE IF EXISTS ${names.orders}, ${names.customers}`);
      } finally {
        await drop.end();
      }
    },
  };
}
