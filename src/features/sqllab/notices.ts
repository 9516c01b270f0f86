// The machines' notices (English, spec §8 'SQL editor') as catalog keys of the interface.
import { FETCH_RESULTS_FAILED, QUERY_STOPPED, STOP_FAILED } from '../../../machines/sqlLabQuery/index.ts';
import {
  EDITOR_MIGRATION_FAILED,
  FETCH_TAB_FAILED,
  QUERY_MIGRATION_FAILED,
  STORE_QUERY_FAILED,
  TABLE_MIGRATION_FAILED,
} from '../../../machines/tabSync/index.ts';
import type en from '../../app/i18n/locales/en.json';
import {
  TABLE_COLLAPSE_FAILED,
  TABLE_EXPAND_FAILED,
  TABLE_METADATA_FAILED,
  TABLE_REMOVE_FAILED,
  TABLE_SYNC_FAILED,
} from './tableEntries.ts';

export type SqlLabToastKey =
  | `sqlLab.toast.${keyof (typeof en)['sqlLab']['toast']}`
  | `sqlLabTables.toast.${keyof (typeof en)['sqlLabTables']['toast']}`;

export const NOTICE_KEYS: Readonly<Record<string, SqlLabToastKey>> = {
  [TABLE_METADATA_FAILED]: 'sqlLabTables.toast.metadataFailed',
  [TABLE_SYNC_FAILED]: 'sqlLabTables.toast.syncFailed',
  [TABLE_EXPAND_FAILED]: 'sqlLabTables.toast.expandFailed',
  [TABLE_COLLAPSE_FAILED]: 'sqlLabTables.toast.collapseFailed',
  [TABLE_REMOVE_FAILED]: 'sqlLabTables.toast.removeFailed',
  [QUERY_STOPPED]: 'sqlLab.toast.queryStopped',
  [STOP_FAILED]: 'sqlLab.toast.stopFailed',
  [FETCH_RESULTS_FAILED]: 'sqlLab.toast.fetchResultsFailed',
  [EDITOR_MIGRATION_FAILED]: 'sqlLab.toast.editorMigrationFailed',
  [TABLE_MIGRATION_FAILED]: 'sqlLab.toast.tableMigrationFailed',
  [QUERY_MIGRATION_FAILED]: 'sqlLab.toast.queryMigrationFailed',
  [FETCH_TAB_FAILED]: 'sqlLab.toast.fetchTabFailed',
  [STORE_QUERY_FAILED]: 'sqlLab.toast.storeQueryFailed',
};
