// A chart actor whose query actor the test answers, with spied caller actions.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type ChartInput,
  type ChartQueryInput,
  chartMachine,
  type QueryResponse,
} from '../../machines/chart/index.ts';
import { controlled } from './harness.ts';

export function startChart(input: Partial<ChartInput> = {}) {
  const chartQuery = controlled<ChartQueryInput, QueryResponse[]>();
  const abortAnnotationQuery = vi.fn();
  const logQueryError = vi.fn();
  const machine = chartMachine.provide({
    actors: { chartQuery: chartQuery.logic },
    actions: {
      abortAnnotationQuery: (_, params) => abortAnnotationQuery(params.name),
      logQueryError: (_, params) => logQueryError(params.error),
    },
  });
  const actor = createActor(machine, { input: { id: 1, ...input } }).start();
  return {
    actor,
    chartQuery,
    abortAnnotationQuery,
    logQueryError,
    context: () => actor.getSnapshot().context,
    value: () => actor.getSnapshot().value,
  };
}

export const abortError = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
