/// <reference lib="dom" />
// In-page timing of Explore repaints. Before the press the page is armed: a capture-phase
// pointerdown listener takes t0 (performance.now()) when the target is pressed, and a
// MutationObserver on the chart region (its svg / canvas, the loading state; not the toolbar nor
// the panes below the chart) notes every change after t0; after each one a requestAnimationFrame plus a MessageChannel message take the
// time just after the frame that shows it was painted. The repaint is over when the region stays
// still for QUIET_MS; its time is the last painted frame − t0 (the quiet wait is not counted).
import type { Locator, Page } from '@playwright/test';

/** How long the chart region must stay unchanged before a repaint counts as finished. */
export const QUIET_MS = 800;

interface RepaintState {
  t0: number | null;
  mutations: number;
  lastMutation: number | null;
  painted: number | null;
}

type BenchWindow = Window & { loupeRepaint?: { state: RepaintState; stop(): void } };

function arm(page: Page, regionSelector: string): Promise<void> {
  return page.evaluate((selector) => {
    const w = window as BenchWindow;
    w.loupeRepaint?.stop();
    const region = document.querySelector(selector);
    if (!region) throw new Error(`no ${selector} on the page`);
    const state: RepaintState = { t0: null, mutations: 0, lastMutation: null, painted: null };
    const onPress = () => {
      state.t0 ??= performance.now();
    };
    document.addEventListener('pointerdown', onPress, { capture: true });
    // The panes below the chart and the toolbar are not the chart.
    const ignored = '.loupe-explore__below-chart, .loupe-explore__chart-toolbar';
    const observer = new MutationObserver((records) => {
      if (state.t0 === null) return;
      const target = (node: Node) => (node instanceof Element ? node : node.parentElement);
      if (records.every((record) => target(record.target)?.closest(ignored))) return;
      const at = performance.now();
      state.mutations += 1;
      state.lastMutation = at;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          // Only the frame after the latest change counts.
          if (state.lastMutation === at) state.painted = performance.now();
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(region, { childList: true, subtree: true, attributes: true, characterData: true });
    w.loupeRepaint = {
      state,
      stop() {
        observer.disconnect();
        document.removeEventListener('pointerdown', onPress, { capture: true });
      },
    };
  }, regionSelector);
}

function readState(page: Page): Promise<RepaintState> {
  return page.evaluate(() => {
    const repaint = (window as BenchWindow).loupeRepaint;
    if (!repaint) throw new Error('the page is not armed');
    return { ...repaint.state };
  });
}

/** Presses the target and returns press → the last frame painted of the chart's repaint (ms). */
export async function timeRepaint(page: Page, regionSelector: string, target: Locator): Promise<number> {
  await arm(page, regionSelector);
  await target.click();
  const deadline = Date.now() + 30_000;
  let state = await readState(page);
  let stillSince = Date.now();
  let seen = state.mutations;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await readState(page);
    if (state.mutations !== seen) {
      seen = state.mutations;
      stillSince = Date.now();
    } else if (state.mutations > 0 && state.painted !== null && Date.now() - stillSince >= QUIET_MS) {
      break;
    }
  }
  await page.evaluate(() => (window as BenchWindow).loupeRepaint?.stop());
  if (state.t0 === null || state.painted === null || state.mutations === 0) {
    throw new Error(`the chart did not repaint within 30 s (${JSON.stringify(state)})`);
  }
  return state.painted - state.t0;
}
