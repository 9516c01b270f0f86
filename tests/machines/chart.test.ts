// The chart life cycle, transition by transition (spec §4 'Chart life cycle' table, §8 texts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  annotationFailure,
  type ChartEvent,
  type ChartStatus,
  failedResponses,
  NETWORK_ERROR,
  QUERY_TIMEOUT,
  RENDERING_FAILED,
  renderingFailedAlert,
  UPDATE_STOPPED,
  updateFailedFields,
} from '../../machines/chart/index.ts';
import { abortError, startChart } from './chartSupport.ts';
import { flush } from './harness.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => vi.useRealTimers());

const responses = [{ error: 'Column "x" does not exist', stacktrace: 'Traceback…', rowcount: 0 }];

// The spec's table: event, the statuses it applies from, the resulting status and fields.
const table: Array<{
  name: string;
  from: ChartStatus;
  event: ChartEvent;
  status: ChartStatus;
  expected: Record<string, unknown>;
}> = [
  {
    name: 'update started',
    from: 'rendered',
    event: { type: 'UPDATE_STARTED' },
    status: 'loading',
    expected: {
      chartAlert: null,
      chartStackTrace: null,
      chartUpdateEndTime: null,
      chartUpdateStartTime: 1_000_000,
      triggerQuery: false,
    },
  },
  {
    name: 'trigger query',
    from: 'rendered',
    event: { type: 'TRIGGER_QUERY', value: true },
    status: 'loading',
    expected: { triggerQuery: true },
  },
  {
    name: 'update succeeded',
    from: 'loading',
    event: { type: 'UPDATE_SUCCEEDED', queriesResponse: [{ rowcount: 3 }] },
    status: 'success',
    expected: { chartAlert: null, queriesResponse: [{ rowcount: 3 }], chartUpdateEndTime: 1_000_000 },
  },
  {
    name: 'update stopped',
    from: 'loading',
    event: { type: 'UPDATE_STOPPED' },
    status: 'stopped',
    expected: { chartAlert: 'Updating chart was stopped', chartUpdateEndTime: 1_000_000 },
  },
  {
    name: 'rendering succeeded',
    from: 'success',
    event: { type: 'RENDERING_SUCCEEDED' },
    status: 'rendered',
    expected: { chartUpdateEndTime: 1_000_000 },
  },
  {
    name: 'rendering failed',
    from: 'success',
    event: { type: 'RENDERING_FAILED', error: 'x is undefined', stackTrace: 'at y' },
    status: 'failed',
    expected: {
      chartAlert: 'An error occurred while rendering the visualization: x is undefined',
      chartStackTrace: 'at y',
    },
  },
  {
    name: 'update failed with responses',
    from: 'loading',
    event: { type: 'UPDATE_FAILED', queriesResponse: responses },
    status: 'failed',
    expected: {
      chartAlert: 'Column "x" does not exist',
      chartStackTrace: 'Traceback…',
      queriesResponse: responses,
    },
  },
  {
    name: 'update failed without a response',
    from: 'loading',
    event: { type: 'UPDATE_FAILED' },
    status: 'failed',
    expected: { chartAlert: 'Network error.', chartStackTrace: null, queriesResponse: null },
  },
  {
    name: 'datasets set on a failed chart',
    from: 'failed',
    event: { type: 'DATASOURCES_SET' },
    status: '',
    expected: { chartAlert: null, chartStackTrace: null },
  },
];

describe('the §4 table', () => {
  it.each(table)('$name: $from → "$status"', ({ from, event, status, expected }) => {
    const t = startChart({ chartStatus: from, chartAlert: 'old', chartStackTrace: 'old stack' });
    expect(t.context().chartStatus).toBe(from);
    t.actor.send(event);
    expect(t.context().chartStatus).toBe(status);
    expect(t.context()).toMatchObject(expected);
  });

  it('uses the spec texts verbatim', () => {
    expect(UPDATE_STOPPED).toBe('Updating chart was stopped');
    expect(NETWORK_ERROR).toBe('Network error.');
    expect(RENDERING_FAILED).toBe('An error occurred while rendering the visualization: %s');
    expect(QUERY_TIMEOUT).toBe('Query timeout');
    expect(renderingFailedAlert('boom')).toBe('An error occurred while rendering the visualization: boom');
  });
});

describe('events that do not apply', () => {
  it.each<[ChartStatus, ChartEvent]>([
    ['success', { type: 'UPDATE_SUCCEEDED', queriesResponse: [] }],
    ['rendered', { type: 'UPDATE_FAILED' }],
    ['stopped', { type: 'RENDERING_SUCCEEDED' }],
    ['loading', { type: 'RENDERING_FAILED', error: 'late' }],
    ['rendered', { type: 'DATASOURCES_SET' }],
    ['', { type: 'UPDATE_STOPPED' }],
  ])('%s ignores %o', (from, event) => {
    const t = startChart({ chartStatus: from });
    const before = t.context();
    t.actor.send(event);
    expect(t.context()).toEqual(before);
  });
});

