// The same query objects compiled for and run on DuckDB, PostgreSQL, MariaDB and SQLite holding
// the same rows: every engine answers the same numbers, and the grouped metrics match a
// computation in JavaScript over the rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQueryObject } from '../../../server/query/compileQueryObject.ts';
import { compileSamplesQuery } from '../../../server/query/samplesQuery.ts';
import { comparable, openSalesEngines, type SalesEngine, type SalesEngines } from './salesEngines.ts';
import { BY_REGION, NOW, SALES_QUERIES } from './salesQueries.ts';

let setup: SalesEngines;

beforeAll(async () => {
  setup = await openSalesEngines();
}, 120_000);

afterAll(async () => {
  await setup?.dispose();
});

async function run(engine: SalesEngine, compiled: { sql: string; params: unknown[]; labels: string[] }) {
  const result = await engine.pool.execute(compiled.sql, { params: compiled.params });
  return result.rows.map((row) =>
    Object.fromEntries(compiled.labels.map((label, i) => [label, comparable(row[i])])),
  );
}

async function runEverywhere(query: (typeof SALES_QUERIES)[string]) {
  const answers: Record<string, Record<string, unknown>[]> = {};
  for (const engine of setup.engines) {
    const compiled = compileQueryObject({
      datasource: engine.datasource,
      engine: engine.spec,
      now: NOW,
      query,
    });
    answers[engine.spec.backend] = await run(engine, compiled);
  }
  return answers;
}

describe('the compiled queries on four engines', () => {
  for (const [name, query] of Object.entries(SALES_QUERIES)) {
    it(`${name}: every engine gives DuckDB's rows`, async () => {
      const answers = await runEverywhere(query);
      expect(answers.duckdb!.length).toBeGreaterThan(0);
      for (const backend of ['postgresql', 'mysql', 'sqlite']) {
        expect(answers[backend], backend).toEqual(answers.duckdb);
      }
    });
  }

  it('BY_REGION matches the metrics computed from the rows', async () => {
    const answers = await runEverywhere(BY_REGION);
    const countries = new Set(['France', 'Germany', 'Japan', 'Canada']);
    const groups = new Map<string, { count: number; revenue: number; countries: Set<unknown> }>();
    for (const row of setup.rows.filter((r) => countries.has(String(r.country)))) {
      const group = groups.get(String(row.region)) ?? { count: 0, revenue: 0, countries: new Set() };
      group.count += 1;
      group.revenue += Number(row.revenue);
      group.countries.add(row.country);
      groups.set(String(row.region), group);
    }
    const expected = [...groups.entries()]
      .map(([region, g]) => ({
        region,
        count: g.count,
        'SUM(revenue)': Math.round(g.revenue * 100) / 100,
        'COUNT_DISTINCT(country)': g.countries.size,
      }))
      .sort((a, b) => b.count - a.count || a.region.localeCompare(b.region));
    expect(answers.duckdb).toEqual(expected);
  });

  it('top-N series keep only the categories with the most revenue', async () => {
    const answers = await runEverywhere(SALES_QUERIES.TOP_CATEGORIES!);
    const totals = new Map<string, number>();
    for (const row of setup.rows)
      totals.set(String(row.category), (totals.get(String(row.category)) ?? 0) + Number(row.revenue));
    const top = [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([category]) => category);
    expect(new Set(answers.duckdb!.map((row) => row.category))).toEqual(new Set(top));
  });

  it('REGEX and rowcount give the same answers on every engine', async () => {
    const regex = {
      columns: ['country'],
      metrics: ['count'],
      filters: [{ col: 'country', op: 'REGEX' as const, val: '^(Fr|Ge)' }],
    };
    const counted = { ...BY_REGION, is_rowcount: true };
    const countries = new Set(['France', 'Germany', 'Japan', 'Canada']);
    const regions = new Set(
      setup.rows.filter((row) => countries.has(String(row.country))).map((row) => row.region),
    );
    const answers: unknown[] = [];
    for (const engine of setup.engines) {
      const input = { datasource: engine.datasource, engine: engine.spec, now: NOW };
      answers.push(await run(engine, compileQueryObject({ ...input, query: regex })));
      expect(
        await run(engine, compileQueryObject({ ...input, query: counted })),
        engine.spec.backend,
      ).toEqual([{ rowcount: regions.size }]);
    }
    expect((answers[0] as unknown[]).length).toBe(2);
    expect(answers).toHaveLength(4);
    expect(answers.slice(1)).toEqual([answers[0], answers[0], answers[0]]);
  });

  it('samples and drill detail read raw rows with the filters on every engine', async () => {
    const query = {
      ...BY_REGION,
      filters: [{ col: 'country', op: 'IN' as const, val: ['France'] }],
      row_limit: 5,
    };
    // Raw rows come in the engine's own order (no ORDER BY, as Superset's samples): any five
    // distinct French orders, never another country's.
    const french = new Set(
      setup.rows.filter((row) => row.country === 'France').map((row) => String(comparable(row.order_id))),
    );
    expect(french.size).toBeGreaterThan(5);
    for (const engine of setup.engines) {
      const input = { datasource: engine.datasource, engine: engine.spec, now: NOW, query };
      for (const kind of ['samples', 'drill_detail'] as const) {
        const rows = await run(engine, compileSamplesQuery(input, kind));
        const ids = rows.map((row) => String(row.order_id));
        expect(ids, `${engine.spec.backend} ${kind}`).toHaveLength(5);
        expect(new Set(ids).size, `${engine.spec.backend} ${kind}`).toBe(5);
        for (const id of ids) expect(french.has(id), `${engine.spec.backend} ${kind}: ${id}`).toBe(true);
        for (const row of rows) expect(row.country, engine.spec.backend).toBe('France');
      }
    }
  });
});
