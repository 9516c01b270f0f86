// Writes SQL Lab's stored copy a moment after each change (and at once on flush), and warns
// when the copy nears the local storage budget — at most once per 8000 ms, as Superset.
import {
  MAX_USAGE_KB,
  type StoredSqlLab,
  type TextStorage,
  WARNING_SHARE,
  WARNING_THROTTLE_MS,
  writeStored,
} from './sqlLabStorage.ts';

/** How long changes gather before one write. */
export const WRITE_DELAY_MS = 500;

export interface StorageWriterOptions {
  storage: TextStorage | null;
  user: string;
  snapshot(): StoredSqlLab;
  /** Called with the KB used when the copy passes 90 % of the budget. */
  warnUsage(usedKb: number, maxKb: number): void;
  now?: () => number;
}

export class StorageWriter {
  private readonly options: StorageWriterOptions;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastWarning = Number.NEGATIVE_INFINITY;
  private stopped = false;

  constructor(options: StorageWriterOptions) {
    this.options = options;
  }

  /** A change happened: write soon. */
  schedule(): void {
    if (this.stopped || !this.options.storage || this.timer) return;
    this.timer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
  }

  /** Writes now (page hidden or closed, session disposed). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped || !this.options.storage) return;
    const now = this.options.now?.() ?? Date.now();
    const used = writeStored(this.options.storage, this.options.user, this.options.snapshot());
    const overBudget = used === null || used > MAX_USAGE_KB * WARNING_SHARE;
    if (overBudget && now - this.lastWarning >= WARNING_THROTTLE_MS) {
      this.lastWarning = now;
      this.options.warnUsage(Math.round(used ?? MAX_USAGE_KB), MAX_USAGE_KB);
    }
  }

  stop(): void {
    this.flush();
    this.stopped = true;
  }
}
