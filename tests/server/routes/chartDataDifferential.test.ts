// Differential property test: random query objects (metrics, groupings, filters, time ranges,
// grains) through POST /api/v1/chart/data on the examples' sales agree with the same computation
// done independently in TypeScript over the raw rows (tests/support/salesReference.ts), on DuckDB
// and on PostgreSQL holding the same rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createExamplesFile, POSTGRES_URI } from '../../support/analysedDatabases.ts';
import {
  copySalesToPostgres,
  createDataset,
  examplesCopy,
  type PostgresSales,
  readSalesRows,
  registerDatabase,
  type SalesRow,
} from '../../support/chartDataFixture.ts';
import {
  type Dimension,
  evaluateReference,
  type FilterSpec,
  type MetricSpec,
  metricLabel,
  type QuerySpec,
  type ReferenceRow,
} from '../../support/salesReference.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const dir = mkdtempSync(join(tmpdir(), 'loupe-chart-diff-'));
let examplesPath = '';
let rows: SalesRow[] = [];
let postgres: PostgresSales;
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
  rows = await readSalesRows(examplesPath);
  postgres = await copySalesToPostgres(rows);
});
afterAll(async () => {
  await postgres?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const DIMENSIONS: Dimension[] = ['region', 'category', 'channel', 'product'];
const valuesOf = (dimension: Dimension) => [...new Set(rows.map((row) => row[dimension]))].sort();

const metricArb: fc.Arbitrary<MetricSpec> = fc.record({
  aggregate: fc.constantFrom('SUM', 'AVG', 'MIN', 'MAX', 'COUNT', 'COUNT_DISTINCT'),
  column: fc.constantFrom('quantity', 'unit_price', 'revenue', 'customer_id'),
});

const filterArb = (): fc.Arbitrary<FilterSpec> =>
  fc.oneof(
    fc.constantFrom(...DIMENSIONS).chain((col) =>
      fc.oneof(
        fc.record({
          col: fc.constant(col),
          op: fc.constantFrom('==' as const, '!=' as const),
          val: fc.constantFrom(...valuesOf(col), 'nowhere'),
        }),
        fc.record({
          col: fc.constant(col),
          op: fc.constantFrom('IN' as const, 'NOT IN' as const),
          val: fc.subarray(valuesOf(col), { minLength: 1, maxLength: 3 }),
        }),
        fc.record({
          col: fc.constant(col),
          op: fc.constant('LIKE' as const),
          val: fc.constantFrom(...valuesOf(col).map((v) => `${v.slice(0, 1)}%`), '%a%', '_o%'),
        }),
      ),
    ),
    fc.record({
      col: fc.constant('quantity' as const),
      op: fc.constantFrom('>' as const, '<' as const, '>=' as const, '<=' as const),
      val: fc.integer({ min: 0, max: 11 }),
    }),
  );

const dayArb = fc
  .integer({ min: 0, max: 1460 })
  .map((d) => new Date(Date.UTC(2021, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));

interface Ordering {
  /** row_limit with ORDER BY the first metric descending. */
  limit: number | null;
  /** post_processing cum (sum) over the first metric, in that order. */
  cum: boolean;
}

const orderingArb: fc.Arbitrary<Ordering | null> = fc.option(
  fc.record({ limit: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }), cum: fc.boolean() }),
  { nil: null },
);

const specArb = (): fc.Arbitrary<QuerySpec> =>
  fc.record({
    dimensions: fc.subarray(DIMENSIONS, { maxLength: 2 }),
    metrics: fc.uniqueArray(metricArb, { minLength: 1, maxLength: 3, selector: metricLabel }),
    filters: fc.array(filterArb(), { maxLength: 2 }),
    range: fc.option(
      fc.tuple(dayArb, dayArb).map(([a, b]) => (a <= b ? [a, b] : [b, a]) as [string, string]),
      { nil: null },
    ),
    grain: fc.constantFrom(null, 'P1Y' as const, 'P1M' as const),
  });

function queryContext(datasetId: number, spec: QuerySpec, ordering: Ordering | null) {
  const first = metricLabel(spec.metrics[0] as MetricSpec);
  const columns: unknown[] = [];
  if (spec.grain)
    columns.push({
      sqlExpression: 'order_date',
      columnType: 'BASE_AXIS',
      timeGrain: spec.grain,
      label: 'order_date',
    });
  columns.push(...spec.dimensions);
  const range = spec.range ? `${spec.range[0]} : ${spec.range[1]}` : 'No filter';
  return {
    datasource: { id: datasetId, type: 'table' },
    force: true,
    queries: [
      {
        columns,
        metrics: spec.metrics.map((metric) => ({
          expressionType: 'SIMPLE',
          aggregate: metric.aggregate,
          column: { column_name: metric.column },
          label: metricLabel(metric),
        })),
        filters: [
          ...spec.filters,
          ...(spec.grain ? [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: range }] : []),
        ],
        granularity: 'order_date',
        time_range: range,
        row_limit: ordering?.limit ?? 50_000,
        ...(ordering ? { orderby: [[first, false]] } : {}),
        ...(ordering?.cum
          ? {
              post_processing: [
                { operation: 'cum', options: { operator: 'sum', columns: { [first]: first } } },
              ],
            }
          : {}),
      },
    ],
  };
}