describe('the injected query', () => {
  it('runs with the form data and answers success', async () => {
    const t = startChart();
    expect(t.value()).toEqual({ mounted: { loading: 'pending' } });
    expect(t.context().triggerQuery).toBe(true);
    t.actor.send({ type: 'UPDATE_STARTED', formData: { viz_type: 'table' }, force: true });
    expect(t.value()).toEqual({ mounted: { loading: 'querying' } });
    expect(t.chartQuery.live()!.input).toEqual({ chartId: 1, formData: { viz_type: 'table' }, force: true });
    expect(t.context().latestQueryFormData).toEqual({ viz_type: 'table' });
    vi.setSystemTime(1_000_500);
    t.chartQuery.live()!.resolve([{ rowcount: 2 }]);
    await flush();
    expect(t.context()).toMatchObject({
      chartStatus: 'success',
      queriesResponse: [{ rowcount: 2 }],
      chartUpdateStartTime: 1_000_000,
      chartUpdateEndTime: 1_000_500,
    });
  });

  it('uses the latest form data when none is given', () => {
    const t = startChart();
    t.actor.send({ type: 'UPDATE_FORM_DATA', formData: { row_limit: 10 } });
    t.actor.send({ type: 'UPDATE_STARTED' });
    expect(t.chartQuery.live()!.input).toEqual({ chartId: 1, formData: { row_limit: 10 }, force: false });
  });

  it('stop cancels the query and says so', () => {
    const t = startChart();
    t.actor.send({ type: 'UPDATE_STARTED' });
    const call = t.chartQuery.live()!;
    t.actor.send({ type: 'UPDATE_STOPPED' });
    expect(call.aborted).toBe(true);
    expect(t.context()).toMatchObject({ chartStatus: 'stopped', chartAlert: UPDATE_STOPPED });
  });

  it('an aborted query is logged and stops the update', async () => {
    const t = startChart();
    t.actor.send({ type: 'UPDATE_STARTED' });
    t.chartQuery.live()!.reject(abortError);
    await flush();
    expect(t.context()).toMatchObject({ chartStatus: 'stopped', chartAlert: UPDATE_STOPPED });
    expect(t.logQueryError).toHaveBeenCalledWith(abortError);
  });

  it.each([
    ['a server error object', { error: 'Bad column', stacktrace: 'tb' }, 'Bad column', 'tb'],
    [
      'responses',
      { queriesResponse: [{ error: 'First', stacktrace: 's1' }, { error: 'Second' }] },
      'First',
      's1',
    ],
    ['a timeout', { statusText: 'timeout', error: 'Request timed out' }, 'Request timed out', null],
    ['no response', new TypeError('Failed to fetch'), 'Network error.', null],
  ])('a failure with %s', async (_, error, alert, stack) => {
    const t = startChart();
    t.actor.send({ type: 'UPDATE_STARTED' });
    t.chartQuery.live()!.reject(error);
    await flush();
    expect(t.context()).toMatchObject({ chartStatus: 'failed', chartAlert: alert, chartStackTrace: stack });
    expect(t.logQueryError).toHaveBeenCalledWith(error);
  });

  it('a new update while loading cancels the old query', async () => {
    const t = startChart();
    t.actor.send({ type: 'UPDATE_STARTED', formData: { a: 1 } });
    const first = t.chartQuery.live()!;
    t.actor.send({ type: 'UPDATE_STARTED', formData: { a: 2 } });
    expect(first.aborted).toBe(true);
    expect(t.chartQuery.calls).toHaveLength(2);
    first.resolve([{ stale: true }]);
    t.chartQuery.live()!.resolve([{ fresh: true }]);
    await flush();
    expect(t.context().queriesResponse).toEqual([{ fresh: true }]);
  });

  it('a new trigger while loading cancels the old query; a trigger off does not', () => {
    const t = startChart();
    t.actor.send({ type: 'UPDATE_STARTED' });
    const call = t.chartQuery.live()!;
    t.actor.send({ type: 'TRIGGER_QUERY', value: false });
    expect(call.aborted).toBe(false);
    expect(t.value()).toEqual({ mounted: { loading: 'querying' } });
    t.actor.send({ type: 'TRIGGER_QUERY', value: true });
    expect(call.aborted).toBe(true);
    expect(t.value()).toEqual({ mounted: { loading: 'pending' } });
    expect(t.context().triggerQuery).toBe(true);
  });

  it('removing the chart cancels its query and ends the machine', () => {
    const t = startChart();
    t.actor.send({ type: 'UPDATE_STARTED' });
    const call = t.chartQuery.live()!;
    t.actor.send({ type: 'REMOVE_CHART' });
    expect(call.aborted).toBe(true);
    expect(t.actor.getSnapshot().status).toBe('done');
  });
});

