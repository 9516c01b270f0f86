// The shared main of the benches: parse the command line (args.ts), run the bench's measurements,
// print the table and the checks, say which targets were missed, exit 0 (1 with --strict on a
// MISS, 1 on a failure to run, 2 on a bad argument), and always remove the server, Chromium and
// the temp dir (cleanup.ts).
import { type BenchOptions, parseBenchArgs, UsageError } from './args.ts';
import { cleanup, cleanupOnSignals } from './cleanup.ts';
import { type Check, evaluate, formatChecks, formatMs, formatTable, type TableRow } from './stats.ts';

export interface BenchResult {
  rows: TableRow[];
  checks: Check[];
}

export async function runBench(
  name: string,
  usage: string,
  main: (options: BenchOptions) => Promise<BenchResult>,
): Promise<never> {
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${name}: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    process.exit(0);
  }
  let exitCode = 0;
  try {
    cleanupOnSignals();
    const result = await main(options);
    const rows = result.rows.map(evaluate);
    console.log(`\n${formatTable(rows)}\n`);
    if (result.checks.length > 0) console.log(`${formatChecks(result.checks)}\n`);
    const missed = [
      ...rows.filter((row) => row.verdict === 'MISS').map((row) => row.measurement),
      ...result.checks.filter((check) => !check.ok).map((check) => check.name),
    ];
    if (missed.length > 0) {
      console.log(`${missed.length} target(s) missed${options.strict ? ' (--strict: exit 1)' : ''}.`);
      if (options.strict) exitCode = 1;
    } else {
      console.log('Every target met.');
    }
  } catch (error) {
    console.error(
      `${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    exitCode = 1;
  } finally {
    await cleanup();
  }
  console.log(`${name} took ${formatMs(performance.now())}.`);
  process.exit(exitCode);
}
