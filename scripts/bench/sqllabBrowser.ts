// The Chromium half of bench:sqllab: Run → first rows painted for the 100,000-row query against
// a 1-row query through the same path, then the 1,000,000-row query (capped by the limits, the
// UI says so, the page stays responsive and its grid scrolls to the last row).
import type { BenchOptions } from './args.ts';
import {
  type RunTiming,
  resultNotices,
  scrollToLastRow,
  timeRunToRows,
  watchBigRun,
} from './browserMeasure.ts';
import { openSqlLab } from './browserSession.ts';
import { ROWS, SQL_1_ROW, SQL_1M, SQL_100K } from './sqllabQueries.ts';
import { type Check, formatMs, median, summarize, type TableRow } from './stats.ts';

/** Longest the main thread may be unavailable before the bench calls the page frozen. */
export const FREEZE_MS = 1000;

/** Where the time of a Run goes: request sent, response read, first row in the DOM, painted. */
function breakdown(runs: readonly RunTiming[]): string {
  const at = (pick: (run: RunTiming) => number | null) => {
    const values = runs.map(pick).filter((value): value is number => value !== null);
    return values.length > 0 ? formatMs(median(values)) : '?';
  };
  return [
    `request sent +${at((run) => run.requestStartMs)}`,
    `response read +${at((run) => run.responseEndMs)}`,
    `first row in the DOM +${at((run) => run.toRowsMs)}`,
    `painted +${at((run) => run.toPaintMs)}`,
  ].join(', ');
}

export async function measureBrowser(
  baseURL: string,
  options: Pick<BenchOptions, 'runs' | 'warmup'>,
  displayMaxRow: number,
): Promise<{ rows: TableRow[]; checks: Check[] }> {
  const { page, limit } = await openSqlLab(baseURL, ROWS);
  console.log(`Chromium: SQL Lab on examples / main, row limit ${limit}, display limit ${displayMaxRow}`);
  const expected = Math.min(limit, ROWS, displayMaxRow);
  const big: RunTiming[] = [];
  const small: RunTiming[] = [];
  for (let i = 0; i < options.warmup + options.runs; i++) {
    const one = await timeRunToRows(page, SQL_1_ROW, 1);
    const many = await timeRunToRows(page, SQL_100K, expected);
    if (i < options.warmup) continue;
    small.push(one);
    big.push(many);
  }
  console.log(`Run → rows, medians: ${breakdown(small)} (1 row); ${breakdown(big)} (${expected} rows)`);

  const { timing, responsiveness } = await watchBigRun(page, SQL_1M, expected, 2000);
  const notices = await resultNotices(page);
  const scrollMs = await scrollToLastRow(page, expected);
  const block = Math.max(responsiveness.longestTaskMs, responsiveness.longestIntervalGapMs);
  console.log(
    `1,000,000-row query: ${breakdown([timing])}; ` +
      `${responsiveness.longTaskCount} long tasks, the longest ${formatMs(responsiveness.longestTaskMs)}; ` +
      `longest interval gap ${formatMs(responsiveness.longestIntervalGapMs)}; ` +
      `slowest page.evaluate ${formatMs(responsiveness.slowestEvaluateMs)}; ` +
      `scrolled to the last row in ${scrollMs >= 0 ? formatMs(scrollMs) : 'no time (not shown)'}`,
  );
  const capped = notices.find((text) => /limited to/.test(text));
  return {
    rows: [
      {
        measurement: `Run → first rows painted, ${ROWS.toLocaleString('en-US')}-row query (${expected.toLocaleString('en-US')} shown)`,
        measured: summarize(big.map((run) => run.toPaintMs)),
        baseline: summarize(small.map((run) => run.toPaintMs)),
        baselineName: '1-row query',
        target: { kind: 'ms', value: 1000 },
      },
      {
        measurement: '1M-row query: longest main-thread block',
        measured: summarize([block]),
        target: { kind: 'ms', value: FREEZE_MS },
      },
    ],
    checks: [
      {
        name: '1M-row query capped and the UI says so',
        ok: capped !== undefined,
        detail: capped ? `"${capped}"` : `no limit message (notices: ${JSON.stringify(notices)})`,
      },
      {
        name: '1M-row query: the grid scrolls to its last row',
        ok: scrollMs >= 0,
        detail:
          scrollMs >= 0
            ? `row ${expected.toLocaleString('en-US')} shown ${formatMs(scrollMs)} after scrolling to the end`
            : `row ${expected.toLocaleString('en-US')} not shown within 10 s of scrolling to the end`,
      },
    ],
  };
}
