// The PostgreSQL the e2e journey analyses (postgres://postgres@127.0.0.1:5432/test, trust auth):
// a uniquely named schema with a small `orders` table, made and dropped through `pg`.
import pg from 'pg';

export const postgresUrl = process.env.LOUPE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `sql` on a fresh connection and returns its rows. */
export async function onPostgres<Row extends pg.QueryResultRow>(
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Orders per region in the generated table (1,000 rows, uneven on purpose so sorting shows). */
export const ORDERS_PER_REGION = { Europe: 400, Asia: 250, Americas: 200, Africa: 100, Oceania: 50 };

/** Creates `schema` with `orders(id, region, amount, placed_at)`: 1,000 rows. */
export async function createOrdersSchema(schema: string): Promise<void> {
  await onPostgres(`
    CREATE SCHEMA ${schema};
    CREATE TABLE ${schema}.orders AS
    SELECT
      i AS id,
      CASE
        WHEN i <= 400 THEN 'Europe'
        WHEN i <= 650 THEN 'Asia'
        WHEN i <= 850 THEN 'Americas'
        WHEN i <= 950 THEN 'Africa'
        ELSE 'Oceania'
      END AS region,
      round((10 + (i * 37) % 990)::numeric, 2) AS amount,
      timestamp '2024-01-01' + i * interval '1 hour' AS placed_at
    FROM generate_series(1, 1000) AS t(i);
  `);
}

export async function dropSchema(schema: string): Promise<void> {
  await onPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
}

/** How many other sessions are still running a `pg_sleep` query that holds `marker`. */
export async function activeSleeps(marker: string): Promise<number> {
  const rows = await onPostgres<{ count: string }>(
    `SELECT count(*) FROM pg_stat_activity
     WHERE state = 'active' AND query LIKE '%pg_sleep%' AND strpos(query, $1) > 0
       AND pid <> pg_backend_pid()`,
    [marker],
  );
  return Number(rows[0]?.count ?? 0);
}
