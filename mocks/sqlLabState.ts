// The mock backend's SQL Lab tabs and their tables, kept in memory as the server keeps them:
// one active tab per user, tables deleted with their tab. reset() between tests.
import type { components } from '../src/api/schema.gen.ts';
import { TAB_STATES } from './fixtures/tabStates.ts';

type TabStateDetail = components['schemas']['TabStateDetail'];
type TableSchemaDetail = components['schemas']['TableSchemaDetail'];

let tabs: TabStateDetail[] = [];
let nextTabId = 1;
let nextTableId = 1;
/** The SQLLAB_BACKEND_PERSISTENCE flag the bootstrap reports (tests turn it off). */
let backendPersistence = true;

function initial(): void {
  tabs = structuredClone([...TAB_STATES]);
  nextTabId = Math.max(0, ...tabs.map((t) => t.id)) + 1;
  nextTableId = Math.max(0, ...tabs.flatMap((t) => t.table_schemas.map((s) => s.id))) + 1;
  backendPersistence = true;
}
initial();

export const mockSqlLabState = {
  reset: initial,
  backendPersistence: () => backendPersistence,
  setBackendPersistence(on: boolean): void {
    backendPersistence = on;
  },
  find: (id: number) => tabs.find((tab) => tab.id === id),
  ownedBy: (userId: number) => tabs.filter((tab) => tab.user_id === userId),
  create(userId: number, fields: Partial<TabStateDetail>): TabStateDetail {
    for (const tab of tabs) if (tab.user_id === userId) tab.active = false;
    const created: TabStateDetail = {
      id: nextTabId++,
      user_id: userId,
      label: 'Untitled Query',
      active: true,
      database_id: null,
      catalog: null,
      schema: null,
      table_schemas: [],
      sql: 'SELECT ...',
      query_limit: null,
      latest_query: null,
      autorun: false,
      template_params: null,
      hide_left_bar: false,
      saved_query: null,
      extra_json: {},
      ...fields,
    };
    tabs = [...tabs, created];
    return created;
  },
  update(id: number, fields: Partial<TabStateDetail>): void {
    tabs = tabs.map((tab) => (tab.id === id ? { ...tab, ...fields } : tab));
  },
  activate(id: number, userId: number): void {
    for (const tab of tabs) if (tab.user_id === userId) tab.active = tab.id === id;
  },
  remove(id: number): void {
    tabs = tabs.filter((tab) => tab.id !== id);
  },
  findTable(id: number): { tab: TabStateDetail; table: TableSchemaDetail } | undefined {
    for (const tab of tabs) {
      const table = tab.table_schemas.find((s) => s.id === id);
      if (table) return { tab, table };
    }
    return undefined;
  },
  addTable(
    tab: TabStateDetail,
    fields: Omit<TableSchemaDetail, 'id' | 'tab_state_id' | 'expanded'>,
  ): TableSchemaDetail {
    const table: TableSchemaDetail = { ...fields, id: nextTableId++, tab_state_id: tab.id, expanded: true };
    tab.table_schemas = [
      ...tab.table_schemas.filter(
        (s) => !(s.table === table.table && s.schema === table.schema && s.database_id === table.database_id),
      ),
      table,
    ];
    return table;
  },
  removeTable(tab: TabStateDetail, id: number): void {
    tab.table_schemas = tab.table_schemas.filter((s) => s.id !== id);
  },
};
