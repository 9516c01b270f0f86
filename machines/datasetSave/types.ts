// Data of the dataset save life cycle (spec §4 'Dataset edit'): the draft being edited is the
// caller's (opaque here); the machine keeps what decides whether and how it is saved.

export interface DatasetSaveInput {
  datasetId: number;
  /** The dataset as the caller edits it. */
  draft: unknown;
  /** Validation errors of the draft (Save is disabled while there are any). */
  errors?: readonly unknown[];
  /** The dataset is managed externally and can't be edited here. */
  managedExternally?: boolean;
  /** The draft's SQL differs from the saved one (the PUT then overrides the columns). */
  sqlChanged?: boolean;
}

export interface DatasetSaveContext {
  datasetId: number;
  draft: unknown;
  errors: readonly unknown[];
  managedExternally: boolean;
  sqlChanged: boolean;
  /** The dataset as the server returned it after the save. */
  saved: unknown;
  /** Why the last save failed (the PUT's or the refetch's error). */
  failure: unknown;
}

export type DatasetSaveEvent =
  /** The user changed the draft; the caller sends it with its validation errors. */
  | { type: 'CHANGE'; draft: unknown; errors: readonly unknown[]; sqlChanged: boolean }
  /** Save: opens the confirm dialog when Save is enabled. */
  | { type: 'SAVE' }
  /** OK in the confirm dialog. */
  | { type: 'CONFIRM' }
  /** Cancel in the confirm dialog. */
  | { type: 'CANCEL' }
  /** Closes the 'Error saving dataset' dialog. */
  | { type: 'DISMISS' };

/** `PUT /api/v1/dataset/{id}?override_columns=…` with the draft. */
export interface SaveDatasetInput {
  datasetId: number;
  draft: unknown;
  overrideColumns: boolean;
}

/** `GET /api/v1/dataset/{id}`. */
export interface FetchDatasetInput {
  datasetId: number;
}
