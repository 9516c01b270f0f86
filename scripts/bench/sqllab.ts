// `npm run bench:sqllab`: SQL Lab's performance targets (issue item 8), measured against
// baselines from the same run — execute's HTTP time vs the raw DuckDB driver for a
// 100,000-row × 10-column SELECT on the examples (≤ 1.2×), Run → first rows painted in headless
// Chromium with the default limits (≤ 1 s, with a 1-row query as the in-run baseline), and a
// 1,000,000-row query that must be capped, said so, and not freeze the page. See
// scripts/bench/README.md.
import { cpus } from 'node:os';
import { ensureChromium } from '../chromium.ts';
import { parseBenchArgs, USAGE, UsageError } from './args.ts';
import { startBenchServer } from './benchServer.ts';
import { cleanup, cleanupOnSignals } from './cleanup.ts';
import { openRawEngine } from './rawDuckdb.ts';
import { executeRowCount, logInApi, timedExecute } from './sqllabApi.ts';
import { measureBrowser } from './sqllabBrowser.ts';
import { DEFAULT_DISPLAY_MAX_ROW, ROWS, SQL_100K } from './sqllabQueries.ts';
import {
  type Check,
  evaluate,
  formatChecks,
  formatMs,
  formatTable,
  summarize,
  type TableRow,
} from './stats.ts';

let options: ReturnType<typeof parseBenchArgs>;
try {
  options = parseBenchArgs(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`bench:sqllab: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

async function main(): Promise<{ rows: TableRow[]; checks: Check[] }> {
  const { runs, warmup } = options;
  console.log(
    `bench:sqllab — ${runs} measured runs after ${warmup} warm-up runs; Node ${process.version}, ${cpus().length} CPUs`,
  );
  if (options.browser) {
    const chromium = ensureChromium();
    if (!chromium.ok) throw new Error(`${chromium.reason} (or run with --no-browser)`);
  }
  const server = await startBenchServer(options.port, { sqlMaxRow: ROWS, displayMaxRow: ROWS });
  const api = await logInApi(server.baseURL);
  const engine = await openRawEngine(server.rawExamplesPath);

  const check = await timedExecute(api, SQL_100K, ROWS);
  const shape = executeRowCount(check.body);
  if (shape.rows !== ROWS || shape.columns !== 10) {
    throw new Error(`execute returned ${shape.rows} rows × ${shape.columns} columns, not ${ROWS} × 10`);
  }
  const rawRows = await engine.raw(SQL_100K);
  if (rawRows !== ROWS) throw new Error(`the raw driver returned ${rawRows} rows`);
  console.log(
    `execute returns ${shape.rows} rows × ${shape.columns} columns, ${(check.bytes / 1e6).toFixed(1)} MB of JSON`,
  );

  // Interleaved, so drift on a shared machine hits the measurement and its baseline alike.
  const samples = { server: [] as number[], raw: [] as number[], engine: [] as number[] };
  for (let i = 0; i < warmup + runs; i++) {
    const serverMs = (await timedExecute(api, SQL_100K, ROWS)).ms;
    let started = performance.now();
    await engine.raw(SQL_100K);
    const rawMs = performance.now() - started;
    started = performance.now();
    await engine.engine(SQL_100K, ROWS);
    const engineMs = performance.now() - started;
    if (i < warmup) continue;
    samples.server.push(serverMs);
    samples.raw.push(rawMs);
    samples.engine.push(engineMs);
  }
  const raw = summarize(samples.raw);
  const rows: TableRow[] = [
    {
      measurement: 'execute 100k×10, HTTP round trip',
      measured: summarize(samples.server),
      baseline: raw,
      baselineName: 'raw driver',
      target: { kind: 'ratio', value: 1.2 },
    },
    {
      measurement: 'engine layer (DuckDBPool.execute)',
      measured: summarize(samples.engine),
      baseline: raw,
      baselineName: 'raw driver',
      target: null,
    },
  ];
  if (!options.browser) return { rows, checks: [] };
  // The browser sees what a user sees: the product's default limits (SQL_MAX_ROW 100,000,
  // DISPLAY_MAX_ROW 10,000), so the 100,000-row query shows its first 10,000 rows and says so.
  const display = { sqlMaxRow: ROWS, displayMaxRow: DEFAULT_DISPLAY_MAX_ROW };
  const browserServer = await startBenchServer(options.port + 1, display);
  const browser = await measureBrowser(browserServer.baseURL, options, display.displayMaxRow);
  return { rows: [...rows, ...browser.rows], checks: browser.checks };
}

let exitCode = 0;
try {
  cleanupOnSignals();
  const result = await main();
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
    `bench:sqllab failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  exitCode = 1;
} finally {
  await cleanup();
}
console.log(`bench:sqllab took ${formatMs(performance.now())}.`);
process.exit(exitCode);