describe('chart bookkeeping', () => {
  it('add chart resets to the defaults plus the given fields, loading', () => {
    const t = startChart({ chartStatus: 'failed', chartAlert: 'x', lastRendered: 5 });
    t.actor.send({ type: 'ADD_CHART', chart: { sliceFormData: { a: 1 } } });
    expect(t.context()).toMatchObject({
      id: 1,
      chartStatus: 'loading',
      chartAlert: null,
      lastRendered: 0,
      sliceFormData: { a: 1 },
      triggerQuery: true,
    });
  });

  it('chart id, form data, slice form data and render time update in any status', () => {
    const t = startChart({ chartStatus: 'rendered' });
    t.actor.send({ type: 'UPDATE_CHART_ID', newId: 9 });
    t.actor.send({ type: 'UPDATE_FORM_DATA', formData: { x: 1 } });
    t.actor.send({ type: 'UPDATE_SLICE_FORM_DATA', sliceFormData: { y: 2 } });
    t.actor.send({ type: 'RENDER_TRIGGERED', value: 123 });
    expect(t.context()).toMatchObject({
      id: 9,
      chartStatus: 'rendered',
      latestQueryFormData: { x: 1 },
      sliceFormData: { y: 2 },
      lastRendered: 123,
    });
  });
});

describe('annotation queries', () => {
  const layer = { name: 'Events' };

  it('records a started query, its data, and aborts a previous one of the same layer', () => {
    const t = startChart();
    t.actor.send({ type: 'ANNOTATION_QUERY_STARTED', annotation: layer });
    expect(t.abortAnnotationQuery).not.toHaveBeenCalled();
    t.actor.send({ type: 'ANNOTATION_QUERY_STARTED', annotation: layer });
    expect(t.abortAnnotationQuery).toHaveBeenCalledWith('Events');
    expect(t.context().annotationQuery).toEqual({ Events: true });
    t.actor.send({ type: 'ANNOTATION_QUERY_SUCCESS', annotation: layer, data: [{ x: 1 }] });
    expect(t.context()).toMatchObject({
      annotationQuery: {},
      annotationData: { Events: [{ x: 1 }] },
      annotationError: {},
    });
  });

  it.each([
    ['a timeout', { statusText: 'timeout' }, { annotationError: { Events: 'Query timeout' } }],
    ['another error', { error: 'No such layer' }, { annotationError: { Events: 'No such layer' } }],
    ['no response', undefined, { annotationError: { Events: 'Network error.' } }],
  ])('a failure with %s is recorded', (_, error, expected) => {
    const t = startChart();
    t.actor.send({ type: 'ANNOTATION_QUERY_SUCCESS', annotation: layer, data: [1] });
    t.actor.send({ type: 'ANNOTATION_QUERY_STARTED', annotation: layer });
    t.actor.send({ type: 'ANNOTATION_QUERY_FAILED', annotation: layer, error });
    expect(t.context()).toMatchObject({ ...expected, annotationData: {}, annotationQuery: {} });
  });

  it("an error saying 'no data' is a success, an aborted one is ignored", () => {
    const t = startChart();
    t.actor.send({ type: 'ANNOTATION_QUERY_FAILED', annotation: layer, error: { statusText: 'timeout' } });
    t.actor.send({ type: 'ANNOTATION_QUERY_STARTED', annotation: layer });
    t.actor.send({
      type: 'ANNOTATION_QUERY_FAILED',
      annotation: layer,
      error: new Error('There is no data'),
    });
    expect(t.context()).toMatchObject({ annotationError: {}, annotationQuery: {} });
    expect(t.context().annotationData).toHaveProperty('Events', undefined);
    const before = t.context();
    t.actor.send({ type: 'ANNOTATION_QUERY_FAILED', annotation: layer, error: { statusText: 'abort' } });
    expect(t.context()).toEqual(before);
  });
});

describe('rules', () => {
  it('failedResponses', () => {
    expect(failedResponses(new TypeError('Failed to fetch'))).toBeNull();
    expect(failedResponses({ queriesResponse: null })).toBeNull();
    expect(failedResponses({ errors: [{ message: 'm' }] })).toEqual([{ errors: [{ message: 'm' }] }]);
    expect(updateFailedFields([])).toEqual({ chartAlert: null, chartStackTrace: null, queriesResponse: [] });
  });

  it('annotationFailure', () => {
    expect(annotationFailure({ name: 'AbortError' })).toEqual({ kind: 'ignored' });
    expect(annotationFailure('no data for this layer')).toEqual({ kind: 'success' });
    expect(annotationFailure(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
  });
});
