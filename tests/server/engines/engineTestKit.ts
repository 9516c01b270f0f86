// What the engine suites share: the engine under test (opened by each engine's test file) and
// small helpers to time a stop and to normalise timestamps.
import type { EnginePool, EngineSpec, QueryResult } from '../../../server/engines/engineSpec.ts';

export interface EngineUnderTest {
  spec: EngineSpec;
  pool: EnginePool;
  /** Where scratch tables live (for introspection and select_star). */
  schema: string;
  /** The quoted, qualified name of a scratch table. */
  table(name: string): string;
  /** A statement returning `n` rows with one integer column. */
  seriesSql(n: number): string;
  /** Statements that run for a minute or more; each contains `marker` so the engine can be searched for it. */
  longStatements(marker: string): { label: string; sql: string }[];
  /** How many statements containing `marker` the engine is running now (0 for in-process engines). */
  runningStatements(marker: string): Promise<number>;
  /** `SELECT <expression> FROM (one row with column ts = the timestamp)`, for time grains. */
  timestampQuery(timestamp: string, expression: (column: string) => string): string;
  /** Extra limit clauses the dialect has, as `(limit, offset) => clause`. */
  extraLimitForms?: ((limit: number, offset: number) => string)[];
}

/** A lazily set engine, so suites can be declared before beforeAll opens it. */
export function engineHolder(): { get(): EngineUnderTest; set(engine: EngineUnderTest): void } {
  let current: EngineUnderTest | undefined;
  return {
    get() {
      if (!current) throw new Error('the engine is not open yet: use it inside tests or hooks');
      return current;
    },
    set(engine) {
      current = engine;
    },
  };
}

/** A result as objects, for readable assertions. */
export function records(result: QueryResult): Record<string, unknown>[] {
  return result.rows.map((row) =>
    Object.fromEntries(result.columns.map((column, index) => [column.name, row[index]])),
  );
}

/** `2024-05-13`, `2024-05-13T00:00:00.000+00:00`, `2024-05-13 00:00:00` → `2024-05-13 00:00:00`. */
export function wallClock(value: unknown): string {
  const text = String(value).replace('T', ' ');
  return (text.length === 10 ? `${text} 00:00:00` : text).slice(0, 19);
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** Prints measured stop latencies when LOUPE_ENGINE_TIMINGS is set (for reports). */
export function reportTiming(label: string, milliseconds: number): void {
  if (process.env.LOUPE_ENGINE_TIMINGS) console.info(`[timing] ${label}: ${milliseconds} ms`);
}
