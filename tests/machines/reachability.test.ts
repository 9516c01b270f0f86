// Every resting state of each machine is reachable from its start (no dead states), explored
// with @xstate/graph over the machine's pure transition function.
import { getAdjacencyMap } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject, pathToStateValue } from 'xstate';
import { isChoice, stateNodesOf } from '../../machines/diagram.ts';
import { MACHINES } from '../../machines/index.ts';
import { QUERY_STATES } from '../../machines/sqlLabQuery/index.ts';
import { localTab, remoteTab } from './tabSyncSupport.ts';

/** The delayed events of a machine (`xstate.after.…`), which time would send. */
function delayedEvents(machine: AnyStateMachine): EventObject[] {
  return stateNodesOf(machine).flatMap((node) => node.after.map((after) => ({ type: after.eventType })));
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output, actorId: id });
const error = (id: string, status: number) => ({
  type: `xstate.error.actor.${id}`,
  error: { status },
  actorId: id,
});

type SampleEvent = EventObject & Record<string, unknown>;

const asyncJob = {
  channel_id: 'c',
  job_id: 'j',
  user_id: 1,
  status: 'pending',
  errors: [],
  result_url: null,
};

/** A machine whose guards read its context may tell the explorer what else makes a state differ. */
type Sample = {
  inputs: unknown[];
  events: SampleEvent[];
  distinguish?: (snapshot: AnyMachineSnapshot) => unknown;
};

const samples: Record<string, Sample> = {
  asyncEvents: {
    inputs: [{}, { transport: 'ws' }],
    events: [
      { type: 'LISTEN', jobId: 'j' },
      { type: 'SOCKET_OPEN' },
      { type: 'SOCKET_CLOSED' },
      done('fetchEvents', []),
      error('fetchEvents', 500),
    ],
    distinguish: (snapshot) => [Object.keys(snapshot.context.listening), snapshot.context.socketFailures],
  },
  asyncChartQuery: {
    inputs: [{ queryContext: {} }],
    events: [
      done('postChartData', { status: 200, json: { result: [] } }),
      done('postChartData', { status: 202, json: asyncJob }),
      done('postChartData', { status: 500, json: {} }),
      { type: 'JOB_EVENT', event: { ...asyncJob, id: '1-0', status: 'done', result_url: '/r' } },
      { type: 'JOB_EVENT', event: { ...asyncJob, id: '1-1', status: 'error', errors: [{ message: 'x' }] } },
      done('fetchResult', []),
      error('fetchResult', 500),
    ],
  },
  chart: {
    inputs: [{ id: 1 }],
    events: [
      { type: 'UPDATE_STARTED' },
      { type: 'TRIGGER_QUERY' },
      { type: 'UPDATE_STOPPED' },
      { type: 'UPDATE_FAILED' },
      { type: 'RENDERING_SUCCEEDED' },
      { type: 'DATASOURCES_SET' },
      { type: 'REMOVE_CHART' },
      done('chartQuery', []),
      error('chartQuery', 500),
    ],
  },
  datasetSave: {
    inputs: [{ datasetId: 1, draft: {} }],
    events: [
      { type: 'CHANGE', draft: {}, errors: [], sqlChanged: false },
      { type: 'SAVE' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'DISMISS' },
      done('saveDataset', {}),
      error('saveDataset', 500),
      done('fetchDataset', { id: 1 }),
      error('fetchDataset', 500),
    ],
  },
  sqlLabQuery: {
    inputs: [{ id: 'q', sql: 'SELECT 1', resultsKey: 'k' }],
    events: [
      { type: 'START' },
      ...QUERY_STATES.map((state) => ({ type: 'SERVER_UPDATE', query: { state } })),
      { type: 'SUCCESS', results: { status: 'success' } },
      { type: 'FAILURE', errorMessage: 'x' },
      { type: 'STOP' },
      { type: 'FETCH_RESULTS' },
      { type: 'TIMEOUT' },
      done('fetchResults', { status: 'success' }),
      error('fetchResults', 500),
    ],
  },
  tabSync: {
    inputs: [
      { tab: localTab(), backendPersistence: true, queryIds: ['q1'] },
      { tab: remoteTab(), backendPersistence: true },
      { tab: localTab(), backendPersistence: false },
    ],
    events: [
      { type: 'EDIT', changes: { sql: 'SELECT 2' } },
      { type: 'FETCH' },
      { type: 'REMOVE' },
      done('createTab', { id: 42 }),
      error('createTab', 500),
      done('migrate', { tables: [], queryIds: [] }),
      done('migrate', { tables: [], queryIds: ['q1'] }),
      error('migrate', 500),
      done('updateTab', undefined),
      error('updateTab', 500),
      done('fetchTab', { id: 42 }),
      error('fetchTab', 404),
      done('deleteTab', undefined),
      error('deleteTab', 500),
    ],
  },
};

describe.each(MACHINES.map((entry) => [entry.name, entry.machine] as const))('%s', (name, machine) => {
  it('reaches every resting state', () => {
    const sample = samples[name];
    expect(sample, `add sample inputs and events for ${name} to this test`).toBeDefined();
    const reached: AnyMachineSnapshot[] = [];
    for (const input of sample!.inputs) {
      const map = getAdjacencyMap(machine, {
        input,
        events: [...sample!.events, ...delayedEvents(machine)] as never[],
        serializeState: (snapshot) =>
          JSON.stringify([
            (snapshot as AnyMachineSnapshot).value,
            sample!.distinguish?.(snapshot as AnyMachineSnapshot) ?? null,
          ]),
      });
      for (const { state } of Object.values(map)) reached.push(state as AnyMachineSnapshot);
    }
    const leaves = stateNodesOf(machine).filter((node) => node.type === 'atomic' || node.type === 'final');
    for (const node of leaves.filter((leaf) => !isChoice(leaf))) {
      const value = pathToStateValue(node.path);
      expect(
        reached.some((snapshot) => snapshot.matches(value)),
        `${name}: ${node.path.join('.')} is never reached`,
      ).toBe(true);
    }
  });
});
