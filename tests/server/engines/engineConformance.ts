// Behaviour every engine must have, run by each engine's test file on the real engine:
// row caps, Superset's limit rule checked by executing generated queries, stopping and timing
// out long statements (the engine must be idle afterwards), sessions (engineSessions.ts), time
// grains, and error types.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isEngineError } from '../../../server/engines/errors.ts';
import { TIME_GRAINS } from '../../../server/engines/timeGrains.ts';
import { describeSessions } from './engineSessions.ts';
import { type EngineUnderTest, reportTiming, uniqueName, wallClock } from './engineTestKit.ts';

/** Row counts of the scratch tables the limit property queries (`limit_items_<n>`). */
const SIZES = [0, 1, 7, 30];

export function describeEngineConformance(engine: () => EngineUnderTest): void {
  beforeAll(async () => {
    const { pool, table } = engine();
    for (const size of SIZES) {
      await pool.execute(`CREATE TABLE ${table(`limit_items_${size}`)} (id INTEGER, grp INTEGER)`);
      if (size === 0) continue;
      const values = Array.from({ length: size }, (_, index) => `(${index + 1}, ${index % 3})`).join(', ');
      await pool.execute(`INSERT INTO ${table(`limit_items_${size}`)} VALUES ${values}`);
    }
  });
  describeRowCap(engine);
  describeLimitProperty(engine);
  describeStopping(engine);
  describeSessions(engine);
  describeTimeGrains(engine);
  describeQueryErrors(engine);
}

