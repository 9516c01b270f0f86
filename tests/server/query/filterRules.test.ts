// Each filter operator as the compiler writes it, with Superset's value handling: NULLs in IN /
// NOT IN, '<NULL>' and '<empty string>', numbers read for numeric columns, epoch milliseconds on
// temporal columns, TEMPORAL_RANGE with a grain, metric filters in HAVING.
import { describe, expect, it } from 'vitest';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { compileQueryObject } from '../../../server/query/compileQueryObject.ts';
import type { ChartFilter } from '../../../server/query/filterClauses.ts';
import { QueryCompileError } from '../../../server/query/queryError.ts';
import { NOW, salesDatasource } from './salesQueries.ts';

const datasource = salesDatasource('sales', 'public');

/** The WHERE / HAVING of a query with one filter, and its parameters. */
function filtered(filter: ChartFilter) {
  const compiled = compileQueryObject({
    datasource,
    engine: postgresEngineSpec,
    now: NOW,
    query: { columns: ['region'], metrics: ['count'], filters: [filter] },
  });
  const condition = /\n(?:WHERE|HAVING) ([\s\S]*?)\n(?:GROUP BY|ORDER BY)/.exec(compiled.sql)?.[1] ?? null;
  return { condition, params: compiled.params, sql: compiled.sql };
}

describe('filter operators', () => {
  const cases: [ChartFilter, string, unknown[]][] = [
    [{ col: 'region', op: '==', val: 'Europe' }, '"region" = $1', ['Europe']],
    [{ col: 'region', op: '==', val: null }, '"region" IS NULL', []],
    [{ col: 'region', op: '!=', val: '<NULL>' }, '"region" IS NOT NULL', []],
    [{ col: 'region', op: '==', val: '<empty string>' }, '"region" = $1', ['']],
    [{ col: 'quantity', op: '>', val: '3' }, '"quantity" > $1', [3]],
    [{ col: 'quantity', op: '<=', val: [' 4.5\n'] }, '"quantity" <= $1', [4.5]],
    [
      { col: 'region', op: 'IN', val: ['Europe', 'Asia Pacific'] },
      '"region" IN ($1, $2)',
      ['Europe', 'Asia Pacific'],
    ],
    [{ col: 'region', op: 'IN', val: 'Europe' }, '"region" IN ($1)', ['Europe']],
    [
      { col: 'region', op: 'IN', val: ['Europe', null] },
      '("region" IS NULL OR "region" IN ($1))',
      ['Europe'],
    ],
    [{ col: 'region', op: 'NOT IN', val: ['Europe'] }, '"region" NOT IN ($1)', ['Europe']],
    [{ col: 'region', op: 'NOT IN', val: [null] }, 'NOT ("region" IS NULL)', []],
    [{ col: 'region', op: 'LIKE', val: 'Eu%' }, '"region" LIKE $1', ['Eu%']],
    [{ col: 'quantity', op: 'LIKE', val: '1%' }, 'CAST("quantity" AS VARCHAR) LIKE $1', ['1%']],
    [{ col: 'region', op: 'ILIKE', val: 'eu%' }, '"region" ILIKE $1', ['eu%']],
    [{ col: 'region', op: 'NOT LIKE', val: 'Eu%' }, '"region" NOT LIKE $1', ['Eu%']],
    [{ col: 'region', op: 'NOT ILIKE', val: 'eu%' }, '"region" NOT ILIKE $1', ['eu%']],
    [{ col: 'region', op: 'REGEX', val: '^E' }, '"region" ~ $1', ['^E']],
    [{ col: 'region', op: 'IS NULL' }, '"region" IS NULL', []],
    [{ col: 'region', op: 'IS NOT NULL' }, '"region" IS NOT NULL', []],
    [{ col: 'is_online', op: 'IS TRUE' }, "(channel = 'Online') IS TRUE", []],
    [{ col: 'is_online', op: 'IS FALSE' }, "(channel = 'Online') IS FALSE", []],
    [{ col: 'is_online', op: '==', val: 'false' }, "(channel = 'Online') = $1", [false]],
    [
      { col: 'order_date', op: '>=', val: Date.UTC(2022, 2, 1) },
      '"order_date" >= $1',
      ['2022-03-01 00:00:00'],
    ],
    [
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last week' },
      '"order_date" >= $1 AND "order_date" < $2',
      ['2024-06-08 00:00:00', '2024-06-15 00:00:00'],
    ],
    [
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2022-01-01 : ', grain: 'P1M' },
      `DATE_TRUNC('month', "order_date") >= $1`,
      ['2022-01-01 00:00:00'],
    ],
    [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }, '', []],
    [{ col: 'total_revenue', op: '>', val: 1000 }, 'SUM(revenue) > $1', [1000]],
    [
      { col: { sqlExpression: 'LOWER(region)', label: 'r' }, op: '==', val: 'europe' },
      '(LOWER(region)) = $1',
      ['europe'],
    ],
  ];
  for (const [filter, condition, params] of cases) {
    it(`${JSON.stringify(filter.col)} ${filter.op} ${JSON.stringify(filter.val ?? null)} → ${condition || 'no condition'}`, () => {
      const result = filtered(filter);
      expect(result.condition ?? '').toBe(condition);
      expect(result.params).toEqual(params);
    });
  }

  it('puts a saved-metric filter in HAVING', () => {
    expect(filtered({ col: 'total_revenue', op: '>', val: 1000 }).sql).toContain(
      '\nHAVING SUM(revenue) > $1\n',
    );
  });

  it('refuses an empty IN list and a comparison without a value', () => {
    expect(() => filtered({ col: 'region', op: 'IN', val: [] })).toThrow(
      new QueryCompileError('Filter value list cannot be empty'),
    );
    expect(() => filtered({ col: 'quantity', op: '>', val: null })).toThrow(
      'Must specify a value for filters with comparison operators',
    );
  });
});
