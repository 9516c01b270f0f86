// The SQL the compiler writes for the representative query objects, on PostgreSQL ($n
// placeholders, ILIKE) and DuckDB (? placeholders): read it as the reference of the compiler.
import { describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../server/engines/duckdb.ts';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { compileQueryObject } from '../../../server/query/compileQueryObject.ts';
import {
  BY_REGION,
  DATE_RANGE,
  EPOCH_MONTHLY,
  FILTERED,
  MONTHLY,
  NOW,
  QUARTERLY,
  salesDatasource,
  TOP_CATEGORIES,
  temporalDatasource,
} from './salesQueries.ts';

const postgres = (query: typeof BY_REGION) =>
  compileQueryObject({
    datasource: salesDatasource('sales', 'public'),
    engine: postgresEngineSpec,
    now: NOW,
    query,
  });
const duckdb = (query: typeof BY_REGION) =>
  compileQueryObject({
    datasource: salesDatasource('sales', 'main'),
    engine: duckdbEngineSpec,
    now: NOW,
    query,
  });

describe('PostgreSQL', () => {
  it('groups saved, SIMPLE and COUNT_DISTINCT metrics by a column with an IN filter', () => {
    const compiled = postgres(BY_REGION);
    expect(compiled.sql).toBe(
      `SELECT "region" AS "region", COUNT(*) AS "count", SUM("revenue") AS "SUM(revenue)", COUNT(DISTINCT "country") AS "COUNT_DISTINCT(country)"
FROM "public"."sales"
WHERE "country" IN ($1, $2, $3, $4)
GROUP BY "region"
ORDER BY "count" DESC, "region" ASC
LIMIT 100`,
    );
    expect(compiled.params).toEqual(['France', 'Germany', 'Japan', 'Canada']);
    expect(compiled.labels).toEqual(['region', 'count', 'SUM(revenue)', 'COUNT_DISTINCT(country)']);
  });

  it('truncates the x-axis to its grain and bounds it by the TEMPORAL_RANGE filter', () => {
    const compiled = postgres(MONTHLY);
    expect(compiled.sql).toBe(
      `SELECT DATE_TRUNC('month', "order_date") AS "order_date", SUM("quantity") AS "Quantity"
FROM "public"."sales"
WHERE "order_date" >= $1 AND "order_date" < $2
GROUP BY DATE_TRUNC('month', "order_date")
ORDER BY "order_date" ASC
LIMIT 1000`,
    );
    expect(compiled.params).toEqual(['2022-01-01 00:00:00', '2023-01-01 00:00:00']);
    expect(compiled.columns).toEqual([
      { label: 'order_date', kind: 'time' },
      { label: 'Quantity', kind: 'metric' },
    ]);
  });

  it('keeps the top series with an inner join on a sub-query ordered by series_limit_metric', () => {
    expect(postgres(TOP_CATEGORIES).sql).toBe(
      `SELECT DATE_TRUNC('year', "order_date") AS "year", "category" AS "category", SUM("revenue") AS "SUM(revenue)"
FROM "public"."sales"
INNER JOIN (
  SELECT "category" AS "category__", SUM("revenue") AS "mme_inner__"
  FROM "public"."sales"
  GROUP BY "category"
  ORDER BY SUM(revenue) DESC
  LIMIT 2
) AS "series_limit" ON "category" = "series_limit"."category__"
GROUP BY DATE_TRUNC('year', "order_date"), "category"
ORDER BY "year" ASC, "category" ASC
LIMIT 1000`,
    );
  });

  it('writes every kind of filter, adhoc SQL and extras, and reports the unknown filter column', () => {
    const compiled = postgres(FILTERED);
    expect(compiled.sql).toBe(
      `SELECT (UPPER(region)) AS "REGION_UC", SUM(quantity * 2) AS "double_qty", COUNT(*) AS "count"
FROM "public"."sales"
WHERE "region" != $1
  AND "quantity" >= $2
  AND "quantity" < $3
  AND "product" NOT LIKE $4
  AND "country" ILIKE $5
  AND NOT ("country" IS NULL OR "country" IN ($6))
  AND "channel" IS NOT NULL
  AND (channel = 'Online') IS FALSE
  AND (category <> 'Furniture')
GROUP BY (UPPER(region))
HAVING (COUNT(*) > 0)
ORDER BY "REGION_UC" ASC
LIMIT 50`,
    );
    expect(compiled.params).toEqual(['Asia Pacific', 2, 9, 'Laptop%', '%AN%', 'Japan']);
    expect(compiled.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: 'not_a_column' }]);
    expect(compiled.appliedFilters.map((filter) => filter.column)).toEqual([
      'region',
      'quantity',
      'quantity',
      'product',
      'country',
      'country',
      'channel',
      'is_online',
    ]);
  });

  it('puts __timestamp first for granularity + is_timeseries, with time_grain_sqla', () => {
    const compiled = postgres(QUARTERLY);
    expect(compiled.sql).toBe(
      `SELECT DATE_TRUNC('quarter', "order_date") AS "__timestamp", COUNT(*) AS "count"
FROM "public"."sales"
WHERE "order_date" >= $1 AND "order_date" < $2
GROUP BY DATE_TRUNC('quarter', "order_date")
ORDER BY "__timestamp" ASC
LIMIT 10`,
    );
    expect(compiled.timeRange).toEqual({
      since: new Date('2021-04-01T00:00:00Z'),
      until: new Date('2022-01-01T00:00:00Z'),
    });
  });
});

