// Model-based test of the dataset save: every shortest path @xstate/graph generates over the
// machine's own transitions (user events and the calls' replies, from inputs with and without
// errors, managed externally or not) is replayed on a live actor whose calls are controlled,
// and checked against what the spec asks in each state it reaches.
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import {
  canSave,
  DATASET_SAVED,
  type DatasetSaveContext,
  type DatasetSaveInput,
  datasetSaveMachine,
} from '../../machines/datasetSave/index.ts';
import { startDatasetSave } from './datasetSaveSupport.ts';
import { flush, serverError } from './harness.ts';

const reply = (kind: 'done' | 'error', id: string) =>
  kind === 'done'
    ? { type: `xstate.done.actor.${id}`, output: { id: 7, from: id }, actorId: id }
    : { type: `xstate.error.actor.${id}`, error: serverError, actorId: id };

const events: Array<EventObject & Record<string, unknown>> = [
  { type: 'CHANGE', draft: { v: 1 }, errors: [], sqlChanged: false },
  { type: 'CHANGE', draft: { v: 2 }, errors: ['Metric name [x] is duplicated'], sqlChanged: false },
  { type: 'CHANGE', draft: { v: 3 }, errors: [], sqlChanged: true },
  { type: 'SAVE' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'DISMISS' },
  reply('done', 'saveDataset'),
  reply('error', 'saveDataset'),
  reply('done', 'fetchDataset'),
  reply('error', 'fetchDataset'),
];

const inputs: DatasetSaveInput[] = [
  { datasetId: 7, draft: { v: 0 } },
  { datasetId: 7, draft: { v: 0 }, errors: ['Column name [a] is duplicated'] },
  { datasetId: 7, draft: { v: 0 }, managedExternally: true },
];

/** A state is its value and what decides Save and the PUT. */
function serialize(snapshot: { value: unknown; context: DatasetSaveContext }): string {
  const { value, context } = snapshot;
  return JSON.stringify([value, context.errors.length, context.sqlChanged, context.managedExternally]);
}

describe.each(inputs.map((input) => [JSON.stringify(input), input] as const))('from %s', (_, input) => {
  const paths = getShortestPaths(datasetSaveMachine, {
    input,
    events: events as never[],
    serializeState: (snapshot) => serialize(snapshot as never),
  });

  it('generates paths', () => {
    expect(paths.length).toBeGreaterThan(input.managedExternally || input.errors ? 1 : 5);
  });

  it.each(
    paths.map((path) => [path.steps.map((step) => step.event.type).join(' → ') || '(start)', path] as const),
  )('%s', async (_name, path) => {
    const t = startDatasetSave(input);
    let previous = t.actor.getSnapshot();
    for (const step of path.steps) {
      const event = step.event as EventObject & Record<string, unknown>;
      const actorReply = /^xstate\.(done|error)\.actor\.(saveDataset|fetchDataset)$/.exec(event.type);
      if (actorReply) {
        const call = t[actorReply[2] as 'saveDataset' | 'fetchDataset'].live();
        expect(call, `a live ${actorReply[2]} call to answer`).toBeDefined();
        if (actorReply[1] === 'done') call!.resolve(event.output);
        else call!.reject(event.error);
        await flush();
      } else {
        t.actor.send(event as never);
      }
      const snapshot = t.actor.getSnapshot();
      expect(snapshot.value).toEqual(step.state.value);
      // Save opens the confirmation exactly when its rule allows it.
      if (event.type === 'SAVE') {
        expect(snapshot.value).toBe(canSave(previous.context) ? 'confirming' : 'editing');
      }
      if (snapshot.value === 'saving') {
        const call = t.saveDataset.live()!;
        expect(call.input).toEqual({
          datasetId: 7,
          draft: snapshot.context.draft,
          overrideColumns: snapshot.context.sqlChanged,
        });
        expect(canSave(snapshot.context)).toBe(true);
      }
      if (snapshot.value === 'refetching') expect(t.fetchDataset.live()!.input).toEqual({ datasetId: 7 });
      if (snapshot.value === 'failed') expect(snapshot.context.failure).toEqual(serverError);
      if (snapshot.value === 'saved') {
        expect(t.notify).toHaveBeenCalledWith({ level: 'success', message: DATASET_SAVED });
        expect(t.deliver).toHaveBeenCalledWith({ id: 7, from: 'fetchDataset' });
      } else {
        expect(t.deliver).not.toHaveBeenCalled();
      }
      // Nothing is put unless the user confirmed.
      const confirms = path.steps
        .slice(0, path.steps.indexOf(step) + 1)
        .filter((s) => s.event.type === 'CONFIRM');
      expect(t.saveDataset.calls).toHaveLength(confirms.length);
      previous = snapshot;
    }
  });
});
