// The compiler's rules beyond the golden statements: validation errors with Superset's messages,
// labels, row limits, default ordering, virtual datasets, time ranges and granularity.
import { describe, expect, it } from 'vitest';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { type CompileInput, compileQueryObject } from '../../../server/query/compileQueryObject.ts';
import type { ChartQueryObject } from '../../../server/query/normalizeQueryObject.ts';
import { QueryCompileError } from '../../../server/query/queryError.ts';
import { compileSamplesQuery } from '../../../server/query/samplesQuery.ts';
import { NOW, salesDatasource } from './salesQueries.ts';

const datasource = salesDatasource('sales', 'public');
const compile = (query: ChartQueryObject, extra: Partial<CompileInput> = {}) =>
  compileQueryObject({ datasource, engine: postgresEngineSpec, now: NOW, query, ...extra });

function errorOf(run: () => unknown): QueryCompileError {
  try {
    run();
  } catch (error) {
    if (error instanceof QueryCompileError) return error;
    throw error;
  }
  throw new Error('expected a QueryCompileError');
}

describe('validation', () => {
  it('names every column the dataset lacks, plain or inside a SIMPLE metric', () => {
    const error = errorOf(() =>
      compile({
        columns: ['region', 'nope'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'ghost' } }],
      }),
    );
    expect(error.message).toBe("Columns missing in dataset: ['nope', 'ghost']");
    expect(error.errorType).toBe('INVALID_PAYLOAD_SCHEMA_ERROR');
  });

  it('refuses an unknown saved metric and an unknown orderby entry', () => {
    expect(errorOf(() => compile({ metrics: ['nope'] })).message).toBe("Metric 'nope' does not exist");
    expect(errorOf(() => compile({ metrics: ['count'], orderby: [['nowhere', true]] })).message).toBe(
      'Unknown column used in orderby: nowhere',
    );
    expect(errorOf(() => compile({ metrics: [], columns: [] })).message).toBe('Empty query?');
  });

  const subquery = 'SUM(revenue) + (SELECT 1)';
  const adhocPlaces: [string, ChartQueryObject][] = [
    ['metric', { metrics: [{ expressionType: 'SQL', sqlExpression: subquery }] }],
    ['column', { columns: [{ sqlExpression: '(SELECT 1)', label: 'x' }], metrics: ['count'] }],
    [
      'filter column',
      { metrics: ['count'], filters: [{ col: { sqlExpression: '(SELECT 1)' }, op: '==', val: 1 }] },
    ],
    ['extras.where', { metrics: ['count'], extras: { where: 'region IN (SELECT region FROM sales)' } }],
    ['extras.having', { metrics: ['count'], extras: { having: 'COUNT(*) > 1; DROP TABLE sales' } }],
    [
      'orderby',
      {
        metrics: ['count'],
        orderby: [[{ expressionType: 'SQL', sqlExpression: 'DELETE FROM sales' }, true]],
      },
    ],
  ];
  for (const [place, query] of adhocPlaces) {
    it(`refuses a sub-query, a second statement or DML in an adhoc ${place}`, () => {
      expect(errorOf(() => compile(query)).errorType).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    });
  }

  it('reports unbalanced custom SQL as a validation error', () => {
    const error = errorOf(() =>
      compile({ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM((revenue)' }] }),
    );
    expect(error.message).toBe('Unclosed parenthesis in filter clause');
    expect(error.errorType).toBe('INVALID_PAYLOAD_SCHEMA_ERROR');
  });

  it('reports time_range grammar errors and a granularity-less timeseries', () => {
    expect(
      errorOf(() => compile({ metrics: ['count'], time_range: '2022-01-01 : 2021-01-01' })).message,
    ).toBe('From date cannot be larger than to date');
    const noTime = { ...datasource, main_dttm_col: null };
    expect(
      errorOf(() => compile({ metrics: ['count'], is_timeseries: true }, { datasource: noTime })).message,
    ).toBe('Datetime column not provided as part table configuration and is required by this type of chart');
  });
});

describe('labels', () => {
  it('names metrics and columns as Superset, verbose names aside', () => {
    const compiled = compile({
      columns: [
        'region',
        { sqlExpression: 'LOWER(country)' },
        { sqlExpression: 'channel', label: 'Channel' },
      ],
      metrics: [
        'total_revenue',
        { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'quantity' } },
        { expressionType: 'SQL', sqlExpression: 'MAX(quantity)' },
        { expressionType: 'SQL', sqlExpression: 'MIN(quantity)', label: 'smallest' },
      ],
    });
    expect(compiled.labels).toEqual([
      'region',
      'LOWER(country)',
      'Channel',
      'total_revenue',
      'AVG(quantity)',
      'MAX(quantity)',
      'smallest',
    ]);
  });

  it('keeps a long label whole while the PostgreSQL alias is shortened', () => {
    const label = `revenue of ${'x'.repeat(80)}`;
    const compiled = compile({ metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(revenue)', label }] });
    expect(compiled.labels).toEqual([label]);
    const alias = /AS "([^"]+)"/.exec(compiled.sql)![1]!;
    expect(Buffer.byteLength(alias)).toBeLessThanOrEqual(63);
    expect(compiled.sql).toContain(`ORDER BY "${alias}" DESC`);
  });
});

