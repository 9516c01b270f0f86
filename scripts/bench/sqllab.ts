// `npm run bench:sqllab`: SQL Lab's performance targets (issue item 8), measured against
// baselines from the same run — execute's HTTP time vs the raw DuckDB driver for a
// 100,000-row × 10-column SELECT on the examples (≤ 1.2×), Run → first rows painted in headless
// Chromium with the default limits (≤ 1 s, with a 1-row query as the in-run baseline), and a
// 1,000,000-row query that must be capped, said so, and not freeze the page. See
// scripts/bench/README.md.
import { cpus } from 'node:os';
import { ensureChromium } from '../chromium.ts';
import { type BenchOptions, USAGE } from './args.ts';
import { startBenchServer } from './benchServer.ts';
import { openRawEngine } from './rawDuckdb.ts';
import { type BenchResult, runBench } from './runBench.ts';
import { executeRowCount, logInApi, timedExecute } from './sqllabApi.ts';
import { measureBrowser } from './sqllabBrowser.ts';
import { DEFAULT_DISPLAY_MAX_ROW, ROWS, SQL_100K } from './sqllabQueries.ts';
import { summarize, type TableRow } from './stats.ts';

async function main(options: BenchOptions): Promise<BenchResult> {
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

await runBench('bench:sqllab', USAGE, main);
