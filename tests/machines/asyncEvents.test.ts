// Async event delivery (spec §4 'Event delivery', §9), through createAsyncEventClient with fake
// timers: polling, the last id, listeners, retries of unmatched events, websocket reconnection
// and the fallback to polling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncEvent } from '../../machines/asyncChartQuery/index.ts';
import {
  createAsyncEventClient,
  LAST_EVENT_ID_KEY,
  retryDelay,
  type SocketHandlers,
  WS_FALLBACK_WARNING,
} from '../../machines/asyncEvents/index.ts';
import { job, jobEvent } from './asyncChartQuerySupport.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function event(jobId: string, id: string, status = 'done'): AsyncEvent {
  return jobEvent(jobId, status, { id });
}

describe('polling (default transport)', () => {
  it('asks every polling delay with the last id, only while somebody listens', async () => {
    const storage = memoryStorage({ [LAST_EVENT_ID_KEY]: '5-0' });
    const batches: AsyncEvent[][] = [[event('j1', '6-0', 'running')], [event('j1', '7-0')]];
    const fetchEvents = vi.fn(async () => batches.shift() ?? []);
    const client = createAsyncEventClient({ fetchEvents, storage, pollingDelayMs: 300, warn: vi.fn() });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchEvents).not.toHaveBeenCalled();
    const seen: AsyncEvent[] = [];
    const unsubscribe = client.listen('j1', (e) => seen.push(e));
    await vi.advanceTimersByTimeAsync(300);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    expect(fetchEvents).toHaveBeenLastCalledWith('5-0');
    await vi.advanceTimersByTimeAsync(300);
    expect(fetchEvents).toHaveBeenLastCalledWith('6-0');
    expect(seen.map((e) => e.id)).toEqual(['6-0', '7-0']);
    expect(storage.items.get(LAST_EVENT_ID_KEY)).toBe('7-0');
    unsubscribe();
    const calls = fetchEvents.mock.calls.length;
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchEvents.mock.calls.length).toBe(calls);
    client.stop();
  });

  it('uses 500 ms by default and keeps polling after a failed fetch', async () => {
    const warn = vi.fn();
    const fetchEvents = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    const client = createAsyncEventClient({ fetchEvents, warn });
    client.listen('j1', () => {});
    await vi.advanceTimersByTimeAsync(499);
    expect(fetchEvents).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchEvents).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalled();
    client.stop();
  });

  it('retries an event nobody listens to 6 times, 100 ms × attempt, then warns', async () => {
    const warn = vi.fn();
    const fetchEvents = vi
      .fn()
      .mockResolvedValueOnce([event('late', '1-0')])
      .mockResolvedValue([]);
    const client = createAsyncEventClient({ fetchEvents, warn });
    const stopOther = client.listen('other', () => {});
    await vi.advanceTimersByTimeAsync(500);
    stopOther();
    // Retries at +100, +200 (300), +300 (600), +400 (1000), +500 (1500), +600 (2100).
    const seen: string[] = [];
    await vi.advanceTimersByTimeAsync(1000);
    client.listen('late', (e) => seen.push(e.job_id));
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toEqual(['late']); // delivered by the 5th retry
    expect(warn).not.toHaveBeenCalledWith('listener not found for job_id', 'late');
    client.stop();
  });

  it('drops an event still unmatched after the 6th retry', async () => {
    const warn = vi.fn();
    const fetchEvents = vi
      .fn()
      .mockResolvedValueOnce([event('late', '1-0')])
      .mockResolvedValue([]);
    const client = createAsyncEventClient({ fetchEvents, warn });
    const stopOther = client.listen('other', () => {});
    await vi.advanceTimersByTimeAsync(500);
    stopOther();
    await vi.advanceTimersByTimeAsync(2099);
    expect(warn).not.toHaveBeenCalledWith('listener not found for job_id', 'late');
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith('listener not found for job_id', 'late');
    const seen: string[] = [];
    client.listen('late', (e) => seen.push(e.job_id));
    await vi.advanceTimersByTimeAsync(5000);
    expect(seen).toEqual([]);
    client.stop();
  });

  it('retryDelay', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelay)).toEqual([100, 200, 300, 400, 500, 600, null]);
  });
});

