// Property test of the chart life cycle: any sequence of events and query replies keeps the
// chartStatus within the documented set and equal to the machine's state, and never leaves a
// query running outside loading.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHART_STATUSES, type ChartEvent } from '../../machines/chart/index.ts';
import { abortError, startChart } from './chartSupport.ts';
import { flush } from './harness.ts';

const layer = fc.constantFrom({ name: 'a' }, { name: 'b' });
const event: fc.Arbitrary<ChartEvent> = fc.oneof(
  fc.record({ type: fc.constant('TRIGGER_QUERY' as const), value: fc.boolean() }),
  fc.record({ type: fc.constant('UPDATE_STARTED' as const), force: fc.boolean() }),
  fc.constant({ type: 'UPDATE_STOPPED' as const }),
  fc.constant<ChartEvent>({ type: 'UPDATE_SUCCEEDED', queriesResponse: [] }),
  fc.constant({ type: 'UPDATE_FAILED' as const }),
  fc.constant({ type: 'RENDERING_SUCCEEDED' as const }),
  fc.record({ type: fc.constant('RENDERING_FAILED' as const), error: fc.string() }),
  fc.constant({ type: 'DATASOURCES_SET' as const }),
  fc.constant({ type: 'ADD_CHART' as const }),
  fc.record({ type: fc.constant('UPDATE_CHART_ID' as const), newId: fc.nat() }),
  fc.record({ type: fc.constant('ANNOTATION_QUERY_STARTED' as const), annotation: layer }),
  fc.record({
    type: fc.constant('ANNOTATION_QUERY_SUCCESS' as const),
    annotation: layer,
    data: fc.anything(),
  }),
  fc.record({
    type: fc.constant('ANNOTATION_QUERY_FAILED' as const),
    annotation: layer,
    error: fc.oneof(
      fc.anything(),
      fc.constant({ statusText: 'timeout' }),
      fc.constant({ statusText: 'abort' }),
    ),
  }),
);
type Step =
  | { kind: 'send'; event: ChartEvent }
  | { kind: 'reply'; outcome: 'ok' | 'abort' | 'error' | 'network' };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: event.map((e) => ({ kind: 'send' as const, event: e })) },
  fc.record({
    kind: fc.constant('reply' as const),
    outcome: fc.constantFrom('ok', 'abort', 'error', 'network'),
  }),
);

describe('chart life cycle, for any sequence of events', () => {
  it('keeps chartStatus documented, in step with the state, and queries only while loading', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...CHART_STATUSES),
        fc.array(step, { maxLength: 30 }),
        async (status, steps) => {
          const t = startChart({ chartStatus: status });
          for (const s of steps) {
            if (s.kind === 'send') t.actor.send(s.event);
            else {
              const call = t.chartQuery.live();
              if (s.outcome === 'ok') call?.resolve([]);
              else
                call?.reject(
                  { abort: abortError, error: { error: 'e' }, network: new TypeError('x') }[s.outcome],
                );
              await flush();
            }
            const snapshot = t.actor.getSnapshot();
            const { chartStatus, annotationError, annotationData } = snapshot.context;
            expect(CHART_STATUSES).toContain(chartStatus);
            const value = (snapshot.value as { mounted: string | object }).mounted;
            const top = typeof value === 'string' ? value : Object.keys(value)[0];
            expect(top === 'empty' ? '' : top).toBe(chartStatus);
            expect(t.chartQuery.live() !== undefined).toBe(
              snapshot.matches({ mounted: { loading: 'querying' } }),
            );
            // A layer has either data or an error, never both.
            for (const name of Object.keys(annotationError)) expect(annotationData).not.toHaveProperty(name);
          }
          t.actor.stop();
        },
      ),
      { numRuns: 300 },
    );
  });
});
