// `npm run bench:explore`: Explore's performance targets (issue 5 item 8) in headless Chromium on
// the real server — control change → new chart painted for a 1,000-point line chart on cached
// data (≤ 150 ms; a render-trigger control and a query control, with 'Update chart' on the
// unchanged chart as the in-run baseline) — and the gzip'd JavaScript of the home page and of
// /explore/ (printed; no vega chunk on the home page). See scripts/bench/README.md.
import { cpus } from 'node:os';
import { ensureChromium } from '../chromium.ts';
import { type BenchOptions, USAGE } from './args.ts';
import { startBenchServer } from './benchServer.ts';
import { salesDatasetId } from './chartDataApi.ts';
import { measureExploreBrowser } from './exploreBrowser.ts';
import { type BenchResult, runBench } from './runBench.ts';
import { logInApi } from './sqllabApi.ts';

const EXPLORE_USAGE = USAGE.replace('bench:sqllab', 'bench:explore')
  .replace(/\n\s+--no-browser[^\n]*/, '')
  .replace(/\(the browser half[^)]*\)/, '');

async function main(options: BenchOptions): Promise<BenchResult> {
  console.log(
    `bench:explore — ${options.runs} measured runs after ${options.warmup} warm-up runs; Node ${process.version}, ${cpus().length} CPUs`,
  );
  if (!options.browser)
    throw new Error('bench:explore measures in Chromium only: --no-browser leaves nothing to do');
  const chromium = ensureChromium();
  if (!chromium.ok) throw new Error(chromium.reason);
  const server = await startBenchServer(options.port, { sqlMaxRow: 100_000, displayMaxRow: 10_000 });
  const api = await logInApi(server.baseURL);
  const datasetId = await salesDatasetId(api);
  return measureExploreBrowser(server.baseURL, datasetId, options);
}

await runBench('bench:explore', EXPLORE_USAGE, main);
