// Temporal columns beyond a plain TIMESTAMP, on the four engines: epoch seconds / milliseconds
// (converted to a timestamp before the grain, and on the axis without one; the time filter still
// compares the stored numbers), DATE columns (bounds are the date alone, as Superset's
// convert_dttm), time offsets that keep the time of day (get_past_or_future) and `$` in an
// x-axis expression (no replacement pattern).
import { describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../server/engines/duckdb.ts';
import type { EngineSpec } from '../../../server/engines/engineSpec.ts';
import { mysqlEngineSpec } from '../../../server/engines/mysql.ts';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { sqliteEngineSpec } from '../../../server/engines/sqlite.ts';
import { type CompileInput, compileQueryObject } from '../../../server/query/compileQueryObject.ts';
import type { ChartQueryObject } from '../../../server/query/normalizeQueryObject.ts';
import { NOW, temporalDatasource } from './salesQueries.ts';

const datasource = temporalDatasource('events', null);

const compile = (engine: EngineSpec, query: ChartQueryObject, extra: Partial<CompileInput> = {}) =>
  compileQueryObject({ datasource, engine, now: NOW, query, ...extra });

const ENGINES = [sqliteEngineSpec, mysqlEngineSpec, postgresEngineSpec, duckdbEngineSpec];
const q = (spec: EngineSpec, name: string) => spec.quoteIdentifier(name);

const axis = (column: string, timeGrain?: string): ChartQueryObject => ({
  columns: [
    { sqlExpression: column, label: column, columnType: 'BASE_AXIS', ...(timeGrain ? { timeGrain } : {}) },
  ],
  metrics: ['count'],
  filters: [{ col: column, op: 'TEMPORAL_RANGE', val: '2024-03-01 : 2024-04-01' }],
});

describe('epoch columns', () => {
  for (const spec of ENGINES) {
    it(`${spec.backend}: groups the converted timestamp by the grain; the filter stays on the stored seconds`, () => {
      const column = q(spec, 'ts_epoch');
      const grained = spec.timeGrainExpression(column, 'P1M', 'epoch_s');
      const compiled = compile(spec, axis('ts_epoch', 'P1M'));
      expect(compiled.sql).toContain(`SELECT ${grained} AS ${q(spec, 'ts_epoch')}`);
      expect(compiled.sql).toContain(`GROUP BY ${grained}`);
      expect(grained).not.toBe(spec.timeGrainExpression(column, 'P1M'));
      expect(compiled.sql).toMatch(new RegExp(`WHERE ${column.replace(/[`"]/g, '.')} >= (\\?|\\$1) AND`));
      expect(compiled.params).toEqual([1709251200, 1711929600]);
      expect(compiled.columns[0]).toEqual({ label: 'ts_epoch', kind: 'time' });
    });

    it(`${spec.backend}: converts epoch milliseconds, and an epoch axis without a grain`, () => {
      const ms = compile(spec, axis('ts_epoch_ms', 'P1D'));
      expect(ms.sql).toContain(
        `SELECT ${spec.timeGrainExpression(q(spec, 'ts_epoch_ms'), 'P1D', 'epoch_ms')} AS`,
      );
      expect(ms.params).toEqual([1709251200000, 1711929600000]);
      const raw = compile(spec, axis('ts_epoch'));
      const converted = spec.timeGrainExpression(q(spec, 'ts_epoch'), null, 'epoch_s');
      expect(converted).not.toBe(q(spec, 'ts_epoch'));
      expect(raw.sql).toContain(`SELECT ${converted} AS ${q(spec, 'ts_epoch')}`);
    });
  }

  it('converts the legacy granularity column (__timestamp), with or without time_grain_sqla', () => {
    const legacy = (grain: string | null): ChartQueryObject => ({
      columns: [],
      metrics: ['count'],
      granularity: 'ts_epoch',
      is_timeseries: true,
      time_range: '2024-03-01 : 2024-04-01',
      ...(grain ? { extras: { time_grain_sqla: grain } } : {}),
    });
    expect(compile(sqliteEngineSpec, legacy('P1D')).sql).toContain(
      `SELECT DATETIME(DATETIME("ts_epoch", 'unixepoch'), 'start of day') AS "__timestamp"`,
    );
    expect(compile(sqliteEngineSpec, legacy(null)).sql).toContain(
      `SELECT DATETIME("ts_epoch", 'unixepoch') AS "__timestamp"`,
    );
    expect(compile(sqliteEngineSpec, legacy(null)).sql).toContain('WHERE "ts_epoch" >= ? AND "ts_epoch" < ?');
  });

  it('keeps a TEMPORAL_RANGE filter with a grain on the stored numbers, and compares other grained filters as timestamps', () => {
    const compiled = compile(sqliteEngineSpec, {
      columns: ['region'],
      metrics: ['count'],
      filters: [
        { col: 'ts_epoch', op: 'TEMPORAL_RANGE', val: '2024-03-01 : 2024-04-01', grain: 'P1D' },
        { col: 'ts_epoch', op: 'IS NOT NULL', grain: 'P1D' },
      ],
    } as ChartQueryObject);
    expect(compiled.sql).toContain(
      `WHERE "ts_epoch" >= ? AND "ts_epoch" < ?\n  AND DATETIME(DATETIME("ts_epoch", 'unixepoch'), 'start of day') IS NOT NULL`,
    );
  });
});

describe('DATE columns', () => {
  const range = (column: string): ChartQueryObject => ({
    columns: ['region'],
    metrics: ['count'],
    filters: [{ col: column, op: 'TEMPORAL_RANGE', val: '2024-03-15T12:00:00 : 2024-03-17T06:30:00' }],
  });
  const expected: Record<string, string> = {
    sqlite: `WHERE "ship_date" >= ? AND "ship_date" < ?`,
    duckdb: `WHERE "ship_date" >= ? AND "ship_date" < ?`,
    mysql: "WHERE `ship_date` >= STR_TO_DATE(?, '%Y-%m-%d') AND `ship_date` < STR_TO_DATE(?, '%Y-%m-%d')",
    postgresql: `WHERE "ship_date" >= TO_DATE($1, 'YYYY-MM-DD') AND "ship_date" < TO_DATE($2, 'YYYY-MM-DD')`,
  };
  for (const spec of ENGINES) {
    it(`${spec.backend}: bounds a DATE column by the dates alone, as bound values`, () => {
      const compiled = compile(spec, range('ship_date'));
      expect(compiled.sql).toContain(expected[spec.backend]);
      expect(compiled.params).toEqual(['2024-03-15', '2024-03-17']);
      // The DATE type comes before python_date_format (convert_dttm first), whatever its case.
      expect(compile(spec, range('ship_day')).params).toEqual(['2024-03-15', '2024-03-17']);
      // A TIMESTAMP column keeps the time.
      expect(compile(spec, range('order_date')).params).toEqual([
        '2024-03-15 12:00:00',
        '2024-03-17 06:30:00',
      ]);
    });
  }

  it('bounds a DATE granularity column by time_range the same way', () => {
    const compiled = compile(mysqlEngineSpec, {
      columns: [],
      metrics: ['count'],
      granularity: 'ship_date',
      time_range: '2024-03-15T12:00:00 : 2024-03-17T00:00:00',
    });
    expect(compiled.sql).toContain(
      "WHERE `ship_date` >= STR_TO_DATE(?, '%Y-%m-%d') AND `ship_date` < STR_TO_DATE(?, '%Y-%m-%d')",
    );
    expect(compiled.params).toEqual(['2024-03-15', '2024-03-17']);
  });
});

describe('time offsets', () => {
  it('keep the time of day of both bounds (get_past_or_future)', () => {
    const query: ChartQueryObject = {
      columns: [],
      metrics: ['count'],
      granularity: 'order_date',
      time_range: '2024-03-16T06:00:00 : 2024-03-17T06:00:00',
    };
    expect(compile(postgresEngineSpec, query, { timeShift: '1 day ago' }).params).toEqual([
      '2024-03-15 06:00:00',
      '2024-03-16 06:00:00',
    ]);
    // NOW is 2024-06-15T10:30:00Z.
    expect(
      compile(postgresEngineSpec, { ...query, time_range: 'Last 24 hours' }, { timeShift: '1 week ago' })
        .params,
    ).toEqual(['2024-06-07 10:30:00', '2024-06-08 10:30:00']);
    expect(
      compile(postgresEngineSpec, { ...query, time_range: 'Last 24 hours' }, { timeShift: '1 month later' })
        .params,
    ).toEqual(['2024-07-14 10:30:00', '2024-07-15 10:30:00']);
    // A TEMPORAL_RANGE filter and time_shift too.
    const filtered: ChartQueryObject = {
      columns: ['region'],
      metrics: ['count'],
      filters: [
        { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-03-16T06:00:00 : 2024-03-17T06:00:00' },
      ],
      time_shift: '1 year ago',
    };
    expect(compile(postgresEngineSpec, filtered).params).toEqual([
      '2023-03-16 06:00:00',
      '2023-03-17 06:00:00',
    ]);
  });

  it('shift epoch bounds with the time of day too', () => {
    const compiled = compile(
      sqliteEngineSpec,
      {
        ...axis('ts_epoch', 'PT1H'),
        filters: [
          { col: 'ts_epoch', op: 'TEMPORAL_RANGE', val: '2024-03-16T06:00:00 : 2024-03-17T06:00:00' },
        ],
      },
      { timeShift: '1 day ago' },
    );
    expect(compiled.params).toEqual([Date.UTC(2024, 2, 15, 6) / 1000, Date.UTC(2024, 2, 16, 6) / 1000]);
  });
});

describe('$ in an x-axis expression', () => {
  for (const spec of ENGINES) {
    it(`${spec.backend}: writes the expression as given inside the grain`, () => {
      for (const expression of [
        "CASE WHEN region = '$&' THEN order_date END",
        "CASE WHEN region = '$''' THEN order_date END",
        "CASE WHEN region = '$`' THEN order_date END",
      ]) {
        const compiled = compile(spec, {
          columns: [{ sqlExpression: expression, label: 'x', columnType: 'BASE_AXIS', timeGrain: 'P1D' }],
          metrics: ['count'],
        });
        expect(compiled.sql).toContain(`SELECT ${spec.timeGrainExpression(`(${expression})`, 'P1D')} AS`);
        expect(compiled.sql.split(expression).length - 1).toBeGreaterThanOrEqual(2);
        expect(compiled.sql).not.toContain('{col}');
      }
    });
  }
});
