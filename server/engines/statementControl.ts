// Timeout and stop for one statement, the same for every engine: the caller's AbortSignal and
// the timeout both abort an internal signal whose reason is the typed error (stopped or
// timeout). `guard` runs the engine work; on abort it asks the engine to cancel, waits for the
// work to end (at most `graceMs`), and rejects with that error. Work still running after the
// grace period marks the connection unsettled, so the pool discards it. A statement of a session
// also ends with its session: the session's own signal (stop, overall timeout) aborts it with
// the session's reason.
import type { ExecuteOptions } from './engineSpec.ts';
import { queryStoppedError, queryTimeoutError } from './errors.ts';

/** How long a stopped statement may take to wind down before its connection is dropped. */
export const STOP_GRACE_MS = 1500;

export class StatementControl {
  readonly signal: AbortSignal;
  /** The work did not end within the grace period after a stop: do not reuse its connection. */
  unsettled = false;
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout> | null;
  private readonly userSignal: AbortSignal | undefined;
  private readonly onUserAbort: () => void;

  private readonly parent: AbortSignal | undefined;
  private readonly onParentAbort: () => void;

  constructor(options: ExecuteOptions, engineName: string, parent?: AbortSignal) {
    this.signal = this.controller.signal;
    this.userSignal = options.signal;
    this.parent = parent;
    this.onUserAbort = () => this.controller.abort(queryStoppedError(engineName));
    this.onParentAbort = () => this.controller.abort(parent?.reason);
    if (parent?.aborted) this.onParentAbort();
    else parent?.addEventListener('abort', this.onParentAbort, { once: true });
    if (this.userSignal?.aborted) this.onUserAbort();
    else this.userSignal?.addEventListener('abort', this.onUserAbort, { once: true });
    const timeoutMs = options.timeoutMs;
    this.timer =
      timeoutMs !== undefined && timeoutMs > 0 && !this.signal.aborted
        ? setTimeout(
            () =>
              this.controller.abort(
                queryTimeoutError(engineName, timeoutMs, options.timeoutErrorType ?? 'SQLLAB_TIMEOUT_ERROR'),
              ),
            timeoutMs,
          )
        : null;
  }

  /** The work's result, or — once stopped or timed out — the typed error after cancelling. */
  async guard<T>(work: Promise<T>, cancel: () => Promise<void> | void, graceMs = STOP_GRACE_MS): Promise<T> {
    const settled = work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const aborted = new Promise<null>((resolve) => {
      if (this.signal.aborted) resolve(null);
      else this.signal.addEventListener('abort', () => resolve(null), { once: true });
    });
    const outcome = await Promise.race([settled, aborted]);
    if (outcome) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    const cancelled = Promise.resolve()
      .then(cancel)
      .catch(() => {});
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const grace = new Promise<false>((resolve) => {
      graceTimer = setTimeout(() => resolve(false), graceMs);
    });
    const ended = await Promise.race([Promise.all([settled, cancelled]).then(() => true as const), grace]);
    clearTimeout(graceTimer);
    if (!ended) this.unsettled = true;
    throw this.signal.reason;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.userSignal?.removeEventListener('abort', this.onUserAbort);
    this.parent?.removeEventListener('abort', this.onParentAbort);
  }
}