const canonical = (list: readonly ReferenceRow[], keys: readonly string[]) =>
  [...list].sort((a, b) => {
    const ka = JSON.stringify(keys.map((k) => a[k]));
    const kb = JSON.stringify(keys.map((k) => b[k]));
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });

/** Ordered by the first metric (descending), limited, maybe accumulated: the metric's sequence is exact whatever the ties. */
function expectOrderedMetric(
  actual: ReferenceRow[],
  expected: ReferenceRow[],
  spec: QuerySpec,
  ordering: Ordering,
) {
  const label = metricLabel(spec.metrics[0] as MetricSpec);
  let want = expected.map((row) => row[label] as number).sort((a, b) => b - a);
  if (ordering.limit !== null) want = want.slice(0, ordering.limit);
  if (ordering.cum) {
    let total = 0;
    want = want.map((value) => {
      total += value;
      return total;
    });
  }
  const got = actual.map((row) => Number(row[label]));
  expect(got).toHaveLength(want.length);
  got.forEach((value, i) => {
    expect(value).toBeCloseTo(want[i] as number, 6);
  });
}

function expectSameRows(actual: ReferenceRow[], expected: ReferenceRow[], spec: QuerySpec) {
  const keys = [...(spec.grain ? ['order_date'] : []), ...spec.dimensions];
  expect(actual).toHaveLength(expected.length);
  const a = canonical(actual, keys);
  const e = canonical(expected, keys);
  a.forEach((row, i) => {
    const want = e[i] as ReferenceRow;
    for (const key of keys) expect(row[key]).toEqual(want[key]);
    for (const metric of spec.metrics) {
      const label = metricLabel(metric);
      const got = row[label] === null ? null : Number(row[label]);
      const exp = want[label] ?? null;
      if (exp === null) expect(got).toBeNull();
      else expect(got).toBeCloseTo(exp as number, 6);
    }
  });
}

forEachStore('chart data agrees with an independent computation', (ctx) => {
  const t = useTestApp(ctx);
  const ids = { duckdb: 0, postgres: 0 };
  beforeAll(async () => {
    ids.duckdb = await createDataset(
      t,
      await registerDatabase(t, 'examples', `duckdb:///${examplesCopy(examplesPath, ctx.kind)}`),
      'main',
      'sales',
    );
    ids.postgres = await createDataset(
      t,
      await registerDatabase(t, 'warehouse', POSTGRES_URI),
      postgres.schema,
      'sales',
    );
  });

  it('on random query objects, on DuckDB and PostgreSQL', async () => {
    const headers = await t.bearer('admin');
    await fc.assert(
      fc.asyncProperty(
        specArb(),
        orderingArb,
        fc.constantFrom('duckdb' as const, 'postgres' as const),
        async (spec, ordering, engine) => {
          const reply = await t.client.post<{ result: Array<{ data: ReferenceRow[] }> }>(
            '/api/v1/chart/data',
            {
              headers,
              json: queryContext(ids[engine], spec, ordering),
            },
          );
          expect(reply.status, reply.text).toBe(200);
          const actual = reply.body.result[0]?.data ?? [];
          const expected = evaluateReference(rows, spec);
          if (ordering) expectOrderedMetric(actual, expected, spec, ordering);
          if (!ordering || (!ordering.cum && ordering.limit === null)) expectSameRows(actual, expected, spec);
        },
      ),
      { numRuns: 100 },
    );
  });
});
