// `npm run bench:chart-data`: the chart-data targets of the datasets issue (item 6), against
// baselines from the same run — a GROUP BY over the 1,000,000-row `sales` through
// /api/v1/chart/data (forced past the cache) vs the same SQL on the raw DuckDB driver (≤ 1.10×);
// the latency chart data adds to a tiny query (chart data minus raw driver, ≤ 2 ms median); and
// cached chart-data throughput under a load generator on loopback (≥ 5,000 requests/s). See
// scripts/bench/README.md.
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { applyPostProcessing } from '../../lib/postProcessing/index.ts';
import { parseBenchArgs, UsageError } from './args.ts';
import { startBenchServer } from './benchServer.ts';
import { groupByContext, salesDatasetId, timedChartData, timedHealth, tinyContext } from './chartDataApi.ts';
import { cleanup, cleanupOnSignals } from './cleanup.ts';
import { openRawEngine } from './rawDuckdb.ts';
import { logInApi } from './sqllabApi.ts';
import {
  type Check,
  evaluate,
  formatChecks,
  formatMs,
  formatTable,
  summarize,
  type TableRow,
} from './stats.ts';

const USAGE = `Usage: npm run bench:chart-data -- [--runs N] [--warmup N] [--port P] [--strict]`;
const THROUGHPUT_TARGET = 5000;
const LOAD_SECONDS = 5;
const LOAD_WARMUP_SECONDS = 2;
/** Requests that bring the server to the steady state a serving server is in (JIT-compiled). */
const SERVER_WARMUP = { tiny: 300, groupBy: 10 };

