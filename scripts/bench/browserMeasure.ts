/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// In-page timing of SQL Lab runs. Before the click, the page is armed: a capture-phase
// pointerdown listener takes t0 (performance.now()) when the Run button is pressed, a
// MutationObserver watches for a NEW results table (one that was not there at arming, with the
// expected aria-rowcount) holding a grid row, and once it sees one a requestAnimationFrame
// followed by a MessageChannel message takes the time just after that frame was painted. The
// same arming records long tasks (PerformanceObserver 'longtask') and the longest gap between
// 16 ms interval ticks (how long the main thread was unavailable).
import type { Page } from '@playwright/test';
import { replaceSql } from './browserSession.ts';

export interface RunTiming {
  /** Run pressed → first grid row in the DOM. */
  toRowsMs: number;
  /** Run pressed → the frame with the first rows painted. */
  toPaintMs: number;
  /** Run pressed → the execute request sent / its response's last byte (Resource Timing). */
  requestStartMs: number | null;
  responseEndMs: number | null;
}

export interface Responsiveness {
  longestTaskMs: number;
  longTaskCount: number;
  longestIntervalGapMs: number;
  /** The slowest `page.evaluate(() => 1)` round trip from Node while the result came in. */
  slowestEvaluateMs: number;
}

interface BenchState {
  t0: number | null;
  rows: number | null;
  painted: number | null;
  longTasks: number[];
  maxGap: number;
  request: { start: number; end: number } | null;
}

type BenchWindow = Window & {
  loupeBench?: { state: BenchState; done: Promise<BenchState>; stop(): BenchState };
};

function arm(page: Page, expectedRows: number): Promise<void> {
  return page.evaluate((rowCount) => {
    const w = window as BenchWindow;
    w.loupeBench?.stop();
    const selector = 'table[aria-label="Results"]';
    const before = new Set(document.querySelectorAll(selector));
    performance.clearResourceTimings();
    const state: BenchState = {
      t0: null,
      rows: null,
      painted: null,
      longTasks: [],
      maxGap: 0,
      request: null,
    };
    let resolve: (value: BenchState) => void = () => {};
    const done = new Promise<BenchState>((r) => {
      resolve = r;
    });
    const onPress = (event: Event) => {
      if ((event.target as Element | null)?.closest('button')?.textContent?.trim() === 'Run') {
        state.t0 ??= performance.now();
      }
    };
    document.addEventListener('pointerdown', onPress, { capture: true });
    const observer = new MutationObserver(() => {
      if (state.rows !== null || state.t0 === null) return;
      for (const table of document.querySelectorAll(selector)) {
        if (before.has(table) || table.getAttribute('aria-rowcount') !== String(rowCount + 1)) continue;
        if (!table.querySelector('tbody tr.loupe-data-grid__row')) continue;
        state.rows = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            state.painted = performance.now();
            const executes = performance
              .getEntriesByType('resource')
              .filter(
                (entry) => entry.name.includes('/api/v1/sqllab/execute/') && entry.startTime >= state.t0!,
              );
            const last = executes.at(-1) as PerformanceResourceTiming | undefined;
            if (last) state.request = { start: last.startTime, end: last.responseEnd };
            resolve(state);
          };
          channel.port2.postMessage(null);
        });
        return;
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const tasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    });
    tasks.observe({ type: 'longtask' });
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      state.maxGap = Math.max(state.maxGap, now - last);
      last = now;
    }, 16);
    const giveUp = setTimeout(() => resolve(state), 120_000);
    w.loupeBench = {
      state,
      done,
      stop() {
        clearInterval(ticker);
        clearTimeout(giveUp);
        tasks.disconnect();
        observer.disconnect();
        document.removeEventListener('pointerdown', onPress, { capture: true });
        return state;
      },
    };
  }, expectedRows);
}

async function waitForIdle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).waitFor({ state: 'visible' });
}

function timingOf(state: BenchState, sql: string): RunTiming {
  if (state.t0 === null || state.rows === null || state.painted === null) {
    throw new Error(`no result rows appeared within 120 s for ${sql} (${JSON.stringify(state)})`);
  }
  return {
    toRowsMs: state.rows - state.t0,
    toPaintMs: state.painted - state.t0,
    requestStartMs: state.request ? state.request.start - state.t0 : null,
    responseEndMs: state.request ? state.request.end - state.t0 : null,
  };
}

/** Types the SQL, presses Run and times it to the first painted rows. */
export async function timeRunToRows(page: Page, sql: string, expectedRows: number): Promise<RunTiming> {
  await replaceSql(page, sql);
  await arm(page, expectedRows);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const state = await page.evaluate(() => (window as BenchWindow).loupeBench!.done);
  await page.evaluate(() => (window as BenchWindow).loupeBench!.stop());
  await waitForIdle(page);
  return timingOf(state, sql);
}

/**
 * Runs a big query and watches the page stay usable: Node probes `page.evaluate(() => 1)` every
 * 50 ms from Run until `settleMs` after the rows were painted; the page records long tasks and
 * interval gaps over the same span.
 */
export async function watchBigRun(
  page: Page,
  sql: string,
  expectedRows: number,
  settleMs: number,
): Promise<{ timing: RunTiming; responsiveness: Responsiveness }> {
  await replaceSql(page, sql);
  await arm(page, expectedRows);
  let probing = true;
  let slowest = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      await page.evaluate(() => 1);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const state = await page.evaluate(() => (window as BenchWindow).loupeBench!.done);
  await page.waitForTimeout(settleMs);
  probing = false;
  await probe;
  const final = await page.evaluate(() => (window as BenchWindow).loupeBench!.stop());
  await waitForIdle(page);
  return {
    timing: timingOf(state, sql),
    responsiveness: {
      longestTaskMs: Math.max(0, ...final.longTasks),
      longTaskCount: final.longTasks.length,
      longestIntervalGapMs: final.maxGap,
      slowestEvaluateMs: slowest,
    },
  };
}

/** The texts of the result's notices (limit messages). */
export function resultNotices(page: Page): Promise<string[]> {
  return page.locator('.loupe-sql-lab__result .loupe-sql-lab__notice').allTextContents();
}

/** Scrolls the grid to its end; the time until the last row (aria-rowindex rows + 1) is in the DOM, -1 when it is not within 10 s. */
export async function scrollToLastRow(page: Page, rows: number): Promise<number> {
  return page.evaluate(async (count) => {
    const scroller = document.querySelector<HTMLElement>('.loupe-sql-lab__result [data-virtuoso-scroller]');
    if (!scroller) throw new Error('no grid scroller');
    const started = performance.now();
    scroller.scrollTop = scroller.scrollHeight;
    const last = `.loupe-sql-lab__result tr[aria-rowindex="${count + 1}"]`;
    while (!document.querySelector(last)) {
      if (performance.now() - started > 10_000) return -1;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2) {
        scroller.scrollTop = scroller.scrollHeight;
      }
    }
    return performance.now() - started;
  }, rows);
}
