// Everything the tab state, table schema and SQL Lab bootstrap routes call. The endpoints work
// whatever SQLLAB_BACKEND_PERSISTENCE says (Superset registers them regardless; the client
// decides whether to call them); the flag reaches the client through the bootstrap's common.
import type { ResolvedConfig } from '../../config.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { Principal } from '../security/principal.ts';
import { sqlLabBootstrap } from './sqlLabBootstrap.ts';
import { createTableSchema, removeTableSchema, setExpanded } from './tableSchemas.ts';
import { createTabQueryLinks, type TabQueryLinks } from './tabQueryLinks.ts';
import type { BodyEncoding } from './tabStateFields.ts';
import {
  activateTab,
  createTabState,
  deleteTab,
  deleteTabQuery,
  getTabState,
  migrateQuery,
  putTabState,
  type TabStateContext,
} from './tabStates.ts';

export function createSqlLabStateServices(
  db: MetadataDb,
  config: ResolvedConfig,
  queries: TabQueryLinks = createTabQueryLinks(db),
) {
  const ctx: TabStateContext = { db, queries };
  return {
    create: (principal: Principal, body: { queryEditor: unknown }) => createTabState(ctx, principal, body),
    get: (principal: Principal, id: number) => getTabState(ctx, principal, id),
    update: (principal: Principal, id: number, body: Record<string, unknown>, encoding: BodyEncoding) =>
      putTabState(ctx, principal, id, body, encoding),
    activate: (principal: Principal, id: number) => activateTab(ctx, principal, id),
    delete: (principal: Principal, id: number) => deleteTab(ctx, principal, id),
    migrateQuery: (principal: Principal, id: number, body: { queryId: unknown }, encoding: BodyEncoding) =>
      migrateQuery(ctx, principal, id, body, encoding),
    deleteQuery: (principal: Principal, id: number, clientId: string) =>
      deleteTabQuery(ctx, principal, id, clientId),
    createTableSchema: (principal: Principal, body: { table: unknown }) =>
      createTableSchema(ctx, principal, body),
    setTableSchemaExpanded: (
      principal: Principal,
      id: number,
      body: { expanded: unknown },
      encoding: BodyEncoding,
    ) => setExpanded(ctx, principal, id, body, encoding),
    deleteTableSchema: (principal: Principal, id: number) => removeTableSchema(ctx, principal, id),
    bootstrap: (principal: Principal) => sqlLabBootstrap(ctx, config, principal),
  };
}

export type SqlLabStateServices = ReturnType<typeof createSqlLabStateServices>;
export type { BodyEncoding, TabQueryLinks };
