// The save life cycle of the Edit Dataset modal (spec §4 'Dataset edit', §7 'Datasets').
// The calls are actors the caller supplies: saveDataset (the PUT) and fetchDataset (the GET).
import { DATASET_SAVED } from './messages.ts';
import { overrideColumns } from './rules.ts';
import { datasetSaveSetup, initialDatasetSaveContext } from './setup.ts';

export const datasetSaveMachine = datasetSaveSetup.createMachine({
  id: 'datasetSave',
  description:
    'Saving an edited dataset (spec §4 "Dataset edit"). Save is enabled only without validation ' +
    'errors and when the dataset is not managed externally, and never while saving. Save opens a ' +
    'confirm dialog, OK puts the dataset (PUT /api/v1/dataset/{id}?override_columns=true when the ' +
    'SQL changed), then re-fetches it (GET /api/v1/dataset/{id}): success toasts "The dataset has ' +
    'been saved" and hands the dataset to the caller, a failure of either call shows the ' +
    '"Error saving dataset" dialog and editing goes on.',
  context: ({ input }) => initialDatasetSaveContext(input),
  initial: 'editing',
  states: {
    editing: {
      description: 'The user edits the draft.',
      on: {
        CHANGE: { actions: 'recordChange' },
        SAVE: { guard: 'canSave', target: 'confirming' },
      },
    },
    confirming: {
      description: 'The confirm-save dialog: the configuration affects all charts using the dataset.',
      on: {
        CONFIRM: { target: 'saving' },
        CANCEL: { target: 'editing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveDataset',
        src: 'saveDataset',
        input: ({ context }) => ({
          datasetId: context.datasetId,
          draft: context.draft,
          overrideColumns: overrideColumns(context),
        }),
        onDone: { target: 'refetching' },
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    refetching: {
      invoke: {
        id: 'fetchDataset',
        src: 'fetchDataset',
        input: ({ context }) => ({ datasetId: context.datasetId }),
        onDone: { target: 'saved', actions: 'recordSaved' },
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    saved: {
      type: 'final',
      description: 'Toasted and handed to the caller, which closes the modal.',
      entry: [
        { type: 'notify', params: { level: 'success', message: DATASET_SAVED } },
        { type: 'deliver', params: ({ context }) => ({ dataset: context.saved }) },
      ],
    },
    failed: {
      description: 'The "Error saving dataset" dialog with the server\'s message.',
      on: {
        DISMISS: { target: 'editing', actions: 'clearFailure' },
      },
    },
  },
});