let options: ReturnType<typeof parseBenchArgs>;
try {
  options = parseBenchArgs(process.argv.slice(2), process.env);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`bench:chart-data: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

async function pairedSamples(
  runs: number,
  warmup: number,
  measured: () => Promise<number>,
  baseline: () => Promise<number>,
) {
  const samples = { measured: [] as number[], baseline: [] as number[], added: [] as number[] };
  for (let i = 0; i < warmup + runs; i++) {
    const m = await measured();
    const b = await baseline();
    if (i < warmup) continue;
    samples.measured.push(m);
    samples.baseline.push(b);
    samples.added.push(m - b);
  }
  return samples;
}

/** pivot → rename → flatten, as a bar chart by day with 20 series asks, on 10,000 rows. */
function pivotSamples(runs: number): number[] {
  const rows: Record<string, number | string>[] = [];
  for (let day = 0; day < 500; day += 1) {
    for (let series = 0; series < 20; series += 1) {
      rows.push({
        ds: day * 86_400_000,
        region: `region ${series}`,
        'SUM(x)': (day * 31 + series * 7) % 101,
      });
    }
  }
  const frame = { columns: ['ds', 'region', 'SUM(x)'], types: [2, 1, 0] as (0 | 1 | 2)[], rows };
  const steps = [
    {
      operation: 'pivot',
      options: {
        index: ['ds'],
        columns: ['region'],
        aggregates: { 'SUM(x)': { operator: 'mean' } },
        drop_missing_columns: false,
      },
    },
    { operation: 'rename', options: { columns: { 'SUM(x)': null }, level: 0, inplace: true } },
    { operation: 'flatten' },
  ];
  const samples: number[] = [];
  for (let run = 0; run < runs + 3; run += 1) {
    const started = performance.now();
    applyPostProcessing(frame, steps);
    if (run >= 3) samples.push(performance.now() - started);
  }
  return samples;
}

async function timedRaw(run: () => Promise<number>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function cachedThroughput(baseURL: string, headers: Record<string, string>, body: string) {
  const load = (duration: number) =>
    autocannon({
      url: `${baseURL}/api/v1/chart/data`,
      method: 'POST',
      headers,
      body,
      connections: 16,
      pipelining: 1,
      duration,
    });
  // Unmeasured first, as every measurement here: the cached path (its own code, not the forced
  // one the server was warmed with) reaches V8's optimising tier under load, as on a serving server.
  await load(LOAD_WARMUP_SECONDS);
  const result = await load(LOAD_SECONDS);
  return {
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors,
    p50: result.latency.p50,
  };
}

async function main(): Promise<{ rows: TableRow[]; checks: Check[] }> {
  const runs = Math.max(options.runs, 20);
  const { warmup } = options;
  console.log(
    `bench:chart-data — ${runs} measured runs after ${warmup} warm-up runs; Node ${process.version}, ${cpus().length} CPUs`,
  );
  const server = await startBenchServer(options.port, { sqlMaxRow: 100_000, displayMaxRow: 10_000 });
  const api = await logInApi(server.baseURL);
  const engine = await openRawEngine(server.rawExamplesPath);
  const datasetId = await salesDatasetId(api);

  // The SQL the server runs, with its values written in, is what the raw driver runs.
  const groupBy = await timedChartData(api, groupByContext(datasetId, true));
  const groupBySql = groupBy.body.result[0]?.query ?? '';
  const rawRows = await engine.raw(groupBySql);
  if (rawRows !== groupBy.body.result[0]?.data?.length) {
    throw new Error(
      `the raw driver returned ${rawRows} rows, chart data ${groupBy.body.result[0]?.data?.length}`,
    );
  }
  console.log(`GROUP BY over sales: ${rawRows} groups\n  ${groupBySql.replaceAll('\n', ' ')}`);
  const tiny = await timedChartData(api, tinyContext(datasetId, true));
  const tinySql = tiny.body.result[0]?.query ?? '';

  // A fresh server runs its request path in V8's interpreter and baseline tiers for the first
  // hundreds of requests: measured then, the 'added latency' is mostly not-yet-optimised code.
  const warmStarted = performance.now();
  for (let i = 0; i < SERVER_WARMUP.tiny; i++) await timedChartData(api, tinyContext(datasetId, true));
  for (let i = 0; i < SERVER_WARMUP.groupBy; i++) await timedChartData(api, groupByContext(datasetId, true));
  console.log(
    `Warmed the server with ${SERVER_WARMUP.tiny + SERVER_WARMUP.groupBy} forced requests in ${formatMs(performance.now() - warmStarted)}.`,
  );

  const big = await pairedSamples(
    runs,
    warmup,
    async () => (await timedChartData(api, groupByContext(datasetId, true))).ms,
    () => timedRaw(() => engine.raw(groupBySql)),
  );
  const small = await pairedSamples(
    runs * 5,
    warmup * 5,
    async () => (await timedChartData(api, tinyContext(datasetId, true))).ms,
    () => timedRaw(() => engine.raw(tinySql)),
  );

  // The same rhythm with a bare round trip in place of the chart-data request: what of the
  // added latency any request to this server pays on this host.
  const roundTrip = await pairedSamples(
    runs * 5,
    warmup * 5,
    () => timedHealth(api),
    () => timedRaw(() => engine.raw(tinySql)),
  );

  const cachedBody = JSON.stringify(groupByContext(datasetId, false));
  const warm = await timedChartData(api, JSON.parse(cachedBody));
  if (warm.body.result[0]?.is_cached !== true) {
    const again = await timedChartData(api, JSON.parse(cachedBody));
    if (again.body.result[0]?.is_cached !== true)
      throw new Error('the second identical request was not cached');
  }
  const load = await cachedThroughput(server.baseURL, api.headers, cachedBody);
  console.log(
    `cached load: ${load.rps.toFixed(0)} requests/s for ${LOAD_SECONDS} s with 16 connections (p50 ${load.p50} ms, non-2xx ${load.non2xx}, errors ${load.errors})`,
  );

  const pivot = pivotSamples(runs);

  const rows: TableRow[] = [
    {
      measurement: 'GROUP BY over 1M sales, chart data (forced)',
      measured: summarize(big.measured),
      baseline: summarize(big.baseline),
      baselineName: 'raw DuckDB',
      target: { kind: 'ratio', value: 1.1 },
    },
    {
      measurement: 'tiny query, chart data (forced)',
      measured: summarize(small.measured),
      baseline: summarize(small.baseline),
      baselineName: 'raw DuckDB',
      target: null,
    },
    {
      measurement: 'tiny query, added latency (chart data − raw)',
      measured: summarize(small.added),
      target: { kind: 'ms', value: 2 },
    },
    {
      measurement: 'HTTP round trip, GET /health (paired the same way)',
      measured: summarize(roundTrip.measured),
      target: null,
    },
    {
      measurement: 'post-processing: pivot 10,000 rows × 20 series (in process)',
      measured: summarize(pivot),
      target: null,
    },
  ];
  const checks: Check[] = [
    {
      name: `cached chart-data throughput ≥ ${THROUGHPUT_TARGET} requests/s`,
      ok: load.rps >= THROUGHPUT_TARGET && load.non2xx === 0 && load.errors === 0,
      detail: `${load.rps.toFixed(0)} requests/s (autocannon, 16 connections, ${LOAD_SECONDS} s, on this machine's ${cpus().length} cores shared with the server)`,
    },
  ];
  return { rows, checks };
}

let exitCode = 0;
try {
  cleanupOnSignals();
  const result = await main();
  const rows = result.rows.map(evaluate);
  console.log(`\n${formatTable(rows)}\n`);
  console.log(`${formatChecks(result.checks)}\n`);
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
    `bench:chart-data failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  exitCode = 1;
} finally {
  await cleanup();
}
console.log(`bench:chart-data took ${formatMs(performance.now())}.`);
process.exit(exitCode);
