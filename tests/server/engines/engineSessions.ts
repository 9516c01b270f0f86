// Sessions, on every engine (run through describeEngineConformance): one connection for several
// statements — temporary tables and the session's schema carry over, nothing leaks into the
// pool afterwards — and stopping or timing out a session cancels its statement in the engine.
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../../server/engines/errors.ts';
import { type EngineUnderTest, uniqueName } from './engineTestKit.ts';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}

export function describeSessions(engine: () => EngineUnderTest): void {
  describe('sessions', () => {
    it('keeps a temporary table between statements, and drops the connection afterwards', async () => {
      const { pool } = engine();
      const name = uniqueName('tmp_session');
      const rows = await pool.withSession(async (session) => {
        const created = await session.execute(`CREATE TEMPORARY TABLE ${name} AS SELECT 3 AS n`);
        expect(created.columns).toEqual([]);
        await session.execute(`INSERT INTO ${name} VALUES (4)`);
        return (await session.execute(`SELECT sum(n) AS total FROM ${name}`)).rows;
      });
      expect(rows.map((row) => Number(row[0]))).toEqual([7]);
      // Every connection the pool may hand out now: none has the temporary table.
      const reads = await Promise.all(
        [1, 2, 3].map(() => failure(pool.execute(`SELECT count(*) FROM ${name}`))),
      );
      for (const error of reads) expect(isEngineError(error)).toBe(true);
    });

    it('starts in the schema asked for and returns results as execute does', async () => {
      const { pool, schema, table } = engine();
      // The scratch table's own (quoted) name, without its schema.
      const bare = (name: string) => table(name).slice(table(name).lastIndexOf('.') + 1);
      const result = await pool.withSession(
        async (session) => {
          const first = await session.execute(`SELECT count(*) AS n FROM ${bare('limit_items_7')}`);
          expect(first.rows.map((row) => Number(row[0]))).toEqual([7]);
          return session.execute(`SELECT id FROM ${bare('limit_items_30')} ORDER BY id`, { maxRows: 5 });
        },
        { schema },
      );
      expect(result.rowCount).toBe(5);
      expect(result.truncated).toBe(true);
      expect(result.columns.map((column) => column.name)).toEqual(['id']);
    });

    it('stops the running statement in the engine and refuses the next one', async () => {
      const { pool, longStatements, runningStatements } = engine();
      const marker = uniqueName('loupe_session_stop');
      const { label, sql } = longStatements(marker)[0]!;
      const controller = new AbortController();
      let afterStop: unknown = null;
      const running = pool.withSession(
        async (session) => {
          await session.execute('SELECT 1');
          const error = await failure(session.execute(sql));
          afterStop = await failure(session.execute('SELECT 2'));
          throw error;
        },
        { signal: controller.signal },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const abortedAt = Date.now();
      controller.abort();
      const error = await failure(running);
      expect(isEngineError(error) && error.reason, label).toBe('stopped');
      expect(Date.now() - abortedAt, label).toBeLessThan(2000);
      expect(isEngineError(afterStop) && afterStop.reason).toBe('stopped');
      expect(await runningStatements(marker), label).toBe(0);
      expect((await pool.execute('SELECT 42 AS answer')).rows).toEqual([[42]]);
    });

    it('times out: the session limit and a statement limit both cancel in the engine', async () => {
      const { pool, spec, longStatements, runningStatements } = engine();
      const marker = uniqueName('loupe_session_timeout');
      const { sql } = longStatements(marker)[0]!;
      const startedAt = Date.now();
      const whole = await failure(pool.withSession((session) => session.execute(sql), { timeoutMs: 400 }));
      expect(isEngineError(whole) && whole.toPayload()).toMatchObject({
        error_type: 'SQLLAB_TIMEOUT_ERROR',
        extra: { timeout: 0.4, engine_name: spec.engineName },
      });
      expect(Date.now() - startedAt).toBeLessThan(2400);
      const statement = await failure(
        pool.withSession((session) => session.execute(sql, { timeoutMs: 300 })),
      );
      expect(isEngineError(statement) && statement.reason).toBe('timeout');
      expect(await runningStatements(marker)).toBe(0);
      expect((await pool.execute('SELECT 1 AS one')).rows).toEqual([[1]]);
    });

    it('does not start when its signal is already aborted', async () => {
      const { pool } = engine();
      const controller = new AbortController();
      controller.abort();
      let ran = false;
      const error = await failure(
        pool.withSession(
          async () => {
            ran = true;
          },
          { signal: controller.signal },
        ),
      );
      expect(isEngineError(error) && error.reason).toBe('stopped');
      expect(ran).toBe(false);
    });
  });
}
