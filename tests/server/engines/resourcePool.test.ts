import { describe, expect, it } from 'vitest';
import { queryStoppedError } from '../../../server/engines/errors.ts';
import { PoolClosedError, ResourcePool } from '../../../server/engines/resourcePool.ts';
import { StatementControl } from '../../../server/engines/statementControl.ts';

function countingPool(max: number) {
  const created: number[] = [];
  const destroyed: number[] = [];
  const pool = new ResourcePool<{ id: number; healthy: boolean }>({
    max,
    create: async () => {
      created.push(created.length + 1);
      return { id: created.length, healthy: true };
    },
    destroy: (resource) => {
      destroyed.push(resource.id);
    },
    isHealthy: (resource) => resource.healthy,
  });
  return { pool, created, destroyed };
}

describe('ResourcePool', () => {
  it('creates lazily up to max, then queues requests in order', async () => {
    const { pool, created } = countingPool(2);
    const a = await pool.acquire();
    const b = await pool.acquire();
    const order: number[] = [];
    const c = pool.acquire().then((lease) => {
      order.push(lease.resource.id);
      return lease;
    });
    const d = pool.acquire().then((lease) => {
      order.push(lease.resource.id);
      return lease;
    });
    b.release();
    a.release();
    await Promise.all([c, d]);
    expect(created).toEqual([1, 2]);
    expect(order).toEqual([2, 1]);
    await pool.close();
  });

  it('replaces discarded and unhealthy resources', async () => {
    const { pool, created, destroyed } = countingPool(1);
    const first = await pool.acquire();
    first.resource.healthy = false;
    first.release();
    const second = await pool.acquire();
    expect(second.resource.id).toBe(2);
    second.discard();
    const third = await pool.acquire();
    expect(third.resource.id).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(destroyed).toEqual([1, 2]);
    expect(created).toEqual([1, 2, 3]);
    await pool.close();
  });

  it('stops waiting when the signal aborts, and keeps serving others', async () => {
    const { pool } = countingPool(1);
    const held = await pool.acquire();
    const controller = new AbortController();
    const waiting = pool.acquire(controller.signal);
    const stopped = queryStoppedError('Test');
    controller.abort(stopped);
    await expect(waiting).rejects.toBe(stopped);
    const next = pool.acquire();
    held.release();
    expect((await next).resource.id).toBe(1);
    await pool.close();
    await expect(pool.acquire()).rejects.toBeInstanceOf(PoolClosedError);
  });
});

describe('StatementControl', () => {
  it('cancels the work on abort, waits for it, then rejects with the stop error', async () => {
    const controller = new AbortController();
    const control = new StatementControl({ signal: controller.signal }, 'Test');
    let finish: () => void = () => {};
    const work = new Promise<string>((_resolve, reject) => {
      finish = () => reject(new Error('cancelled by the engine'));
    });
    const cancelled: string[] = [];
    const guarded = control.guard(work, () => {
      cancelled.push('cancel');
      setTimeout(finish, 20);
    });
    controller.abort();
    await expect(guarded).rejects.toMatchObject({ reason: 'stopped', message: 'Query was stopped.' });
    expect(cancelled).toEqual(['cancel']);
    expect(control.unsettled).toBe(false);
    control.dispose();
  });

  it('times out, and marks work that never ends as unsettled', async () => {
    const control = new StatementControl({ timeoutMs: 20 }, 'Test');
    const never = new Promise<string>(() => {});
    await expect(control.guard(never, () => {}, 30)).rejects.toMatchObject({
      reason: 'timeout',
      errorType: 'SQLLAB_TIMEOUT_ERROR',
    });
    expect(control.unsettled).toBe(true);
    control.dispose();
  });

  it('returns results and driver errors untouched when nothing aborts', async () => {
    const control = new StatementControl({ timeoutMs: 1000 }, 'Test');
    await expect(control.guard(Promise.resolve(7), () => {})).resolves.toBe(7);
    const failure = new Error('driver');
    await expect(control.guard(Promise.reject(failure), () => {})).rejects.toBe(failure);
    control.dispose();
  });
});