describe('ordering and limits', () => {
  it('orders by the first metric, descending unless order_desc is false', () => {
    expect(compile({ columns: ['region'], metrics: ['count', 'total_revenue'] }).sql).toContain(
      'ORDER BY "count" DESC',
    );
    expect(compile({ columns: ['region'], metrics: ['count'], order_desc: false }).sql).toContain(
      'ORDER BY "count" ASC',
    );
    expect(
      compile({
        columns: ['region'],
        metrics: ['count'],
        orderby: [[{ expressionType: 'SQL', sqlExpression: 'MAX(quantity)' }, false]],
      }).sql,
    ).toContain('ORDER BY MAX(quantity) DESC');
  });

  it('falls back to 50000 rows (samples 1000) and caps at SQL_MAX_ROW', () => {
    const limitOf = (query: ChartQueryObject, extra: Partial<CompileInput> = {}) =>
      compile({ metrics: ['count'], ...query }, extra).rowLimit;
    expect(limitOf({})).toBe(50000);
    expect(limitOf({ row_limit: 0 })).toBe(50000);
    expect(limitOf({ row_limit: 250000 })).toBe(100000);
    expect(limitOf({ row_limit: 800 }, { limits: { sqlMaxRow: 500 } })).toBe(500);
    const samples = compileSamplesQuery({ datasource, engine: postgresEngineSpec, now: NOW, query: {} });
    expect(samples.rowLimit).toBe(1000);
    expect(samples.sql).toMatch(/\nLIMIT 1000$/);
    expect(compile({ metrics: ['count'], row_limit: 10, row_offset: 20 }).sql).toMatch(
      /\nLIMIT 10\nOFFSET 20$/,
    );
  });
});

