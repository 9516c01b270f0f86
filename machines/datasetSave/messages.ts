// Texts of the dataset save (spec §6, §8 'Copy and dataset'), English; the UI translates them.

export const DATASET_SAVED = 'The dataset has been saved';
export const SAVE_FAILED_TITLE = 'Error saving dataset';
export const MANAGED_EXTERNALLY = "This dataset is managed externally, and can't be edited in Superset";
