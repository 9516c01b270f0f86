// Types, actors, actions and guards of the dataset-save machine (the states are in machine.ts).
import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import type { Notice } from '../notice.ts';
import { canSave } from './rules.ts';
import type {
  DatasetSaveContext,
  DatasetSaveEvent,
  DatasetSaveInput,
  FetchDatasetInput,
  SaveDatasetInput,
} from './types.ts';

/** The caller's events, and the replies of the actors the machine invokes. */
export type DatasetSaveMachineEvent =
  | DatasetSaveEvent
  | DoneActorEvent<unknown, 'saveDataset'>
  | DoneActorEvent<unknown, 'fetchDataset'>
  | ErrorActorEvent<unknown, string>;

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name}: no implementation provided`));
}

export function initialDatasetSaveContext(input: DatasetSaveInput): DatasetSaveContext {
  return {
    datasetId: input.datasetId,
    draft: input.draft,
    errors: input.errors ?? [],
    managedExternally: input.managedExternally ?? false,
    sqlChanged: input.sqlChanged ?? false,
    saved: null,
    failure: null,
  };
}

export const datasetSaveSetup = setup({
  types: {
    context: {} as DatasetSaveContext,
    events: {} as DatasetSaveMachineEvent,
    input: {} as DatasetSaveInput,
  },
  actors: {
    /** `PUT /api/v1/dataset/{id}?override_columns=…`. */
    saveDataset: fromPromise<unknown, SaveDatasetInput>(notProvided('saveDataset')),
    /** `GET /api/v1/dataset/{id}`. */
    fetchDataset: fromPromise<unknown, FetchDatasetInput>(notProvided('fetchDataset')),
  },
  actions: {
    /** Show a toast (supplied by the caller). */
    notify: (_, _notice: Notice) => {},
    /** Hand the saved dataset to the caller, which closes the modal (supplied by the caller). */
    deliver: (_, _params: { dataset: unknown }) => {},
    recordChange: assign(({ event }) =>
      event.type === 'CHANGE'
        ? { draft: event.draft, errors: event.errors, sqlChanged: event.sqlChanged }
        : {},
    ),
    recordSaved: assign(({ event }) =>
      event.type === 'xstate.done.actor.fetchDataset' ? { saved: event.output } : {},
    ),
    recordFailure: assign(({ event }) => ('error' in event ? { failure: event.error } : {})),
    clearFailure: assign({ failure: null }),
  },
  guards: {
    /** No validation errors and not managed externally. */
    canSave: ({ context }) => canSave(context),
  },
});
