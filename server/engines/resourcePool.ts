// A small pool of engine connections (or SQLite processes): at most `max` resources, created
// lazily, handed out in order of request, reset when given back (the next user inherits no
// session state), dropped when broken, when the reset fails or when idle too long. Waiting for one
// can be abandoned through an AbortSignal (the statement was stopped or timed out).

export interface ResourcePoolOptions<T> {
  create(): Promise<T>;
  destroy(resource: T): Promise<void> | void;
  /** False for a resource that must not be reused (its connection died). */
  isHealthy?(resource: T): boolean;
  /**
   * Clears the session state a released resource may carry (PostgreSQL's DISCARD ALL, MySQL's
   * connection reset) before anyone else gets it; a resource whose reset fails is closed.
   */
  reset?(resource: T): Promise<void>;
  max: number;
  /** Idle resources older than this are closed (default 60 s). */
  idleTimeoutMs?: number;
}

export interface Lease<T> {
  readonly resource: T;
  /** Back to the pool (or closed when unhealthy). */
  release(): void;
  /** Closed now: its state cannot be trusted. */
  discard(): void;
}

interface Waiter<T> {
  resolve(lease: Lease<T>): void;
  reject(error: unknown): void;
}

export class PoolClosedError extends Error {
  override name = 'PoolClosedError';
  constructor() {
    super('The connection pool is closed.');
  }
}

export class ResourcePool<T> {
  private readonly options: ResourcePoolOptions<T>;
  private readonly idle: { resource: T; since: number }[] = [];
  private readonly waiters: Waiter<T>[] = [];
  private readonly leased = new Set<T>();
  /** Released resources whose reset is under way. */
  private readonly resetting = new Set<T>();
  /** Resources alive or being created. */
  private size = 0;
  private closed = false;
  private reaper: ReturnType<typeof setInterval> | null = null;

  constructor(options: ResourcePoolOptions<T>) {
    this.options = options;
  }

  async acquire(signal?: AbortSignal): Promise<Lease<T>> {
    if (this.closed) throw new PoolClosedError();
    signal?.throwIfAborted();
    const idle = this.takeIdle();
    if (idle !== undefined) return this.lease(idle);
    if (this.size < this.options.max) return this.createLease(signal);
    return new Promise<Lease<T>>((resolve, reject) => {
      const waiter: Waiter<T> = {
        resolve: (lease) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(lease);
        },
        reject: (error) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      };
      const onAbort = () => {
        const index = this.waiters.indexOf(waiter);
        if (index >= 0) this.waiters.splice(index, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(waiter);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reaper) clearInterval(this.reaper);
    for (const waiter of this.waiters.splice(0)) waiter.reject(new PoolClosedError());
    const resources = [
      ...this.idle.splice(0).map((entry) => entry.resource),
      ...this.leased,
      ...this.resetting,
    ];
    this.leased.clear();
    this.resetting.clear();
    await Promise.allSettled(resources.map(async (resource) => this.options.destroy(resource)));
    this.size = 0;
  }

  private async createLease(signal?: AbortSignal): Promise<Lease<T>> {
    this.size++;
    const creating = this.options.create();
    try {
      const resource = await abortable(creating, signal);
      if (this.closed) {
        await this.options.destroy(resource);
        throw new PoolClosedError();
      }
      return this.lease(resource);
    } catch (error) {
      if (signal?.aborted && error === signal.reason) {
        // Keep what is still being created for the next statement.
        creating.then(
          (resource) => this.giveBack(resource),
          () => this.forget(),
        );
      } else this.forget();
      throw error;
    }
  }

  private lease(resource: T): Lease<T> {
    this.leased.add(resource);
    this.ensureReaper();
    let done = false;
    return {
      resource,
      release: () => {
        if (done) return;
        done = true;
        this.leased.delete(resource);
        this.resetAndGiveBack(resource);
      },
      discard: () => {
        if (done) return;
        done = true;
        this.leased.delete(resource);
        this.destroy(resource);
      },
    };
  }

  private resetAndGiveBack(resource: T): void {
    const reset = this.options.reset;
    if (!reset || this.closed || !this.healthy(resource)) {
      this.giveBack(resource);
      return;
    }
    this.resetting.add(resource);
    Promise.resolve()
      .then(() => reset(resource))
      .then(
        () => {
          // Closing the pool meanwhile destroyed it.
          if (this.resetting.delete(resource)) this.giveBack(resource);
        },
        () => {
          if (this.resetting.delete(resource)) this.destroy(resource);
        },
      );
  }

  private giveBack(resource: T): void {
    if (this.closed || !this.healthy(resource)) {
      this.destroy(resource);
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(this.lease(resource));
    else this.idle.push({ resource, since: Date.now() });
  }

  private destroy(resource: T): void {
    this.forget();
    Promise.resolve()
      .then(() => this.options.destroy(resource))
      .catch(() => {});
  }

  /** One resource fewer: a waiter may now create one. */
  private forget(): void {
    this.size = Math.max(0, this.size - 1);
    const waiter = this.closed ? undefined : this.waiters.shift();
    if (waiter) this.createLease().then(waiter.resolve, waiter.reject);
  }

  private takeIdle(): T | undefined {
    while (this.idle.length > 0) {
      const { resource } = this.idle.pop()!;
      if (this.healthy(resource)) return resource;
      this.destroy(resource);
    }
    return undefined;
  }

  private healthy(resource: T): boolean {
    return this.options.isHealthy ? this.options.isHealthy(resource) : true;
  }

  private ensureReaper(): void {
    if (this.reaper || this.closed) return;
    const timeout = this.options.idleTimeoutMs ?? 60_000;
    this.reaper = setInterval(
      () => {
        const now = Date.now();
        for (let index = this.idle.length - 1; index >= 0; index--) {
          const entry = this.idle[index]!;
          if (now - entry.since >= timeout) {
            this.idle.splice(index, 1);
            this.destroy(entry.resource);
          }
        }
      },
      Math.max(1000, timeout / 2),
    );
    this.reaper.unref();
  }
}

/** The promise, or the signal's reason as soon as it aborts. */
export function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