describe('datasets and time', () => {
  it('queries a virtual dataset as a sub-query and refuses several or writing statements', () => {
    const virtual = { ...datasource, sql: 'SELECT * FROM sales WHERE quantity > 1;' };
    expect(compile({ metrics: ['count'] }, { datasource: virtual }).sql).toContain(
      'FROM (\nSELECT * FROM sales WHERE quantity > 1\n) AS virtual_table',
    );
    const two = { ...datasource, sql: 'SELECT 1; SELECT 2' };
    expect(errorOf(() => compile({ metrics: ['count'] }, { datasource: two })).message).toBe(
      'Virtual dataset query cannot consist of multiple statements',
    );
    const write = { ...datasource, sql: 'DELETE FROM sales' };
    expect(errorOf(() => compile({ metrics: ['count'] }, { datasource: write })).message).toBe(
      'Virtual dataset query must be read-only',
    );
  });

  it('bounds the granularity column (main_dttm_col for a non-temporal one) by time_range, shifted by a time offset', () => {
    const query = { metrics: ['count'], granularity: 'region', time_range: 'Last year' };
    const compiled = compile(query);
    expect(compiled.sql).toContain('WHERE "order_date" >= $1 AND "order_date" < $2');
    expect(compiled.params).toEqual(['2023-06-15 00:00:00', '2024-06-15 00:00:00']);
    expect(compile(query, { timeShift: '1 year ago' }).params).toEqual([
      '2022-06-15 00:00:00',
      '2023-06-15 00:00:00',
    ]);
    const temporal = {
      metrics: ['count'],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE' as const, val: 'Last year' }],
    };
    expect(compile({ ...temporal, time_shift: '1 week ago' }).params).toEqual([
      '2023-06-08 00:00:00',
      '2024-06-08 00:00:00',
    ]);
    expect(compileSamplesQuery({ datasource, engine: postgresEngineSpec, now: NOW, query }).params).toEqual(
      [],
    );
    expect(
      compileSamplesQuery({ datasource, engine: postgresEngineSpec, now: NOW, query }, 'drill_detail').params,
    ).toHaveLength(2);
  });

  it("gives every TEMPORAL_RANGE filter the query's time_range when it has one (Superset's _apply_filters)", () => {
    const filtered = (val: string, time_range?: string) =>
      compile({
        metrics: ['count'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE' as const, val }],
        ...(time_range ? { time_range } : {}),
      });
    const explicit = ['2024-03-01 00:00:00', '2024-04-01 00:00:00'];
    expect(filtered('No filter', '2024-03-01 : 2024-04-01').params).toEqual(explicit);
    expect(filtered('2024-01-01 : 2024-02-01', '2024-03-01 : 2024-04-01').params).toEqual(explicit);
    // Without a time_range the filter keeps its own value.
    expect(filtered('2024-01-01 : 2024-02-01').params).toEqual([
      '2024-01-01 00:00:00',
      '2024-02-01 00:00:00',
    ]);
    expect(filtered('No filter').params).toEqual([]);
  });

  it('also bounds the main datetime column when always_filter_main_dttm is set', () => {
    const shipped = { ...datasource.columns[1]!, column_name: 'shipped_date' };
    const twoDates = {
      ...datasource,
      always_filter_main_dttm: true,
      columns: [...datasource.columns, shipped],
    };
    const compiled = compile(
      { metrics: ['count'], granularity: 'shipped_date', time_range: 'Last year' },
      { datasource: twoDates },
    );
    expect(compiled.sql).toContain(
      'WHERE "order_date" >= $1 AND "order_date" < $2\n  AND "shipped_date" >= $3 AND "shipped_date" < $4',
    );
  });

  it('ANDs row-level security clauses to WHERE and to the top-series sub-query', () => {
    const query = { columns: ['region'], metrics: ['count'], series_columns: ['region'], series_limit: 3 };
    const sql = compile(query, { rowLevelFilters: ["region <> 'Europe'"] }).sql;
    expect(sql.match(/\(region <> 'Europe'\)/g)).toHaveLength(2);
    expect(() => compile(query, { rowLevelFilters: ['1 = 1; DROP TABLE sales'] })).toThrow(QueryCompileError);
  });

  it('applies the fetch-values predicate only when asked', () => {
    const withPredicate = { ...datasource, fetch_values_predicate: "channel <> 'Test'" };
    const query = { columns: ['channel'], metrics: [] };
    expect(compile(query, { datasource: withPredicate }).sql).not.toContain('WHERE');
    expect(
      compile({ ...query, apply_fetch_values_predicate: true }, { datasource: withPredicate }).sql,
    ).toContain("WHERE (channel <> 'Test')");
  });
});

describe('row counts and time extras', () => {
  it('counts the rows of the query for is_rowcount', () => {
    const compiled = compile({ columns: ['region'], metrics: ['count'], is_rowcount: true, row_limit: 10 });
    expect(compiled.sql).toBe(
      `SELECT COUNT(*) AS "rowcount"
FROM (
SELECT "region" AS "region", COUNT(*) AS "count"
FROM "public"."sales"
GROUP BY "region"
ORDER BY "count" DESC
LIMIT 10
) AS rowcount_qry`,
    );
    expect(compiled.labels).toEqual(['rowcount']);
  });

  it("reports the dashboard's time extras as applied, or rejected without a temporal column", () => {
    const extras = { __time_range: 'Last week', __time_col: 'order_date', __time_grain: 'P1D' };
    const applied = compile({ metrics: ['count'], applied_time_extras: extras });
    expect(applied.appliedFilters).toEqual([
      { column: '__time_col' },
      { column: '__time_grain' },
      { column: '__time_range' },
    ]);
    const noTime = {
      ...datasource,
      main_dttm_col: null,
      columns: datasource.columns.filter((column) => !column.is_dttm),
    };
    expect(
      compile({ metrics: ['count'], applied_time_extras: extras }, { datasource: noTime }).rejectedFilters,
    ).toEqual([
      { reason: 'not_in_datasource', column: '__time_col' },
      { reason: 'no_temporal_column', column: '__time_grain' },
      { reason: 'no_temporal_column', column: '__time_range' },
    ]);
  });
});
