// SQL Lab's copy in the browser's local storage (spec §4 'SQL editor tabs', §9; Superset's
// persisted sqlLab state): the tabs, the active tab, each tab's local-only tables and the
// queries, so a reload finds everything — the only copy when backend persistence is off, and
// the newer copy of an edit not yet sent when it is on. Results older than 24 h or larger than
// 1024 KB are emptied; usage is counted in KB as Superset does.
import type { QueryContext, QueryState } from '../../../machines/sqlLabQuery/index.ts';
import type { SqlEditorTab, SqlEditorTable } from '../../../machines/tabSync/index.ts';
import type { TableEntry } from './tableEntries.ts';

export const STORAGE_VERSION = 1;
/** Superset's LOCALSTORAGE_MAX_QUERY_AGE_MS: results older than this are not kept. */
export const MAX_RESULTS_AGE_MS = 24 * 60 * 60 * 1000;
/** Superset's LOCALSTORAGE_MAX_QUERY_RESULTS_KB. */
export const MAX_RESULTS_KB = 1024;
/** Superset's LOCALSTORAGE_MAX_USAGE_KB, and the share of it that warns. */
export const MAX_USAGE_KB = 5120;
export const WARNING_SHARE = 0.9;
/** Superset's LOCALSTORAGE_WARNING_MESSAGE_THROTTLE_MS. */
export const WARNING_THROTTLE_MS = 8000;

export interface StoredTab {
  /** The session key of the tab (its first id). */
  key: string;
  tab: SqlEditorTab;
  /** Tables and queries still to migrate with a local-only tab. */
  pendingTables: SqlEditorTable[];
  pendingQueryIds: string[];
  /** The left bar's tables of the tab (restored when the browser is their only keeper). */
  tables?: TableEntry[];
}

export interface StoredQuery {
  tabKey: string;
  state: QueryState;
  catalog: string | null;
  schema: string | null;
  context: QueryContext;
}

export interface StoredSqlLab {
  version: typeof STORAGE_VERSION;
  savedAt: number;
  activeKey: string | null;
  tabs: StoredTab[];
  queries: StoredQuery[];
}

/** Where the copy lives: window.localStorage in the app, a map in tests. */
export interface TextStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Superset's size estimate: UTF-16 characters, in KB. */
export function sizeInKb(value: unknown): number {
  return ((JSON.stringify(value)?.length ?? 0) * 2) / 1024;
}

export function storageKey(user: string): string {
  return `loupe.sqllab.${user}`;
}

/** The size of each result set seen, measured once (the copy is written after every edit). */
const resultSizes = new WeakMap<object, number>();
function resultsKb(results: object): number {
  let size = resultSizes.get(results);
  if (size === undefined) {
    size = sizeInKb(results);
    resultSizes.set(results, size);
  }
  return size;
}

/** A query as stored: results emptied when old or large (the results key can fetch them again). */
export function toStoredQuery(query: StoredQuery, now: number): StoredQuery {
  const { results } = query.context;
  if (!results) return query;
  const finished = query.context.endDttm ?? query.context.startDttm ?? now;
  const tooOld = now - finished > MAX_RESULTS_AGE_MS;
  if (!tooOld && resultsKb(results) <= MAX_RESULTS_KB) return query;
  return { ...query, context: { ...query.context, results: null } };
}

function isStored(value: unknown): value is StoredSqlLab {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<StoredSqlLab>;
  return (
    candidate.version === STORAGE_VERSION &&
    Array.isArray(candidate.tabs) &&
    Array.isArray(candidate.queries) &&
    candidate.tabs.every((t) => t && typeof t.key === 'string' && typeof t.tab?.id === 'string')
  );
}

/**
 * The stored copy, or null when there is none, it cannot be read, or it holds no tabs
 * ('Local storage is discarded if it has no editors').
 */
export function readStored(storage: TextStorage | null, user: string): StoredSqlLab | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(storageKey(user));
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (!isStored(parsed) || parsed.tabs.length === 0) return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Writes the copy; returns the KB it takes, or null when the browser refused it (quota). */
export function writeStored(storage: TextStorage | null, user: string, stored: StoredSqlLab): number | null {
  if (!storage) return null;
  const now = stored.savedAt;
  const value = { ...stored, queries: stored.queries.map((query) => toStoredQuery(query, now)) };
  const text = JSON.stringify(value);
  try {
    storage.setItem(storageKey(user), text);
    return (text.length * 2) / 1024;
  } catch {
    return null;
  }
}

/** The browser's local storage, when there is one and it may be used. */
export function browserStorage(): TextStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
