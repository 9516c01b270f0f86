import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  DISPLAY_SEVERITY,
  displaySeverity,
  FETCH_RESULTS_FAILED,
  FINISHED_STATES,
  IN_PROGRESS_STATES,
  QUERY_STATES,
  QUERY_STOPPED,
  type QueryInput,
  type QueryResults,
  type QueryState,
  queryRecordOf,
  STOP_FAILED,
  serverStateFor,
  shouldDropInactive,
  sqlLabQueryMachine,
} from '../../machines/sqlLabQuery/index.ts';
import { controlled, flush } from './harness.ts';

const NOW = Date.UTC(2024, 0, 2, 3, 4, 5);

function results(status = 'success', rows = 3): QueryResults {
  return {
    status,
    data: [{ a: 1 }, { a: 2 }, { a: 3 }],
    query: { rows, limitingFactor: 'DROPDOWN', tempSchema: null, tempTable: null },
  };
}

function setup(input: Partial<QueryInput> = {}) {
  const fetchResults = controlled<{ resultsKey: string; rows: number | null }, QueryResults>();
  const stopQuery = controlled<{ clientId: string }, unknown>();
  const notify = vi.fn();
  const linkToEditor = vi.fn();
  const machine = sqlLabQueryMachine.provide({
    actors: { fetchResults: fetchResults.logic, stopQuery: stopQuery.logic },
    actions: {
      notify: (_, notice) => notify(notice),
      linkToEditor: ({ context }) => linkToEditor(context.id, context.sqlEditorId),
    },
  });
  const actor = createActor(machine, {
    input: { id: 'q1', sql: 'SELECT 1', sqlEditorId: 'tab1', ...input },
  }).start();
  const state = () => actor.getSnapshot().value;
  const context = () => actor.getSnapshot().context;
  return { actor, state, context, fetchResults, stopQuery, notify, linkToEditor };
}

