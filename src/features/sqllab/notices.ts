// The machines' notices (English, spec §8 'SQL editor') as catalog keys of the interface.
import { FETCH_RESULTS_FAILED, QUERY_STOPPED, STOP_FAILED } from '../../../machines/sqlLabQuery/index.ts';
import {
  EDITOR_MIGRATION_FAILED,
  FETCH_TAB_FAILED,
  QUERY_MIGRATION_FAILED,
  TABLE_MIGRATION_FAILED,
} from '../../../machines/tabSync/index.ts';
import type en from '../../app/i18n/locales/en.json';

export type SqlLabToastKey = `sqlLab.toast.${keyof (typeof en)['sqlLab']['toast']}`;

export const NOTICE_KEYS: Readonly<Record<string, SqlLabToastKey>> = {
  [QUERY_STOPPED]: 'sqlLab.toast.queryStopped',
  [STOP_FAILED]: 'sqlLab.toast.stopFailed',
  [FETCH_RESULTS_FAILED]: 'sqlLab.toast.fetchResultsFailed',
  [EDITOR_MIGRATION_FAILED]: 'sqlLab.toast.editorMigrationFailed',
  [TABLE_MIGRATION_FAILED]: 'sqlLab.toast.tableMigrationFailed',
  [QUERY_MIGRATION_FAILED]: 'sqlLab.toast.queryMigrationFailed',
  [FETCH_TAB_FAILED]: 'sqlLab.toast.fetchTabFailed',
};
