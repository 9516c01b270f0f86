// Cleanup for the benchmarks: steps registered as things are started (server, browser, temp
// dir) run once, last first, on normal exit, on failure and on SIGINT / SIGTERM.

type Step = () => Promise<void> | void;

const steps: Step[] = [];
let running: Promise<void> | null = null;

export function onCleanup(step: Step): void {
  steps.push(step);
}

/** Runs every registered step (last registered first); later calls wait for the same run. */
export function cleanup(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop()!;
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return running;
}

/** Cleans up and exits on SIGINT / SIGTERM (exit code 130 / 143). */
export function cleanupOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the bench…`);
      void cleanup().finally(() => process.exit(code));
    });
  }
}
