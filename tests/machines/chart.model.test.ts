// Model-based test of the chart life cycle: every shortest path @xstate/graph generates over the
// machine's transitions (the caller's events and the query's replies, from each starting status;
// a state is its value, alert and responses)
// is replayed on a live actor whose query is controlled, and checked against the §4 table.
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  CHART_STATUSES,
  type ChartState,
  chartMachine,
  NETWORK_ERROR,
  renderingFailedAlert,
  UPDATE_STOPPED,
} from '../../machines/chart/index.ts';
import { abortError, startChart } from './chartSupport.ts';
import { flush } from './harness.ts';

const serverError = { error: 'Bad query', stacktrace: 'tb' };
const reply = (kind: 'done' | 'error', error?: unknown) =>
  kind === 'done'
    ? { type: 'xstate.done.actor.chartQuery', output: [{ rowcount: 1 }], actorId: 'chartQuery' }
    : { type: 'xstate.error.actor.chartQuery', error, actorId: 'chartQuery' };

const events: Array<EventObject & Record<string, unknown>> = [
  { type: 'TRIGGER_QUERY', value: true },
  { type: 'TRIGGER_QUERY', value: false },
  { type: 'UPDATE_STARTED', formData: { viz_type: 'table' } },
  { type: 'UPDATE_STOPPED' },
  { type: 'UPDATE_SUCCEEDED', queriesResponse: [{ rowcount: 2 }] },
  { type: 'UPDATE_FAILED' },
  { type: 'RENDERING_SUCCEEDED' },
  { type: 'RENDERING_FAILED', error: 'oops', stackTrace: 'st' },
  { type: 'DATASOURCES_SET' },
  { type: 'ADD_CHART' },
  { type: 'REMOVE_CHART' },
  reply('done'),
  reply('error', serverError),
  reply('error', abortError),
];

const serialize = (snapshot: { value: unknown; context: ChartState }) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.chartStatus,
    snapshot.context.chartAlert,
    snapshot.context.queriesResponse,
  ]);

/** The chartStatus a state value shows: `{ mounted: 'success' }` → 'success', `empty` → ''. */
const statusOf = (value: unknown): string => {
  const inner = (value as { mounted: unknown }).mounted;
  const top = typeof inner === 'string' ? inner : Object.keys(inner as object)[0]!;
  return top === 'empty' ? '' : top;
};

describe.each(CHART_STATUSES.map((status) => [JSON.stringify(status), status] as const))(
  'from %s',
  (_, status) => {
    const paths = getShortestPaths(chartMachine, {
      input: { id: 1, chartStatus: status },
      events: events as never[],
      serializeState: (snapshot) => serialize(snapshot as never),
    });

    it('generates paths', () => {
      expect(paths.length).toBeGreaterThan(5);
    });

    it.each(
      paths.map((path) => [path.steps.map((s) => s.event.type).join(' → ') || '(start)', path] as const),
    )('%s', async (_name, path) => {
      const t = startChart({ chartStatus: status });
      for (const step of path.steps) {
        const event = step.event as EventObject & Record<string, unknown>;
        if (event.type === 'xstate.init') continue;
        if (event.type.startsWith('xstate.')) {
          const call = t.chartQuery.live();
          expect(call, 'a running query to answer').toBeDefined();
          if (event.type.startsWith('xstate.done')) call!.resolve(event.output as never);
          else call!.reject(event.error);
          await flush();
        } else {
          t.actor.send(event as never);
        }
        const snapshot = t.actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        const context = snapshot.context;
        if (snapshot.status === 'done') {
          expect(event.type).toBe('REMOVE_CHART');
          continue;
        }
        // The state is the chartStatus, always one of the documented ones.
        expect(context.chartStatus).toBe(statusOf(snapshot.value));
        expect(CHART_STATUSES).toContain(context.chartStatus);
        // A query runs exactly in loading.querying.
        expect(t.chartQuery.live() !== undefined).toBe(
          snapshot.matches({ mounted: { loading: 'querying' } }),
        );
        if (event.type === 'UPDATE_STOPPED' || event.error === abortError) {
          expect(context.chartAlert).toBe(UPDATE_STOPPED);
        }
        if (event.type === 'UPDATE_FAILED' && context.chartStatus === 'failed') {
          expect(context.chartAlert).toBe(NETWORK_ERROR);
        }
        if (event.error === serverError)
          expect(context).toMatchObject({ chartAlert: 'Bad query', chartStackTrace: 'tb' });
        if (event.type === 'RENDERING_FAILED' && context.chartStatus === 'failed') {
          expect(context.chartAlert).toBe(renderingFailedAlert('oops'));
        }
        if (context.chartStatus === 'success') expect(context.chartAlert).toBeNull();
      }
    });
  },
);
