// The grain helpers: `{col}` filled literally (a `$` of the column expression is no replacement
// pattern), and epoch columns converted to a timestamp before the grain (Superset's
// get_timestamp_expr with each engine's epoch_to_dttm / epoch_ms_to_dttm).
import { describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../server/engines/duckdb.ts';
import { mysqlEngineSpec } from '../../../server/engines/mysql.ts';
import { postgresEngineSpec } from '../../../server/engines/postgres.ts';
import { sqliteEngineSpec } from '../../../server/engines/sqlite.ts';
import { expandTimeGrain, fillColumn, timestampExpression } from '../../../server/engines/timeGrains.ts';

describe('fillColumn / expandTimeGrain', () => {
  it("keeps $&, $', $` and $$ of the column expression as written", () => {
    for (const column of ["(CASE WHEN a = '$&' THEN ts END)", "(x || '$''')", "(y || '$`')", "('$$' || z)"]) {
      expect(fillColumn('DATE_TRUNC({col}) + {col}', column)).toBe(`DATE_TRUNC(${column}) + ${column}`);
      expect(sqliteEngineSpec.timeGrainExpression(column, 'P1M')).toBe(
        `DATETIME(${column}, 'start of month')`,
      );
      expect(postgresEngineSpec.timeGrainExpression(column, 'P1D')).toBe(`DATE_TRUNC('day', ${column})`);
    }
  });

  it('leaves the column alone without a grain and refuses an unknown grain', () => {
    const templates = { P1D: 'D({col})' } as unknown as Parameters<typeof expandTimeGrain>[0];
    expect(expandTimeGrain(templates, '$&', null)).toBe('$&');
    expect(expandTimeGrain(templates, '$&', 'P2W')).toBeNull();
  });
});

describe('epoch columns', () => {
  const expected = {
    sqlite: {
      s: `DATETIME("ts", 'unixepoch')`,
      ms: `DATETIME(("ts"/1000), 'unixepoch')`,
      month: (e: string) => `DATETIME(${e}, 'start of month')`,
    },
    mysql: {
      s: 'FROM_UNIXTIME("ts")',
      ms: 'FROM_UNIXTIME(("ts"/1000))',
      month: (e: string) => `DATE(DATE_SUB(${e}, INTERVAL DAYOFMONTH(${e}) - 1 DAY))`,
    },
    postgresql: {
      s: `(TIMESTAMP 'epoch' + "ts" * INTERVAL '1 second')`,
      ms: `(TIMESTAMP 'epoch' + ("ts"/1000) * INTERVAL '1 second')`,
      month: (e: string) => `DATE_TRUNC('month', ${e})`,
    },
    duckdb: {
      s: 'MAKE_TIMESTAMP(CAST(CAST("ts" AS DOUBLE) * 1000000 AS BIGINT))',
      ms: 'EPOCH_MS(CAST("ts" AS BIGINT))',
      month: (e: string) => `DATE_TRUNC('month', ${e})`,
    },
  };
  for (const spec of [sqliteEngineSpec, mysqlEngineSpec, postgresEngineSpec, duckdbEngineSpec]) {
    const want = expected[spec.backend];
    it(`${spec.backend}: converts epoch_s / epoch_ms before the grain, and without one`, () => {
      expect(spec.timeGrainExpression('"ts"', 'P1M', 'epoch_s')).toBe(want.month(want.s));
      expect(spec.timeGrainExpression('"ts"', 'P1M', 'epoch_ms')).toBe(want.month(want.ms));
      expect(spec.timeGrainExpression('"ts"', null, 'epoch_s')).toBe(want.s);
      expect(spec.timeGrainExpression('"ts"', null, 'epoch_ms')).toBe(want.ms);
      // Any other python_date_format is not converted.
      expect(spec.timeGrainExpression('"ts"', null, '%Y-%m-%d')).toBe('"ts"');
      expect(spec.timeGrainExpression('"ts"', 'P1M', null)).toBe(want.month('"ts"'));
    });
  }

  it('fills a $ of the column expression literally inside the epoch conversion too', () => {
    const epoch = { seconds: 'E({col})' };
    const templates = { P1D: 'D({col})' } as unknown as Parameters<typeof timestampExpression>[0];
    expect(timestampExpression(templates, epoch, "('$&')", 'P1D', 'epoch_s')).toBe("D(E(('$&')))");
    expect(timestampExpression(templates, epoch, "('$'')", 'P1D', 'epoch_ms')).toBe("D(E((('$'')/1000)))");
  });
});
