// Async chart queries (spec §4 'Async chart queries', §8): 200, 202 with jobs and their events,
// other statuses; and runAsyncChartQuery, the promise the chart's query actor uses.
import { describe, expect, it, vi } from 'vitest';
import {
  type AsyncEvent,
  dataOf,
  jobError,
  jobsOf,
  runAsyncChartQuery,
  UNEXPECTED_STATUS,
} from '../../machines/asyncChartQuery/index.ts';
import { job, jobEvent, startAsyncChartQuery } from './asyncChartQuerySupport.ts';
import { flush } from './harness.ts';

describe('async chart query machine', () => {
  it('posts the query context; HTTP 200 is the data', async () => {
    const t = startAsyncChartQuery({ queryContext: { q: 1 }, formData: { slice_id: 3 }, force: true });
    expect(t.postChartData.live()!.input).toEqual({
      queryContext: { q: 1 },
      formData: { slice_id: 3 },
      force: true,
    });
    t.postChartData.live()!.resolve({ status: 200, json: { result: [{ rowcount: 1 }] } });
    await flush();
    expect(t.output()).toEqual({ ok: true, data: [{ rowcount: 1 }] });
  });

  it.each([201, 204, 400, 500])('HTTP %i is an unexpected status', async (status) => {
    const t = startAsyncChartQuery();
    t.postChartData.live()!.resolve({ status, json: {} });
    await flush();
    expect(t.output()).toEqual({
      ok: false,
      error: { error: `Received unexpected response status (${status}) while fetching chart data` },
    });
    expect(UNEXPECTED_STATUS).toBe('Received unexpected response status (%s) while fetching chart data');
  });

  it('a failed post is the error', async () => {
    const t = startAsyncChartQuery();
    t.postChartData.live()!.reject({ error: 'Forbidden' });
    await flush();
    expect(t.output()).toEqual({ ok: false, error: { error: 'Forbidden' } });
  });

  it("HTTP 202: waits for the job's done event, then fetches its result_url", async () => {
    const t = startAsyncChartQuery();
    t.postChartData.live()!.resolve({ status: 202, json: job('j1') });
    await flush();
    expect(t.value()).toEqual({ jobs: 'waiting' });
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('other', 'done') });
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('j1', 'running') });
    expect(t.warn).toHaveBeenCalledWith('running');
    expect(t.value()).toEqual({ jobs: 'waiting' });
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('j1', 'done') });
    expect(t.fetchResult.live()!.input).toEqual({ jobId: 'j1', resultUrl: '/api/v1/chart/data/j1' });
    t.fetchResult.live()!.resolve({ result: [{ data: [1] }] });
    await flush();
    expect(t.output()).toEqual({ ok: true, data: [{ data: [1] }] });
    expect(t.fetchResult.calls).toHaveLength(1);
  });

  it('HTTP 202 with several jobs: every result, in job order', async () => {
    const t = startAsyncChartQuery();
    t.postChartData.live()!.resolve({ status: 202, json: { result: [job('a'), job('b')] } });
    await flush();
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('b', 'done') });
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('a', 'done') });
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('a', 'done') });
    t.fetchResult.live()!.resolve({ result: ['B'] });
    await flush();
    expect(t.fetchResult.live()!.input.jobId).toBe('a');
    t.fetchResult.live()!.resolve('A');
    await flush();
    expect(t.output()).toEqual({ ok: true, data: ['A', 'B'] });
    expect(t.fetchResult.calls).toHaveLength(2);
  });

  it('an error event fails with its errors', async () => {
    const t = startAsyncChartQuery({ jobs: [job('j1')] });
    expect(t.postChartData.calls).toHaveLength(0);
    const errors = [{ message: 'Division by zero', error_type: 'GENERIC_DB_ENGINE_ERROR' }];
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('j1', 'error', { errors }) });
    expect(t.output()).toEqual({ ok: false, error: { error: 'Division by zero', errors } });
  });

  it('a failed result fetch is the error', async () => {
    const t = startAsyncChartQuery({ jobs: [job('j1')] });
    t.actor.send({ type: 'JOB_EVENT', event: jobEvent('j1', 'done') });
    t.fetchResult.live()!.reject({ error: 'Gone' });
    await flush();
    expect(t.output()).toEqual({ ok: false, error: { error: 'Gone' } });
  });
});

describe('rules', () => {
  it('dataOf, jobsOf, jobError', () => {
    expect(dataOf({ result: [1, 2] })).toEqual([1, 2]);
    expect(dataOf('plain')).toEqual(['plain']);
    expect(jobsOf({ result: [job('a'), { nope: 1 }] })).toEqual([job('a')]);
    expect(jobError({ errors: [] })).toEqual({ error: 'Error', errors: [] });
  });
});

describe('runAsyncChartQuery', () => {
  function events() {
    const listeners = new Map<string, (event: AsyncEvent) => void>();
    return {
      listeners,
      listen: vi.fn((jobId: string, listener: (event: AsyncEvent) => void) => {
        listeners.set(jobId, listener);
        return () => listeners.delete(jobId);
      }),
    };
  }

  it('resolves the 200 data', async () => {
    const bus = events();
    const data = await runAsyncChartQuery(
      {
        postChartData: async () => ({ status: 200, json: { result: [{ a: 1 }] } }),
        fetchResult: vi.fn(),
        listen: bus.listen,
      },
      { queryContext: {} },
    );
    expect(data).toEqual([{ a: 1 }]);
    expect(bus.listen).not.toHaveBeenCalled();
  });

  it('listens to the 202 job, resolves its result, and stops listening', async () => {
    const bus = events();
    const fetchResult = vi.fn(async () => ({ result: [{ b: 2 }] }));
    const promise = runAsyncChartQuery(
      { postChartData: async () => ({ status: 202, json: job('j9') }), fetchResult, listen: bus.listen },
      { queryContext: {} },
    );
    await flush();
    expect(bus.listeners.has('j9')).toBe(true);
    bus.listeners.get('j9')!(jobEvent('j9', 'done'));
    await expect(promise).resolves.toEqual([{ b: 2 }]);
    expect(bus.listeners.size).toBe(0);
  });

  it('rejects with the error and an AbortError when aborted', async () => {
    const bus = events();
    await expect(
      runAsyncChartQuery(
        { postChartData: async () => ({ status: 500, json: {} }), fetchResult: vi.fn(), listen: bus.listen },
        { queryContext: {} },
      ),
    ).rejects.toEqual({ error: 'Received unexpected response status (500) while fetching chart data' });
    const controller = new AbortController();
    let postSignal: AbortSignal | undefined;
    const pending = runAsyncChartQuery(
      {
        postChartData: (_, signal) => {
          postSignal = signal;
          return new Promise(() => {});
        },
        fetchResult: vi.fn(),
        listen: bus.listen,
      },
      { queryContext: {} },
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(postSignal?.aborted).toBe(true);
  });
});