/** A query that was started (sync) and got a results key from the server. */
function running(input: Partial<QueryInput> = {}) {
  const t = setup(input);
  t.actor.send({ type: 'START' });
  return t;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('query states', () => {
  it('lists the spec states, in progress and finished', () => {
    expect([...IN_PROGRESS_STATES]).toEqual(['running', 'started', 'pending', 'fetching', 'scheduled']);
    expect([...FINISHED_STATES]).toEqual(['stopped', 'failed', 'success', 'timed_out']);
    expect([...IN_PROGRESS_STATES, ...FINISHED_STATES].sort()).toEqual([...QUERY_STATES].sort());
  });

  it('gives each state its display severity', () => {
    expect(DISPLAY_SEVERITY).toEqual({
      offline: 'error',
      failed: 'error',
      stopped: 'error',
      timed_out: 'error',
      pending: 'info',
      fetching: 'info',
      scheduled: 'info',
      started: 'info',
      running: 'warning',
      success: 'success',
    });
    expect(displaySeverity('offline')).toBe('error');
    expect(displaySeverity('running')).toBe('warning');
  });

  it('carries the severity and in-progress/finished tags on every machine state', () => {
    for (const state of QUERY_STATES) {
      const node = sqlLabQueryMachine.root.states[state]!;
      expect(node.meta).toEqual({ severity: displaySeverity(state) });
      expect(node.tags).toEqual([
        (IN_PROGRESS_STATES as readonly string[]).includes(state) ? 'inProgress' : 'finished',
      ]);
    }
  });
});

describe('START', () => {
  it('runs a sync query as running with progress 0, linked to its tab', () => {
    const t = setup({ progress: 40 });
    expect(t.state()).toBe('started');
    t.actor.send({ type: 'START' });
    expect(t.state()).toBe('running');
    expect(t.context()).toMatchObject({ progress: 0, startDttm: NOW, endDttm: null });
    expect(t.linkToEditor).toHaveBeenCalledWith('q1', 'tab1');
  });

  it('runs an async query as pending', () => {
    const t = setup({ runAsync: true });
    t.actor.send({ type: 'START' });
    expect(t.state()).toBe('pending');
    expect(t.context().progress).toBe(0);
  });

  it('is ignored once started', () => {
    const t = running();
    t.actor.send({ type: 'START' });
    expect(t.state()).toBe('running');
    expect(t.linkToEditor).toHaveBeenCalledTimes(1);
  });
});

describe('SERVER_UPDATE', () => {
  it('applies the server state and its fields', () => {
    const t = setup({ runAsync: true });
    t.actor.send({ type: 'START' });
    t.actor.send({
      type: 'SERVER_UPDATE',
      query: {
        state: 'running',
        progress: 50,
        rows: 10,
        startDttm: '1700000000000.5',
        trackingUrl: 'http://t',
      },
    });
    expect(t.state()).toBe('running');
    expect(t.context()).toMatchObject({
      progress: 50,
      rows: 10,
      startDttm: 1700000000000.5,
      trackingUrl: 'http://t',
    });
    t.actor.send({ type: 'SERVER_UPDATE', query: { state: 'failed', errorMessage: 'boom', progress: 50 } });
    expect(t.state()).toBe('failed');
    expect(t.context().errorMessage).toBe('boom');
  });

  it('never overwrites a stopped or failed query', () => {
    const stopped = running();
    stopped.actor.send({ type: 'STOP' });
    stopped.actor.send({
      type: 'SERVER_UPDATE',
      query: { state: 'success', progress: 100, resultsKey: 'k' },
    });
    expect(stopped.state()).toBe('stopped');
    expect(stopped.context()).toMatchObject({ progress: 0, resultsKey: null });

    const failed = running();
    failed.actor.send({ type: 'FAILURE', errorMessage: 'bad SQL' });
    failed.actor.send({
      type: 'SERVER_UPDATE',
      query: { state: 'running', progress: 20, errorMessage: null },
    });
    expect(failed.state()).toBe('failed');
    expect(failed.context()).toMatchObject({ progress: 0, errorMessage: 'bad SQL' });
  });

  it.each(['running', 'fetching', 'success'] as const)(
    'keeps a local %s state when the server says success',
    (local) => {
      const t = running({ resultsKey: 'k0' });
      if (local === 'fetching') t.actor.send({ type: 'FETCH_RESULTS' });
      if (local === 'success') t.actor.send({ type: 'SUCCESS', results: results() });
      expect(t.state()).toBe(local);
      t.actor.send({
        type: 'SERVER_UPDATE',
        query: { state: 'success', progress: 100, resultsKey: 'k1', rows: 7 },
      });
      expect(t.state()).toBe(local);
      expect(t.context()).toMatchObject({ progress: 100, resultsKey: 'k1', rows: 7 });
    },
  );

  it.each(['pending', 'scheduled', 'started'] as const)(
    'moves a %s query to success when the server says so',
    (local) => {
      const t = setup({ runAsync: true });
      if (local !== 'started') t.actor.send({ type: 'START' });
      if (local === 'scheduled') t.actor.send({ type: 'SERVER_UPDATE', query: { state: 'scheduled' } });
      expect(t.state()).toBe(local);
      t.actor.send({ type: 'SERVER_UPDATE', query: { state: 'success', resultsKey: 'k' } });
      expect(t.state()).toBe('success');
      expect(t.context().resultsKey).toBe('k');
    },
  );

  it('ignores a state it does not know', () => {
    const t = running();
    t.actor.send({ type: 'SERVER_UPDATE', query: { state: 'exploded', progress: 99 } });
    expect(t.state()).toBe('running');
    expect(t.context().progress).toBe(0);
  });

  it('matches serverStateFor for every pair of states', () => {
    const table = Object.fromEntries(
      QUERY_STATES.map((local) => [local, QUERY_STATES.map((server) => serverStateFor(local, server))]),
    );
    expect(table.stopped).toEqual(QUERY_STATES.map(() => 'stopped'));
    expect(table.failed).toEqual(QUERY_STATES.map(() => 'failed'));
    for (const local of ['running', 'fetching', 'success'] as QueryState[]) {
      expect(serverStateFor(local, 'success')).toBe(local);
    }
    expect(serverStateFor('pending', 'success')).toBe('success');
    expect(serverStateFor('running', 'timed_out')).toBe('timed_out');
  });
});

describe('SUCCESS', () => {
  it('applies a successful result', () => {
    const t = running();
    vi.setSystemTime(NOW + 1500);
    t.actor.send({ type: 'SUCCESS', results: results('success', 3) });
    expect(t.state()).toBe('success');
    expect(t.context()).toMatchObject({
      progress: 100,
      rows: 3,
      endDttm: NOW + 1500,
      limitingFactor: 'DROPDOWN',
      errorMessage: null,
      cached: false,
    });
    expect(t.context().results?.data).toHaveLength(3);
  });

  it('ignores a result whose status is not success', () => {
    const t = running();
    t.actor.send({ type: 'SUCCESS', results: results('failed') });
    expect(t.state()).toBe('running');
    expect(t.context().results).toBeNull();
  });

  it('never applies after a stop', () => {
    const t = running();
    t.actor.send({ type: 'STOP' });
    t.actor.send({ type: 'SUCCESS', results: results() });
    expect(t.state()).toBe('stopped');
    expect(t.context().results).toBeNull();
  });
});

describe('FAILURE', () => {
  it('fails the query with its message, errors and link', () => {
    const t = running();
    const errors = [{ message: 'no table', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'error' }];
    t.actor.send({ type: 'FAILURE', errorMessage: 'no table', errors, link: 'http://doc' });
    expect(t.state()).toBe('failed');
    expect(t.context()).toMatchObject({ errorMessage: 'no table', errors, link: 'http://doc', endDttm: NOW });
  });

  it('is ignored when the query is stopped', () => {
    const t = running();
    t.actor.send({ type: 'STOP' });
    t.actor.send({ type: 'FAILURE', errorMessage: 'late' });
    expect(t.state()).toBe('stopped');
    expect(t.context().errorMessage).toBeNull();
  });
});

describe('STOP', () => {
  it('stops, clears the results and posts the stop, then says so', async () => {
    const t = running({ results: results() });
    t.actor.send({ type: 'STOP' });
    expect(t.state()).toBe('stopped');
    expect(t.context().results).toBeNull();
    expect(t.stopQuery.calls.map((call) => call.input)).toEqual([{ clientId: 'q1' }]);
    t.stopQuery.calls[0]!.resolve(undefined);
    await flush();
    expect(t.notify).toHaveBeenCalledWith({ level: 'success', message: QUERY_STOPPED });
  });

  it('says when the stop call failed', async () => {
    const t = running();
    t.actor.send({ type: 'STOP' });
    t.stopQuery.calls[0]!.reject(new Error('500'));
    await flush();
    expect(t.notify).toHaveBeenCalledWith({ level: 'danger', message: STOP_FAILED });
    expect(t.state()).toBe('stopped');
  });

  it('has nothing to stop once finished', () => {
    const t = running();
    t.actor.send({ type: 'SUCCESS', results: results() });
    t.actor.send({ type: 'STOP' });
    expect(t.state()).toBe('success');
    expect(t.stopQuery.calls).toHaveLength(0);
  });
});

describe('FETCH_RESULTS', () => {
  it('fetches the results of the results key', async () => {
    const t = running({ runAsync: true });
    t.actor.send({ type: 'SERVER_UPDATE', query: { state: 'success', resultsKey: 'key-1', progress: 100 } });
    expect(t.state()).toBe('success');
    t.actor.send({ type: 'FETCH_RESULTS', rows: 1000 });
    expect(t.state()).toBe('fetching');
    expect(t.fetchResults.calls.map((call) => call.input)).toEqual([{ resultsKey: 'key-1', rows: 1000 }]);
    t.fetchResults.calls[0]!.resolve(results('success', 3));
    await flush();
    expect(t.state()).toBe('success');
    expect(t.context()).toMatchObject({ rows: 3, progress: 100 });
  });

  it('needs a results key', () => {
    const t = running();
    t.actor.send({ type: 'FETCH_RESULTS' });
    expect(t.state()).toBe('running');
    expect(t.fetchResults.calls).toHaveLength(0);
  });

  it('fails with the error of the call, or the generic message', async () => {
    const withMessage = running({ resultsKey: 'k' });
    withMessage.actor.send({ type: 'FETCH_RESULTS' });
    withMessage.fetchResults.calls[0]!.reject({ error: 'Data could not be retrieved', status: 410 });
    await flush();
    expect(withMessage.state()).toBe('failed');
    expect(withMessage.context().errorMessage).toBe('Data could not be retrieved');

    const bare = running({ resultsKey: 'k' });
    bare.actor.send({ type: 'FETCH_RESULTS' });
    bare.fetchResults.calls[0]!.reject({});
    await flush();
    expect(bare.context().errorMessage).toBe(FETCH_RESULTS_FAILED);
  });

  it('drops a fetch that a stop overtook', async () => {
    const t = running({ resultsKey: 'k' });
    t.actor.send({ type: 'FETCH_RESULTS' });
    t.actor.send({ type: 'STOP' });
    expect(t.fetchResults.calls[0]!.aborted).toBe(true);
    t.fetchResults.calls[0]!.resolve(results());
    await flush();
    expect(t.state()).toBe('stopped');
    expect(t.context().results).toBeNull();
  });

  it('stays fetching when the fetched result is not a success', async () => {
    const t = running({ resultsKey: 'k' });
    t.actor.send({ type: 'FETCH_RESULTS' });
    t.fetchResults.calls[0]!.resolve(results('running'));
    await flush();
    expect(t.state()).toBe('fetching');
  });
});

describe('TIMEOUT', () => {
  it('times a running query out', () => {
    const t = running();
    t.actor.send({ type: 'TIMEOUT', errorMessage: 'The query exceeded the 30 seconds timeout.' });
    expect(t.state()).toBe('timed_out');
    expect(t.context()).toMatchObject({
      endDttm: NOW,
      errorMessage: 'The query exceeded the 30 seconds timeout.',
    });
  });

  it('leaves a finished query alone', () => {
    const t = running();
    t.actor.send({ type: 'SUCCESS', results: results() });
    t.actor.send({ type: 'TIMEOUT' });
    expect(t.state()).toBe('success');
  });
});

describe('inactive cleanup', () => {
  const query = { state: 'running' as QueryState, progress: 0, startDttm: NOW };

  it('drops running or pending queries with zero progress older than 2000 ms', () => {
    expect(shouldDropInactive(query, NOW + 2001)).toBe(true);
    expect(shouldDropInactive({ ...query, state: 'pending' }, NOW + 2001)).toBe(true);
    expect(shouldDropInactive(query, NOW + 2000)).toBe(false);
    expect(shouldDropInactive(query, NOW + 5001, 5000)).toBe(true);
    expect(shouldDropInactive(query, NOW + 4000, 5000)).toBe(false);
  });

  it('keeps queries that progressed, are in another state, or never started', () => {
    expect(shouldDropInactive({ ...query, progress: 1 }, NOW + 10_000)).toBe(false);
    for (const state of QUERY_STATES.filter((s) => s !== 'running' && s !== 'pending')) {
      expect(shouldDropInactive({ ...query, state }, NOW + 10_000)).toBe(false);
    }
    expect(shouldDropInactive({ ...query, startDttm: null }, NOW + 10_000)).toBe(false);
  });

  it('reads a machine snapshot as a query record', () => {
    const t = running();
    expect(shouldDropInactive(queryRecordOf(t.actor.getSnapshot()), NOW + 2001)).toBe(true);
    t.actor.send({ type: 'SERVER_UPDATE', query: { state: 'running', progress: 10 } });
    expect(shouldDropInactive(queryRecordOf(t.actor.getSnapshot()), NOW + 2001)).toBe(false);
  });
});
