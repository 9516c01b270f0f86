// A tab's table entries (left bar and data previews), read from the session's table store.
import { useSyncExternalStore } from 'react';
import type { SqlLabSession } from './sqlLabSession.ts';
import type { TableEntry } from './tableEntries.ts';

export function useTableEntries(session: SqlLabSession, tabKey: string): readonly TableEntry[] {
  const store = session.tables;
  return useSyncExternalStore(
    store.subscribe,
    () => store.tablesOf(tabKey),
    () => store.tablesOf(tabKey),
  );
}
