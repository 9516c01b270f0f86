// The shapes of SQL Lab's client session (sqlLabSession.ts): its tabs and queries as actors,
// its state, how a query runs, and what the session is made with.
import type { Actor } from 'xstate';
import type { Notice } from '../../../machines/notice.ts';
import type { sqlLabQueryMachine } from '../../../machines/sqlLabQuery/index.ts';
import type { tabSyncMachine } from '../../../machines/tabSync/index.ts';
import type { SupersetError } from '../../api/clientError.ts';
import type { SqlLabApi, SqlLabBootstrap } from './sqlLabApi.ts';
import type { TextStorage } from './sqlLabStorage.ts';

export type TabActor = Actor<typeof tabSyncMachine>;
export type QueryActor = Actor<typeof sqlLabQueryMachine>;

export interface TabEntry {
  /** Stable key: the tab's first id (local id, or the remote id of a tab from the server). */
  key: string;
  actor: TabActor;
}

export interface QueryEntry {
  actor: QueryActor;
  tabKey: string;
  catalog: string | null;
  schema: string | null;
  /** The typed errors of a timeout (the machine keeps those of failures only). */
  timeoutErrors: SupersetError[] | null;
  /** Restored from the server or the stored copy at start (not run on this page). */
  restored: boolean;
}

export interface SessionState {
  tabs: readonly TabEntry[];
  activeKey: string | null;
  /** Client ids of each tab's queries, oldest first. */
  queriesByTab: Readonly<Record<string, readonly string[]>>;
  /** The server could not be reached (a poll failed, or the browser went offline). */
  offline: boolean;
}

/** How a query runs besides its SQL: as CREATE TABLE/VIEW AS, or as a table's data preview. */
export interface RunOptions {
  ctas?: { method: 'TABLE' | 'VIEW'; tmpTableName: string };
  /** A left-bar data preview: not linked as the tab's latest query, limited to `queryLimit`. */
  dataPreview?: boolean;
  /** Overrides the tab's limit (a data preview asks for 100 rows). */
  queryLimit?: number;
}

export interface SessionOptions {
  api: SqlLabApi;
  bootstrap: SqlLabBootstrap;
  notify(notice: Notice): void;
  logWarning(message: string): void;
  /** The name of a tab added when the user has none (translated 'Untitled Query 1'). */
  firstTabName: string;
  /** The browser's local storage (null: none), and whose copy to use in it. */
  storage?: TextStorage | null;
  storageUser?: string;
  /** The stored copy passed 90 % of the local storage budget. */
  warnStorage?(usedKb: number, maxKb: number): void;
}
