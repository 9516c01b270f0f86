// The rules of the dataset save as pure functions (spec §4 'Dataset edit', §6).
import type { DatasetSaveContext } from './types.ts';

/**
 * Save is enabled when the draft has no validation errors and the dataset is not managed
 * externally (and, by the machine's states, while nothing is being saved).
 */
export function canSave(context: Pick<DatasetSaveContext, 'errors' | 'managedExternally'>): boolean {
  return context.errors.length === 0 && !context.managedExternally;
}

/** `override_columns` of the PUT: true when the SQL changed, as Superset. */
export function overrideColumns(context: Pick<DatasetSaveContext, 'sqlChanged'>): boolean {
  return context.sqlChanged;
}
