// The benchmarks' command line: --runs / --warmup (or LOUPE_BENCH_RUNS / LOUPE_BENCH_WARMUP),
// --port (or LOUPE_BENCH_PORT, 8290–8298; the browser half uses the next port), --strict, --no-browser. Pure.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Measured runs per measurement, after the warm-up. */
  runs: number;
  /** Warm-up runs per measurement, not measured. */
  warmup: number;
  /** Port of the server the bench starts. */
  port: number;
  /** Exit 1 when a target is missed (default: report only, exit 0). */
  strict: boolean;
  /** Skip the Chromium measurements. */
  browser: boolean;
  help: boolean;
}

export const DEFAULT_RUNS = 5;
export const DEFAULT_WARMUP = 2;
/** The bench uses --port and --port + 1 (the browser half's server). */
export const PORT_RANGE = [8290, 8298] as const;

export const USAGE = `Usage: npm run bench:sqllab -- [options]

  --runs N       measured runs per measurement (default ${DEFAULT_RUNS}, env LOUPE_BENCH_RUNS)
  --warmup N     warm-up runs before them (default ${DEFAULT_WARMUP}, env LOUPE_BENCH_WARMUP)
  --port P       port of the server started for the bench, ${PORT_RANGE[0]}–${PORT_RANGE[1]}
                 (default ${PORT_RANGE[0]}, env LOUPE_BENCH_PORT)
  --strict       exit 1 when a target is missed (default: print MISS, exit 0)
  --no-browser   only the server measurements, no Chromium
  --help         this text`;

export class UsageError extends Error {}

function integer(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text))
    throw new UsageError(`${name} must be a whole number, got ${JSON.stringify(text)}`);
  const value = Number(text);
  if (value < min || value > max) throw new UsageError(`${name} must be within ${min}..${max}, got ${value}`);
  return value;
}

export function parseBenchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): BenchOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        runs: { type: 'string' },
        warmup: { type: 'string' },
        port: { type: 'string' },
        strict: { type: 'boolean', default: false },
        'no-browser': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const text = (flag: string, variable: string) =>
    (values[flag] as string | undefined) ?? env[variable] ?? undefined;
  return {
    runs: integer('--runs', text('runs', 'LOUPE_BENCH_RUNS'), DEFAULT_RUNS, 1, 1000),
    warmup: integer('--warmup', text('warmup', 'LOUPE_BENCH_WARMUP'), DEFAULT_WARMUP, 0, 100),
    port: integer('--port', text('port', 'LOUPE_BENCH_PORT'), PORT_RANGE[0], PORT_RANGE[0], PORT_RANGE[1]),
    strict: values.strict === true,
    browser: values['no-browser'] !== true,
    help: values.help === true,
  };
}
