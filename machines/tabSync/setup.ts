// Types, actors, actions and guards of the tab-sync machine (the states are in machine.ts).
import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import type { Notice } from '../notice.ts';
import { fromTabState, isNotFound, newerTab } from './rules.ts';
import type {
  CreateTabInput,
  CreateTabOutput,
  MigrateInput,
  MigrateOutput,
  TabIdInput,
  TabState,
  TabSyncContext,
  TabSyncEvent,
  TabSyncInput,
  UpdateTabInput,
} from './types.ts';

/** The caller's events, and the replies of the actors the machine invokes. */
export type TabSyncMachineEvent =
  | TabSyncEvent
  | DoneActorEvent<CreateTabOutput, 'createTab'>
  | DoneActorEvent<MigrateOutput, 'migrate'>
  | DoneActorEvent<TabState, 'fetchTab'>
  | ErrorActorEvent<unknown, string>;

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name}: no implementation provided`));
}

export function initialTabSyncContext(input: TabSyncInput): TabSyncContext {
  return {
    tab: input.tab,
    localId: input.tab.id,
    backendPersistence: input.backendPersistence,
    dirty: input.dirty ?? false,
    saveFailing: false,
    pendingTables: input.tables ?? [],
    pendingQueryIds: input.queryIds ?? [],
    removeRequested: false,
    destroyedAt: null,
  };
}

export const tabSyncSetup = setup({
  types: {
    context: {} as TabSyncContext,
    events: {} as TabSyncMachineEvent,
    input: {} as TabSyncInput,
  },
  actors: {
    /** `POST /tabstateview/` (queryEditor). */
    createTab: fromPromise<CreateTabOutput, CreateTabInput>(notProvided('createTab')),
    /** `POST /tableschemaview/` and `POST /tabstateview/{id}/migrate_query`. */
    migrate: fromPromise<MigrateOutput, MigrateInput>(notProvided('migrate')),
    /** `PUT /tabstateview/{id}`. */
    updateTab: fromPromise<unknown, UpdateTabInput>(notProvided('updateTab')),
    /** `GET /tabstateview/{id}`. */
    fetchTab: fromPromise<TabState, TabIdInput>(notProvided('fetchTab')),
    /** `DELETE /tabstateview/{id}`. */
    deleteTab: fromPromise<unknown, TabIdInput>(notProvided('deleteTab')),
  },
  actions: {
    /** Show a toast (supplied by the caller). */
    notify: (_, _notice: Notice) => {},
    /** Log a warning (supplied by the caller). */
    logWarning: (_, _params: { message: string }) => {},
    recordEdit: assign(({ context, event }) =>
      event.type === 'EDIT'
        ? { tab: { ...context.tab, ...event.changes, updatedAt: Date.now() }, dirty: true }
        : {},
    ),
    trackLocal: assign(({ context, event }) => {
      if (event.type === 'TABLE_ADDED') return { pendingTables: [...context.pendingTables, event.table] };
      if (event.type === 'QUERY_ADDED')
        return { pendingQueryIds: [...context.pendingQueryIds, event.queryId] };
      return {};
    }),
    markClean: assign({ dirty: false }),
    markDirty: assign({ dirty: true }),
    markSaveFailing: assign({ saveFailing: true }),
    markSaved: assign({ saveFailing: false }),
    requestRemoval: assign({ removeRequested: true }),
    adoptRemoteId: assign(({ context, event }) =>
      event.type === 'xstate.done.actor.createTab'
        ? { tab: { ...context.tab, id: String(event.output.id), inLocalStorage: false, loaded: true } }
        : {},
    ),
    recordMigrated: assign(({ context, event }) => {
      if (event.type !== 'xstate.done.actor.migrate') return {};
      const tables = new Set(event.output.tables);
      const queries = new Set(event.output.queryIds);
      return {
        pendingTables: context.pendingTables.filter((table) => !tables.has(table.id)),
        pendingQueryIds: context.pendingQueryIds.filter((id) => !queries.has(id)),
      };
    }),
    /** The newer of the local and the server copy wins; a newer local copy is sent again. */
    applyServerTab: assign(({ context, event }) => {
      if (event.type !== 'xstate.done.actor.fetchTab') return {};
      const server = fromTabState(event.output);
      if (newerTab(context.tab, server) === 'server') {
        return { tab: { ...server, id: context.tab.id } };
      }
      const localNewer = (context.tab.updatedAt ?? 0) > (server.updatedAt ?? 0);
      return { tab: { ...context.tab, loaded: true }, dirty: context.dirty || localNewer };
    }),
    recordDestroyed: assign({ destroyedAt: () => Date.now() }),
    clearDestroyed: assign({ destroyedAt: null }),
  },
  guards: {
    persistenceOff: ({ context }) => !context.backendPersistence,
    saveFailing: ({ context }) => context.saveFailing,
    inLocalStorage: ({ context }) => Boolean(context.tab.inLocalStorage),
    removeRequested: ({ context }) => context.removeRequested,
    isDirty: ({ context }) => context.dirty,
    nothingToMigrate: ({ context }) =>
      context.pendingTables.length === 0 && context.pendingQueryIds.length === 0,
    migratedAll: ({ context, event }) => {
      if (event.type !== 'xstate.done.actor.migrate') return false;
      const tables = new Set(event.output.tables);
      const queries = new Set(event.output.queryIds);
      return (
        context.pendingTables.every((table) => tables.has(table.id)) &&
        context.pendingQueryIds.every((id) => queries.has(id))
      );
    },
    /** The call answered 404: the tab no longer exists on the server. */
    notFound: ({ event }) => 'error' in event && isNotFound(event.error),
  },
});
