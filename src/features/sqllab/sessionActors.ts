// The actors of a SQL Lab session: a tab-sync actor per tab and a query actor per query, their
// calls bound to the SQL Lab API (spec §7), their notices to the page's toasts.
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../../machines/notice.ts';
import { type QueryInput, sqlLabQueryMachine } from '../../../machines/sqlLabQuery/index.ts';
import { type TabState, type TabSyncInput, tabSyncMachine } from '../../../machines/tabSync/index.ts';
import type { SqlLabApi } from './sqlLabApi.ts';
import type { QueryActor, TabActor } from './sqlLabSessionTypes.ts';

export interface ActorHooks {
  api: SqlLabApi;
  notify(notice: Notice): void;
  logWarning(message: string): void;
}

/** A started tab-sync actor; `onFetched` sees each tab the server sends back (its tables). */
export function startTabActor(
  hooks: ActorHooks,
  input: TabSyncInput,
  onFetched: (tabId: string, state: TabState) => void,
): TabActor {
  const { api } = hooks;
  const actor = createActor(
    tabSyncMachine.provide({
      actors: {
        createTab: fromPromise(({ input: create }) => api.createTab(create.tab)),
        migrate: fromPromise(({ input: migrate }) => api.migrate(migrate)),
        updateTab: fromPromise(({ input: update }) => api.updateTab(update.tabId, update.payload)),
        fetchTab: fromPromise(async ({ input: fetch }) => {
          const state = await api.fetchTab(fetch.tabId);
          onFetched(fetch.tabId, state);
          return state;
        }),
        deleteTab: fromPromise(({ input: remove }) => api.deleteTab(remove.tabId)),
      },
      actions: {
        notify: (_, notice) => hooks.notify(notice),
        logWarning: (_, params) => hooks.logWarning(params.message),
      },
    }),
    { input },
  );
  return actor;
}

/** A query actor (not started); `linkToEditor` runs when it starts, unless it is a data preview. */
export function createQueryActor(hooks: ActorHooks, input: QueryInput, linkToEditor: () => void): QueryActor {
  const { api } = hooks;
  return createActor(
    sqlLabQueryMachine.provide({
      actors: {
        fetchResults: fromPromise(({ input: fetch }) => api.results(fetch.resultsKey, fetch.rows)),
        stopQuery: fromPromise(({ input: stop }) => api.stop(stop.clientId)),
      },
      actions: {
        notify: (_, notice) => hooks.notify(notice),
        linkToEditor: () => {
          if (!input.isDataPreview) linkToEditor();
        },
      },
    }),
    { input },
  );
}
