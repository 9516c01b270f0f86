import { describe, expect, it } from 'vitest';
import {
  canSave,
  DATASET_SAVED,
  MANAGED_EXTERNALLY,
  overrideColumns,
  SAVE_FAILED_TITLE,
} from '../../machines/datasetSave/index.ts';
import { startDatasetSave } from './datasetSaveSupport.ts';
import { flush, serverError } from './harness.ts';

describe('texts', () => {
  it("are the spec's", () => {
    expect(DATASET_SAVED).toBe('The dataset has been saved');
    expect(SAVE_FAILED_TITLE).toBe('Error saving dataset');
    expect(MANAGED_EXTERNALLY).toBe("This dataset is managed externally, and can't be edited in Superset");
  });
});

describe('rules', () => {
  it('enable Save only without errors and when not managed externally', () => {
    expect(canSave({ errors: [], managedExternally: false })).toBe(true);
    expect(canSave({ errors: ['dup'], managedExternally: false })).toBe(false);
    expect(canSave({ errors: [], managedExternally: true })).toBe(false);
  });

  it('override the columns when the SQL changed', () => {
    expect(overrideColumns({ sqlChanged: true })).toBe(true);
    expect(overrideColumns({ sqlChanged: false })).toBe(false);
  });
});

describe('saving', () => {
  it('confirms, puts the latest draft, re-fetches, toasts and hands over the dataset', async () => {
    const t = startDatasetSave();
    const draft = { table_name: 'sales', description: 'new' };
    t.actor.send({ type: 'CHANGE', draft, errors: [], sqlChanged: false });
    t.actor.send({ type: 'SAVE' });
    expect(t.value()).toBe('confirming');
    expect(t.saveDataset.calls).toHaveLength(0);
    t.actor.send({ type: 'CONFIRM' });
    expect(t.value()).toBe('saving');
    expect(t.canSave()).toBe(false);
    expect(t.saveDataset.calls.map((call) => call.input)).toEqual([
      { datasetId: 7, draft, overrideColumns: false },
    ]);
    t.saveDataset.calls[0]!.resolve({ id: 7 });
    await flush();
    expect(t.value()).toBe('refetching');
    expect(t.fetchDataset.calls.map((call) => call.input)).toEqual([{ datasetId: 7 }]);
    const fetched = { id: 7, table_name: 'sales', description: 'new' };
    t.fetchDataset.calls[0]!.resolve(fetched);
    await flush();
    expect(t.value()).toBe('saved');
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.notify).toHaveBeenCalledWith({ level: 'success', message: DATASET_SAVED });
    expect(t.deliver).toHaveBeenCalledWith(fetched);
  });

  it("overrides the columns when the draft's SQL changed", async () => {
    const t = startDatasetSave();
    t.actor.send({ type: 'CHANGE', draft: { sql: 'SELECT 2' }, errors: [], sqlChanged: true });
    t.actor.send({ type: 'SAVE' });
    t.actor.send({ type: 'CONFIRM' });
    expect(t.saveDataset.calls[0]!.input.overrideColumns).toBe(true);
  });

  it('goes back to editing when the confirmation is cancelled', () => {
    const t = startDatasetSave();
    t.actor.send({ type: 'SAVE' });
    t.actor.send({ type: 'CANCEL' });
    expect(t.value()).toBe('editing');
    expect(t.saveDataset.calls).toHaveLength(0);
  });

  it('keeps Save disabled while the draft has errors, and enables it once they are fixed', () => {
    const t = startDatasetSave({ errors: ['Metric name [count] is duplicated'] });
    expect(t.canSave()).toBe(false);
    t.actor.send({ type: 'SAVE' });
    expect(t.value()).toBe('editing');
    t.actor.send({ type: 'CHANGE', draft: {}, errors: [], sqlChanged: false });
    expect(t.canSave()).toBe(true);
  });

  it('never saves a dataset managed externally', () => {
    const t = startDatasetSave({ managedExternally: true });
    t.actor.send({ type: 'CHANGE', draft: {}, errors: [], sqlChanged: false });
    t.actor.send({ type: 'SAVE' });
    expect(t.value()).toBe('editing');
    expect(t.canSave()).toBe(false);
  });

  it.each(['saveDataset', 'fetchDataset'] as const)(
    'shows the failure of %s, then lets the user edit again',
    async (kind) => {
      const t = startDatasetSave();
      t.actor.send({ type: 'SAVE' });
      t.actor.send({ type: 'CONFIRM' });
      if (kind === 'fetchDataset') {
        t.saveDataset.calls[0]!.resolve({});
        await flush();
      }
      const failure = { ...serverError, message: 'Dataset could not be updated.' };
      t[kind].calls[0]!.reject(failure);
      await flush();
      expect(t.value()).toBe('failed');
      expect(t.context().failure).toEqual(failure);
      expect(t.notify).not.toHaveBeenCalled();
      expect(t.deliver).not.toHaveBeenCalled();
      t.actor.send({ type: 'DISMISS' });
      expect(t.value()).toBe('editing');
      expect(t.context().failure).toBeNull();
      expect(t.canSave()).toBe(true);
    },
  );
});
