// An async chart query actor whose calls the test answers, with the warning spied.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type AsyncChartQueryInput,
  type AsyncEvent,
  type AsyncJob,
  asyncChartQueryMachine,
  type FetchResultInput,
  type PostChartDataInput,
  type PostChartDataOutput,
} from '../../machines/asyncChartQuery/index.ts';
import { controlled } from './harness.ts';

export function job(jobId: string, overrides: Partial<AsyncJob> = {}): AsyncJob {
  return {
    channel_id: 'c1',
    job_id: jobId,
    user_id: 1,
    status: 'pending',
    errors: [],
    result_url: null,
    ...overrides,
  };
}

export function jobEvent(jobId: string, status: string, overrides: Partial<AsyncEvent> = {}): AsyncEvent {
  return {
    ...job(jobId),
    id: `1-${jobId}`,
    status,
    result_url: status === 'done' ? `/api/v1/chart/data/${jobId}` : null,
    ...overrides,
  };
}

export function startAsyncChartQuery(input: AsyncChartQueryInput = { queryContext: { queries: [] } }) {
  const postChartData = controlled<PostChartDataInput, PostChartDataOutput>();
  const fetchResult = controlled<FetchResultInput, unknown>();
  const warn = vi.fn();
  const machine = asyncChartQueryMachine.provide({
    actors: { postChartData: postChartData.logic, fetchResult: fetchResult.logic },
    actions: { warn: (_, params) => warn(params.status) },
  });
  const actor = createActor(machine, { input }).start();
  return {
    actor,
    postChartData,
    fetchResult,
    warn,
    value: () => actor.getSnapshot().value,
    output: () => actor.getSnapshot().output,
  };
}
