// A tab-sync actor wired to controlled actors, for the unit and property tests.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type CreateTabInput,
  type CreateTabOutput,
  type MigrateInput,
  type MigrateOutput,
  type SqlEditorTab,
  type TabIdInput,
  type TabState,
  type TabSyncInput,
  tabSyncMachine,
  type UpdateTabInput,
} from '../../machines/tabSync/index.ts';
import { controlled } from './harness.ts';

export function localTab(overrides: Partial<SqlEditorTab> = {}): SqlEditorTab {
  return {
    id: 'local-1',
    name: 'Untitled Query 1',
    sql: 'SELECT 1',
    dbId: 1,
    schema: 'main',
    autorun: false,
    queryLimit: 1000,
    updatedAt: 1_000,
    loaded: true,
    inLocalStorage: true,
    ...overrides,
  };
}

export function remoteTab(overrides: Partial<SqlEditorTab> = {}): SqlEditorTab {
  return localTab({ id: '7', inLocalStorage: false, ...overrides });
}

export function startTabSync(input: Partial<TabSyncInput> & { tab: SqlEditorTab }) {
  const createTab = controlled<CreateTabInput, CreateTabOutput>();
  const migrate = controlled<MigrateInput, MigrateOutput>();
  const updateTab = controlled<UpdateTabInput, unknown>();
  const fetchTab = controlled<TabIdInput, TabState>();
  const deleteTab = controlled<TabIdInput, unknown>();
  const notify = vi.fn();
  const logWarning = vi.fn();
  const machine = tabSyncMachine.provide({
    actors: {
      createTab: createTab.logic,
      migrate: migrate.logic,
      updateTab: updateTab.logic,
      fetchTab: fetchTab.logic,
      deleteTab: deleteTab.logic,
    },
    actions: {
      notify: (_, notice) => notify(notice),
      logWarning: (_, { message }) => logWarning(message),
    },
  });
  const actor = createActor(machine, { input: { backendPersistence: true, ...input } }).start();
  return {
    actor,
    createTab,
    migrate,
    updateTab,
    fetchTab,
    deleteTab,
    notify,
    logWarning,
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    matches: (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
      actor.getSnapshot().matches(state),
  };
}