function describeRowCap(engine: () => EngineUnderTest): void {
  describe('row cap', () => {
    it('reads at most maxRows and says whether more existed', async () => {
      const { pool, seriesSql } = engine();
      const capped = await pool.execute(seriesSql(5000), { maxRows: 10 });
      expect(capped.rowCount).toBe(10);
      expect(capped.rows).toHaveLength(10);
      expect(capped.truncated).toBe(true);
      const exact = await pool.execute(seriesSql(10), { maxRows: 10 });
      expect([exact.rowCount, exact.truncated]).toEqual([10, false]);
      const under = await pool.execute(seriesSql(3), { maxRows: 10 });
      expect([under.rowCount, under.truncated]).toEqual([3, false]);
    });

    it('stops reading a huge result quickly', async () => {
      const { pool, seriesSql } = engine();
      const started = Date.now();
      const result = await pool.execute(seriesSql(5_000_000), { maxRows: 100 });
      expect(result.truncated).toBe(true);
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });
}

function describeLimitProperty(engine: () => EngineUnderTest): void {
  describe('applyLimit on the engine', () => {
    it('never returns more rows than the limit, keeps a smaller limit, and changes nothing else', async () => {
      const { pool, table, extraLimitForms = [] } = engine();
      const limitForms: ((limit: number, offset: number) => string)[] = [
        (limit) => ` LIMIT ${limit}`,
        (limit, offset) => ` LIMIT ${limit} OFFSET ${offset}`,
        ...extraLimitForms,
      ];
      const ownLimit = fc.option(
        fc.record({ count: fc.nat(40), offset: fc.nat(10), form: fc.nat(limitForms.length - 1) }),
        { nil: undefined },
      );
      const query = fc.record({
        shape: fc.nat(4),
        size: fc.constantFrom(...SIZES),
        other: fc.constantFrom(...SIZES),
        inner: fc.nat(20),
        own: ownLimit,
        tail: fc.constantFrom('', ';', ' -- note', '\n/* c; */', ';\n-- end'),
        limit: fc.integer({ min: 1, max: 25 }),
      });
      await fc.assert(
        fc.asyncProperty(query, async ({ shape, size, other, inner, own, tail, limit }) => {
          const clause = own ? limitForms[own.form]!(own.count, own.offset) : '';
          const t = table(`limit_items_${size}`);
          const shapes = [
            `SELECT id, grp FROM ${t} WHERE id > 0 ORDER BY id${clause}`,
            `SELECT * FROM (SELECT id FROM ${t} ORDER BY id LIMIT ${inner}) sub${clause}`,
            `WITH c AS (SELECT id FROM ${t} LIMIT ${inner}) SELECT id FROM c ORDER BY id${clause}`,
            `SELECT id FROM ${t} UNION ALL SELECT id FROM ${table(`limit_items_${other}`)}${clause}`,
            `SELECT grp, COUNT(*) AS n FROM ${t} GROUP BY grp ORDER BY grp${clause}`,
          ];
          const sql = `${shapes[shape]}${tail}`;
          const all = await pool.execute(sql, { maxRows: 10_000 });
          const limited = pool.applyLimit(sql, limit);
          const result = await pool.execute(limited.sql, { maxRows: 10_000 });
          expect(result.rowCount).toBe(Math.min(all.rowCount, limit));
          expect(limited.limited).toBe(true);
          if (own && own.count <= limit) {
            expect(limited.sql).toBe(sql);
            expect(limited.existingLimit).toBe(own.count);
          }
        }),
        { numRuns: 40 },
      );
    });
  });
}

function describeStopping(engine: () => EngineUnderTest): void {
  describe('stopping and timing out', () => {
    it('stops a long statement in the engine through the abort signal', async () => {
      const { pool, spec, longStatements, runningStatements } = engine();
      const marker = uniqueName('loupe_stop');
      for (const { label, sql } of longStatements(marker)) {
        const controller = new AbortController();
        const running = pool.execute(sql, { signal: controller.signal });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const abortedAt = Date.now();
        controller.abort();
        const error = await running.then(
          () => null,
          (caught: unknown) => caught,
        );
        const latency = Date.now() - abortedAt;
        reportTiming(`${spec.engineName} stop (${label})`, latency);
        expect(isEngineError(error) && error.reason, label).toBe('stopped');
        expect(latency, label).toBeLessThan(2000);
        expect(await runningStatements(marker), label).toBe(0);
        const followUpAt = Date.now();
        expect((await pool.execute('SELECT 42 AS answer')).rows).toEqual([[42]]);
        expect(Date.now() - followUpAt, label).toBeLessThan(1000);
      }
    });

    it('cancels a statement that outlives its timeout', async () => {
      const { pool, spec, longStatements, runningStatements } = engine();
      const marker = uniqueName('loupe_timeout');
      const { label, sql } = longStatements(marker)[0]!;
      const startedAt = Date.now();
      const error = await pool.execute(sql, { timeoutMs: 400 }).then(
        () => null,
        (caught: unknown) => caught,
      );
      const elapsed = Date.now() - startedAt;
      reportTiming(`${spec.engineName} timeout 400 ms (${label})`, elapsed);
      expect(isEngineError(error) && error.toPayload()).toMatchObject({
        error_type: 'SQLLAB_TIMEOUT_ERROR',
        extra: { timeout: 0.4, engine_name: spec.engineName },
      });
      expect(elapsed).toBeLessThan(2400);
      expect(await runningStatements(marker)).toBe(0);
      expect((await pool.execute('SELECT 1 AS one')).rows).toEqual([[1]]);
    });

    it('does not start a statement whose signal is already aborted', async () => {
      const { pool } = engine();
      const controller = new AbortController();
      controller.abort();
      await expect(pool.execute('SELECT 1', { signal: controller.signal })).rejects.toMatchObject({
        reason: 'stopped',
      });
    });
  });
}

/** Wednesday 2024-05-15, Sunday 2024-05-19 and Monday 2024-05-13, each grain's expected start. */
const GRAIN_CASES: Record<string, Record<string, string>> = {
  '2024-05-15 13:47:38': {
    PT1S: '2024-05-15 13:47:38',
    PT5S: '2024-05-15 13:47:35',
    PT30S: '2024-05-15 13:47:30',
    PT1M: '2024-05-15 13:47:00',
    PT5M: '2024-05-15 13:45:00',
    PT10M: '2024-05-15 13:40:00',
    PT15M: '2024-05-15 13:45:00',
    PT30M: '2024-05-15 13:30:00',
    'PT0.5H': '2024-05-15 13:30:00',
    PT1H: '2024-05-15 13:00:00',
    PT6H: '2024-05-15 12:00:00',
    P1D: '2024-05-15 00:00:00',
    P1W: '2024-05-13 00:00:00',
    '1969-12-28T00:00:00Z/P1W': '2024-05-12 00:00:00',
    '1969-12-29T00:00:00Z/P1W': '2024-05-13 00:00:00',
    'P1W/1970-01-03T00:00:00Z': '2024-05-18 00:00:00',
    'P1W/1970-01-04T00:00:00Z': '2024-05-19 00:00:00',
    P1M: '2024-05-01 00:00:00',
    P3M: '2024-04-01 00:00:00',
    'P0.25Y': '2024-04-01 00:00:00',
    P1Y: '2024-01-01 00:00:00',
  },
  '2024-05-19 23:59:59': {
    P1W: '2024-05-13 00:00:00',
    '1969-12-28T00:00:00Z/P1W': '2024-05-19 00:00:00',
    '1969-12-29T00:00:00Z/P1W': '2024-05-13 00:00:00',
    'P1W/1970-01-03T00:00:00Z': '2024-05-25 00:00:00',
    'P1W/1970-01-04T00:00:00Z': '2024-05-19 00:00:00',
    PT6H: '2024-05-19 18:00:00',
  },
  '2024-05-13 00:00:00': {
    P1W: '2024-05-13 00:00:00',
    '1969-12-28T00:00:00Z/P1W': '2024-05-12 00:00:00',
    '1969-12-29T00:00:00Z/P1W': '2024-05-13 00:00:00',
    'P1W/1970-01-03T00:00:00Z': '2024-05-18 00:00:00',
    'P1W/1970-01-04T00:00:00Z': '2024-05-19 00:00:00',
  },
};

function describeTimeGrains(engine: () => EngineUnderTest): void {
  describe('time grains', () => {
    it('truncates to the start of every grain of the reference', async () => {
      const { pool, spec, timestampQuery } = engine();
      expect(Object.keys(GRAIN_CASES['2024-05-15 13:47:38']!)).toEqual(
        TIME_GRAINS.map((grain) => grain.duration),
      );
      for (const [timestamp, expected] of Object.entries(GRAIN_CASES)) {
        const grains = Object.keys(expected);
        const sql = timestampQuery(timestamp, (column) =>
          grains.map((grain, index) => `${spec.timeGrainExpression(column, grain)} AS g${index}`).join(', '),
        );
        const row = (await pool.execute(sql)).rows[0]!;
        const actual = Object.fromEntries(grains.map((grain, index) => [grain, wallClock(row[index])]));
        expect(actual, timestamp).toEqual(expected);
      }
    });
  });
}

function describeQueryErrors(engine: () => EngineUnderTest): void {
  describe('query errors', () => {
    it("maps syntax errors, missing tables and missing columns to Superset's types", async () => {
      const { pool, spec, table } = engine();
      const failure = async (sql: string) => {
        const error = await pool.execute(sql).then(
          () => null,
          (caught: unknown) => caught,
        );
        if (!isEngineError(error))
          throw new Error(`expected an EngineError for ${sql}, got ${String(error)}`);
        return error.toPayload();
      };
      const syntax = await failure('SELECT 1 FROM\nWHERE');
      expect(syntax).toMatchObject({ error_type: 'SYNTAX_ERROR', extra: { engine_name: spec.engineName } });
      expect(syntax.extra.issue_codes.map((issue) => issue.code)).toEqual([1030]);
      expect(await failure(`SELECT * FROM ${table('loupe_no_such_table')}`)).toMatchObject({
        error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
        extra: { issue_codes: [{ code: 1003 }, { code: 1005 }] },
      });
      const column = await failure(`SELECT no_such_column FROM ${table('limit_items_1')}`);
      expect(column).toMatchObject({ error_type: 'COLUMN_DOES_NOT_EXIST_ERROR' });
      expect(column.message).toContain('no_such_column');
      expect((await pool.execute('SELECT 1 AS still_fine')).rows).toEqual([[1]]);
    });
  });
}
