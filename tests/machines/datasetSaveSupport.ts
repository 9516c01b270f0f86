// A dataset-save actor with controlled calls (tests decide each reply) and spied actions.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type DatasetSaveInput,
  datasetSaveMachine,
  type FetchDatasetInput,
  type SaveDatasetInput,
} from '../../machines/datasetSave/index.ts';
import { controlled } from './harness.ts';

export function startDatasetSave(input: Partial<DatasetSaveInput> = {}) {
  const saveDataset = controlled<SaveDatasetInput, unknown>();
  const fetchDataset = controlled<FetchDatasetInput, unknown>();
  const notify = vi.fn();
  const deliver = vi.fn();
  const machine = datasetSaveMachine.provide({
    actors: { saveDataset: saveDataset.logic, fetchDataset: fetchDataset.logic },
    actions: {
      notify: (_, notice) => notify(notice),
      deliver: (_, params) => deliver(params.dataset),
    },
  });
  const actor = createActor(machine, {
    input: { datasetId: 7, draft: { table_name: 'sales' }, ...input },
  }).start();
  return {
    actor,
    saveDataset,
    fetchDataset,
    notify,
    deliver,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    /** Whether Save is enabled right now. */
    canSave: () => actor.getSnapshot().can({ type: 'SAVE' }),
  };
}
