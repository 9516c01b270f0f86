// The sync life cycle of one SQL Lab tab (spec §4 'SQL editor tabs', §7 'SQL editor state').
// The calls are actors the caller supplies: createTab, migrate, updateTab, fetchTab, deleteTab.
import { enqueueActions } from 'xstate';
import { DEBOUNCE_MS, SYNC_INTERVAL_MS } from './constants.ts';
import {
  EDITOR_MIGRATION_FAILED,
  FETCH_TAB_FAILED,
  QUERY_MIGRATION_FAILED,
  SAVE_TAB_FAILED,
  STORE_QUERY_FAILED,
  TABLE_MIGRATION_FAILED,
} from './messages.ts';
import { toTabStateUpdate } from './rules.ts';
import { initialTabSyncContext, tabSyncSetup } from './setup.ts';

const removed = '#tabSync.removed';

export const tabSyncMachine = tabSyncSetup.createMachine({
  id: 'tabSync',
  description:
    'One SQL Lab tab kept in step with the backend (spec §4 "SQL editor tabs", §7 "SQL editor state"). ' +
    'A new tab is local-only; every SYNC_INTERVAL_MS (5000 ms) it is offered to the backend ' +
    '(POST /tabstateview/), then its local tables and queries are migrated (retried later on failure). ' +
    'Edits are debounced DEBOUNCE_MS (5000 ms) and PUT. A fetch keeps the newer updatedAt. A 404 ' +
    'from a call on the tab (fetch, PUT, migration, delete) removes it. A removed tab stays ' +
    'destroyed until the server confirms the deletion. With ' +
    'backend persistence off (SQLLAB_BACKEND_PERSISTENCE) the tab stays local.',
  context: ({ input }) => initialTabSyncContext(input),
  initial: 'boot',
  states: {
    boot: {
      description: 'Choice: where the tab starts.',
      always: [
        { guard: 'persistenceOff', target: 'localOnly' },
        { guard: 'inLocalStorage', target: 'local' },
        { target: 'remote' },
      ],
    },
    localOnly: {
      description: 'Backend persistence is off: local storage only.',
      on: {
        EDIT: { actions: 'recordEdit' },
        REMOVE: { target: 'removed' },
      },
    },
    local: {
      description: 'Local-only, waiting for the next sync.',
      after: { [SYNC_INTERVAL_MS]: { target: 'creating' } },
      on: {
        EDIT: { actions: 'recordEdit' },
        TABLE_ADDED: { actions: 'trackLocal' },
        QUERY_ADDED: { actions: 'trackLocal' },
        REMOVE: { target: 'removed' },
      },
    },
    creating: {
      description: 'The tab, with its edits so far, is posted.',
      entry: 'markClean',
      invoke: {
        id: 'createTab',
        src: 'createTab',
        input: ({ context }) => ({ tab: context.tab }),
        onDone: [
          { guard: 'removeRequested', target: 'destroyed', actions: 'adoptRemoteId' },
          { target: 'remote', actions: 'adoptRemoteId' },
        ],
        onError: [
          { guard: 'removeRequested', target: 'removed' },
          {
            target: 'local',
            actions: { type: 'notify', params: { level: 'warning', message: EDITOR_MIGRATION_FAILED } },
          },
        ],
      },
      on: {
        EDIT: { actions: 'recordEdit' },
        TABLE_ADDED: { actions: 'trackLocal' },
        QUERY_ADDED: { actions: 'trackLocal' },
        REMOVE: { actions: 'requestRemoval' },
      },
    },
    remote: {
      description: 'On the server (the tab has its remote id).',
      type: 'parallel',
      on: {
        REMOVE: { target: 'destroyed' },
      },
      states: {
        migration: {
          initial: 'checking',
          states: {
            checking: {
              description: 'Choice: anything local to migrate?',
              always: [{ guard: 'nothingToMigrate', target: 'migrated' }, { target: 'migrating' }],
            },
            migrating: {
              invoke: {
                id: 'migrate',
                src: 'migrate',
                input: ({ context }) => ({
                  tabId: context.tab.id,
                  localTabId: context.localId,
                  tables: context.pendingTables,
                  queryIds: context.pendingQueryIds,
                }),
                onDone: [
                  { guard: 'migratedAll', target: 'migrated', actions: 'recordMigrated' },
                  { target: 'retrying', actions: 'recordMigrated' },
                ],
                onError: [{ guard: 'notFound', target: removed }, { target: 'retrying' }],
              },
            },
            retrying: {
              description: 'A warning per kind of state (tables, queries) left; retried later.',
              entry: enqueueActions(({ context, enqueue }) => {
                if (context.pendingTables.length > 0) {
                  enqueue({ type: 'notify', params: { level: 'warning', message: TABLE_MIGRATION_FAILED } });
                }
                if (context.pendingQueryIds.length > 0) {
                  enqueue({ type: 'notify', params: { level: 'warning', message: QUERY_MIGRATION_FAILED } });
                }
              }),
              after: { [SYNC_INTERVAL_MS]: { target: 'migrating' } },
            },
            migrated: {},
          },
        },
        edits: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'isDirty', target: 'debouncing' },
              on: { EDIT: { target: 'debouncing', actions: 'recordEdit' } },
            },
            debouncing: {
              after: { [DEBOUNCE_MS]: { target: 'saving' } },
              on: { EDIT: { target: 'debouncing', reenter: true, actions: 'recordEdit' } },
            },
            saving: {
              entry: 'markClean',
              invoke: {
                id: 'updateTab',
                src: 'updateTab',
                input: ({ context }) => ({ tabId: context.tab.id, payload: toTabStateUpdate(context.tab) }),
                onDone: { target: 'idle', actions: 'markSaved' },
                onError: [
                  { guard: 'notFound', target: removed },
                  {
                    guard: 'saveFailing',
                    target: 'idle',
                    actions: ['markDirty', { type: 'logWarning', params: { message: SAVE_TAB_FAILED } }],
                  },
                  {
                    target: 'idle',
                    actions: [
                      'markDirty',
                      'markSaveFailing',
                      { type: 'logWarning', params: { message: SAVE_TAB_FAILED } },
                      { type: 'notify', params: { level: 'danger', message: STORE_QUERY_FAILED } },
                    ],
                  },
                ],
              },
              on: { EDIT: { actions: 'recordEdit' } },
            },
          },
        },
        fetch: {
          initial: 'idle',
          states: {
            idle: {
              on: { FETCH: { target: 'fetching' } },
            },
            fetching: {
              invoke: {
                id: 'fetchTab',
                src: 'fetchTab',
                input: ({ context }) => ({ tabId: context.tab.id }),
                onDone: { target: 'idle', actions: 'applyServerTab' },
                onError: [
                  { guard: 'notFound', target: removed },
                  {
                    target: 'idle',
                    actions: { type: 'notify', params: { level: 'danger', message: FETCH_TAB_FAILED } },
                  },
                ],
              },
            },
          },
        },
      },
    },
    destroyed: {
      description: 'Recorded as destroyed until the server confirms the deletion.',
      entry: 'recordDestroyed',
      initial: 'deleting',
      states: {
        deleting: {
          invoke: {
            id: 'deleteTab',
            src: 'deleteTab',
            input: ({ context }) => ({ tabId: context.tab.id }),
            onDone: { target: removed },
            onError: [{ guard: 'notFound', target: removed }, { target: 'waiting' }],
          },
        },
        waiting: {
          after: { [SYNC_INTERVAL_MS]: { target: 'deleting' } },
        },
      },
    },
    removed: {
      type: 'final',
      entry: 'clearDestroyed',
    },
  },
});
