// Generates the full examples database once for this file (about a second), plus two small
// generations to show that a seed fixes every row.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureExamples, generateExamples } from '../../../server/examples/generateExamples.ts';

const dir = mkdtempSync(join(tmpdir(), 'loupe-examples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function query(path: string, sql: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  try {
    const connection = await instance.connect();
    try {
      return (await connection.runAndReadAll(sql)).getRowObjectsJson() as Record<string, unknown>[];
    } finally {
      connection.closeSync();
    }
  } finally {
    instance.closeSync();
  }
}

/** Row count and an order-sensitive hash of every value, per table. */
async function fingerprint(path: string): Promise<Record<string, unknown>[]> {
  return query(
    path,
    `${['sales', 'birth_names', 'edge_cases']
      .map((t) => `SELECT '${t}' AS t, count(*) AS n, bit_xor(hash(x.rowid, x)) AS h FROM ${t} x`)
      .join(' UNION ALL ')} ORDER BY t`,
  );
}

describe('the examples database', () => {
  let path = '';
  let elapsedMs = 0;

  beforeAll(async () => {
    const started = performance.now();
    const outcome = await ensureExamples(dir);
    elapsedMs = performance.now() - started;
    path = outcome.path;
    expect(outcome.generated).toBe(true);
  });

  // How long it takes is printed, not asserted: timings belong to the benchmarks (a loaded CI
  // machine took 20 s once).
  it('leaves no temporary file', () => {
    console.info(`examples generated in ${Math.round(elapsedMs)} ms`);
    expect(readdirSync(dir)).toEqual(['examples.duckdb']);
  });

  it('holds at least a million sales over three years or more, with consistent revenue', async () => {
    const [sales] = await query(
      path,
      `SELECT count(*) AS n, date_diff('day', min(order_date), max(order_date)) AS days,
              count(*) FILTER (WHERE revenue <> round(quantity * unit_price * (1 - discount), 2)) AS inconsistent,
              count(*) FILTER (WHERE revenue < 0 OR quantity < 1 OR discount NOT BETWEEN 0 AND 0.5) AS implausible,
              count(DISTINCT region) AS regions, count(DISTINCT product) AS products, count(DISTINCT channel) AS channels,
              count(DISTINCT category) AS categories
       FROM sales`,
    );
    expect(Number(sales?.n)).toBeGreaterThanOrEqual(1_000_000);
    expect(Number(sales?.days)).toBeGreaterThanOrEqual(3 * 365);
    expect(Number(sales?.inconsistent)).toBe(0);
    expect(Number(sales?.implausible)).toBe(0);
    expect(Number(sales?.regions)).toBeGreaterThanOrEqual(4);
    expect(Number(sales?.products)).toBeGreaterThanOrEqual(20);
    expect(Number(sales?.channels)).toBeGreaterThanOrEqual(3);
    expect(Number(sales?.categories)).toBeGreaterThanOrEqual(4);
    const columns = await query(
      path,
      "SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = 'sales'",
    );
    expect(Object.fromEntries(columns.map((c) => [c.column_name, c.data_type]))).toMatchObject({
      order_date: 'TIMESTAMP',
      region: 'VARCHAR',
      country: 'VARCHAR',
      product: 'VARCHAR',
      category: 'VARCHAR',
      channel: 'VARCHAR',
      customer_id: 'INTEGER',
      quantity: 'INTEGER',
      unit_price: 'DECIMAL(10,2)',
      revenue: 'DECIMAL(12,2)',
      discount: 'DECIMAL(4,2)',
    });
  });

  it('holds birth_names with tens of thousands of rows', async () => {
    const [names] = await query(
      path,
      `SELECT count(*) AS n, count(*) FILTER (WHERE num <> num_boys + num_girls) AS inconsistent,
              count(DISTINCT state) AS states, count(DISTINCT gender) AS genders FROM birth_names`,
    );
    expect(Number(names?.n)).toBeGreaterThanOrEqual(10_000);
    expect(Number(names?.inconsistent)).toBe(0);
    expect(Number(names?.genders)).toBe(2);
  });

  it('holds edge cases: nulls, unicode, booleans, decimals, long text, old dates, negatives', async () => {
    const [edge] = await query(
      path,
      `SELECT count(*) FILTER (WHERE text_value IS NULL) AS null_texts,
              count(*) FILTER (WHERE text_value LIKE '%📊%') AS emoji,
              count(*) FILTER (WHERE regexp_matches(text_value, '[\u0590-\u06FF]')) AS rtl,
              count(DISTINCT bool_value) AS booleans,
              max(length(text_value)) AS longest,
              min(date_value) < DATE '1970-01-01' AS before_epoch,
              min(decimal_value) < 0 AND min(int_value) < 0 AS negatives,
              max(bigint_value) > 9007199254740992 AS beyond_double
       FROM edge_cases`,
    );
    expect(Number(edge?.null_texts)).toBeGreaterThanOrEqual(1);
    expect(Number(edge?.emoji)).toBeGreaterThanOrEqual(1);
    expect(Number(edge?.rtl)).toBeGreaterThanOrEqual(1);
    expect(Number(edge?.booleans)).toBe(2);
    expect(Number(edge?.longest)).toBeGreaterThanOrEqual(10_000);
    expect(edge).toMatchObject({ before_epoch: true, negatives: true, beyond_double: true });
  });

  it('is not generated again when it exists', async () => {
    expect((await ensureExamples(dir)).generated).toBe(false);
  });
});

describe('determinism', () => {
  it('gives the same rows for the same seed and other rows for another seed', async () => {
    const a = join(dir, 'a.duckdb');
    const b = join(dir, 'b.duckdb');
    const c = join(dir, 'c.duckdb');
    await generateExamples(a, { seed: 7, salesRows: 50_000 });
    await generateExamples(b, { seed: 7, salesRows: 50_000 });
    await generateExamples(c, { seed: 8, salesRows: 50_000 });
    const [fa, fb, fc] = [await fingerprint(a), await fingerprint(b), await fingerprint(c)];
    expect(fa).toEqual(fb);
    expect(fa.find((r) => r.t === 'sales')).not.toEqual(fc.find((r) => r.t === 'sales'));
    expect(fa.find((r) => r.t === 'edge_cases')).toEqual(fc.find((r) => r.t === 'edge_cases'));
  });
});