describe('websocket transport', () => {
  function sockets() {
    const opened: Array<{ lastId: string | null; handlers: SocketHandlers; closed: boolean }> = [];
    return {
      opened,
      openSocket: (lastId: string | null, handlers: SocketHandlers) => {
        const socket = { lastId, handlers, closed: false };
        opened.push(socket);
        return () => {
          socket.closed = true;
        };
      },
    };
  }

  it('connects with the last id, delivers messages, reconnects 2500 ms after a close', async () => {
    const ws = sockets();
    const storage = memoryStorage({ [LAST_EVENT_ID_KEY]: '3-0' });
    const fetchEvents = vi.fn(async () => []);
    const client = createAsyncEventClient({
      fetchEvents,
      openSocket: ws.openSocket,
      storage,
      transport: 'ws',
    });
    expect(ws.opened).toHaveLength(1);
    expect(ws.opened[0]!.lastId).toBe('3-0');
    const seen: string[] = [];
    client.listen('j1', (e) => seen.push(e.id));
    ws.opened[0]!.handlers.onOpen();
    ws.opened[0]!.handlers.onMessage(JSON.stringify(event('j1', '4-0')));
    expect(seen).toEqual(['4-0']);
    ws.opened[0]!.handlers.onClose();
    expect(ws.opened[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(2499);
    expect(ws.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ws.opened).toHaveLength(2);
    expect(ws.opened[1]!.lastId).toBe('4-0');
    expect(fetchEvents).not.toHaveBeenCalled();
    client.stop();
  });

  it('after 6 failed reconnections falls back to polling with a warning', async () => {
    const ws = sockets();
    const warn = vi.fn();
    const fetchEvents = vi.fn(async () => []);
    const client = createAsyncEventClient({ fetchEvents, openSocket: ws.openSocket, transport: 'ws', warn });
    client.listen('j1', () => {});
    for (let attempt = 0; attempt < 6; attempt += 1) {
      ws.opened.at(-1)!.handlers.onClose();
      await vi.advanceTimersByTimeAsync(2500);
    }
    expect(ws.opened).toHaveLength(7);
    expect(warn).not.toHaveBeenCalledWith(WS_FALLBACK_WARNING, undefined);
    ws.opened.at(-1)!.handlers.onClose();
    await vi.advanceTimersByTimeAsync(2500);
    expect(ws.opened).toHaveLength(7);
    expect(warn).toHaveBeenCalledWith(WS_FALLBACK_WARNING, undefined);
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchEvents).toHaveBeenCalledTimes(1);
    client.stop();
  });

  it('an open socket resets the failures', async () => {
    const ws = sockets();
    const warn = vi.fn();
    const client = createAsyncEventClient({
      fetchEvents: vi.fn(async () => []),
      openSocket: ws.openSocket,
      transport: 'ws',
      warn,
    });
    for (let attempt = 0; attempt < 12; attempt += 1) {
      ws.opened.at(-1)!.handlers.onClose();
      await vi.advanceTimersByTimeAsync(2500);
      if (attempt % 5 === 4) ws.opened.at(-1)!.handlers.onOpen();
    }
    expect(ws.opened).toHaveLength(13);
    expect(warn).not.toHaveBeenCalledWith(WS_FALLBACK_WARNING, undefined);
    client.stop();
  });
});

describe('waitForJob', () => {
  it("resolves the done job's result, rejects an error job, ignores other statuses with a warning", async () => {
    const warn = vi.fn();
    const batches: AsyncEvent[][] = [
      [event('a', '1-0', 'running'), event('b', '1-1', 'error')],
      [jobEvent('a', 'done', { id: '2-0' })],
    ];
    const fetchResult = vi.fn(async () => ({ result: [{ rows: 1 }] }));
    const client = createAsyncEventClient({
      fetchEvents: async () => batches.shift() ?? [],
      fetchResult,
      warn,
    });
    const a = client.waitForJob(job('a'));
    const b = client.waitForJob(job('b'));
    const bSettled = expect(b).rejects.toMatchObject({ error: 'Error' });
    await vi.advanceTimersByTimeAsync(500);
    await bSettled;
    expect(warn).toHaveBeenCalledWith('received event with status', 'running');
    await vi.advanceTimersByTimeAsync(500);
    await expect(a).resolves.toEqual([{ rows: 1 }]);
    expect(fetchResult).toHaveBeenCalledWith(
      { jobId: 'a', resultUrl: '/api/v1/chart/data/a' },
      expect.anything(),
    );
    client.stop();
  });
});