describe('DuckDB', () => {
  it('groups by a column with ? placeholders', () => {
    expect(duckdb(BY_REGION).sql).toBe(
      `SELECT "region" AS "region", COUNT(*) AS "count", SUM("revenue") AS "SUM(revenue)", COUNT(DISTINCT "country") AS "COUNT_DISTINCT(country)"
FROM "main"."sales"
WHERE "country" IN (?, ?, ?, ?)
GROUP BY "region"
ORDER BY "count" DESC, "region" ASC
LIMIT 100`,
    );
  });

  it('uses ILIKE and binds every filter value in reading order', () => {
    const compiled = duckdb(FILTERED);
    expect(compiled.sql).toContain(`WHERE "region" != ?
  AND "quantity" >= ?
  AND "quantity" < ?
  AND "product" NOT LIKE ?
  AND "country" ILIKE ?
  AND NOT ("country" IS NULL OR "country" IN (?))`);
    expect(compiled.params).toEqual(['Asia Pacific', 2, 9, 'Laptop%', '%AN%', 'Japan']);
  });

  it('truncates by quarter for the legacy timeseries form', () => {
    expect(duckdb(QUARTERLY).sql).toBe(
      `SELECT DATE_TRUNC('quarter', "order_date") AS "__timestamp", COUNT(*) AS "count"
FROM "main"."sales"
WHERE "order_date" >= ? AND "order_date" < ?
GROUP BY DATE_TRUNC('quarter', "order_date")
ORDER BY "__timestamp" ASC
LIMIT 10`,
    );
  });

  it('writes REGEX as regexp_matches (PostgreSQL: ~)', () => {
    const query = {
      columns: ['country'],
      metrics: ['count'],
      filters: [{ col: 'country', op: 'REGEX' as const, val: '^Fr' }],
    };
    expect(duckdb(query).sql).toContain('WHERE regexp_matches("country", ?)');
    expect(postgres(query).sql).toContain('WHERE "country" ~ $1');
  });
});

const temporal = (engine: typeof postgresEngineSpec, query: typeof BY_REGION) =>
  compileQueryObject({ datasource: temporalDatasource('events', 'public'), engine, now: NOW, query });

describe('PostgreSQL temporal columns', () => {
  it("converts an epoch column from TIMESTAMP 'epoch' before the grain; the filter stays on the seconds", () => {
    const compiled = temporal(postgresEngineSpec, EPOCH_MONTHLY);
    expect(compiled.sql).toBe(
      `SELECT DATE_TRUNC('month', (TIMESTAMP 'epoch' + "ts_epoch" * INTERVAL '1 second')) AS "ts_epoch", COUNT(*) AS "count"
FROM "public"."events"
WHERE "ts_epoch" >= $1 AND "ts_epoch" < $2
GROUP BY DATE_TRUNC('month', (TIMESTAMP 'epoch' + "ts_epoch" * INTERVAL '1 second'))
ORDER BY "ts_epoch" ASC
LIMIT 100`,
    );
    expect(compiled.params).toEqual([1704067200, 1719792000]);
  });

  it('bounds a DATE column with TO_DATE of the date alone', () => {
    const compiled = temporal(postgresEngineSpec, DATE_RANGE);
    expect(compiled.sql).toBe(
      `SELECT "region" AS "region", COUNT(*) AS "count"
FROM "public"."events"
WHERE "ship_date" >= TO_DATE($1, 'YYYY-MM-DD') AND "ship_date" < TO_DATE($2, 'YYYY-MM-DD')
GROUP BY "region"
ORDER BY "region" ASC
LIMIT 100`,
    );
    expect(compiled.params).toEqual(['2024-03-15', '2024-03-17']);
  });
});

describe('DuckDB temporal columns', () => {
  it('converts an epoch column with MAKE_TIMESTAMP before the grain', () => {
    const compiled = temporal(duckdbEngineSpec, EPOCH_MONTHLY);
    expect(compiled.sql).toBe(
      `SELECT DATE_TRUNC('month', MAKE_TIMESTAMP(CAST(CAST("ts_epoch" AS DOUBLE) * 1000000 AS BIGINT))) AS "ts_epoch", COUNT(*) AS "count"
FROM "public"."events"
WHERE "ts_epoch" >= ? AND "ts_epoch" < ?
GROUP BY DATE_TRUNC('month', MAKE_TIMESTAMP(CAST(CAST("ts_epoch" AS DOUBLE) * 1000000 AS BIGINT)))
ORDER BY "ts_epoch" ASC
LIMIT 100`,
    );
    expect(compiled.params).toEqual([1704067200, 1719792000]);
  });

  it('bounds a DATE column by the date alone', () => {
    const compiled = temporal(duckdbEngineSpec, DATE_RANGE);
    expect(compiled.sql).toContain('WHERE "ship_date" >= ? AND "ship_date" < ?');
    expect(compiled.params).toEqual(['2024-03-15', '2024-03-17']);
  });
});
