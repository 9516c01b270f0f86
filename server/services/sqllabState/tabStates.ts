// /tabstateview/: SQL Lab tabs kept on the server, as Superset's TabStateView. Only the caller's
// own tabs: another user's tab is refused (403), a missing one is not found (404). Creating or
// activating a tab leaves the caller exactly one active tab; deleting one deletes its tables.
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findOwnSavedQuery } from '../../store/repositories/savedQueriesRepository.ts';
import {
  activateTabState,
  deleteTabState,
  findTabState,
  insertActiveTabState,
  tableSchemasOf,
  updateTabState,
} from '../../store/repositories/tabStatesRepository.ts';
import type { TableSchemaRow, TabStateRow, TabStateUpdate } from '../../store/sqlLabStateTables.ts';
import type { Principal } from '../security/principal.ts';
import { jsonObjectOf } from '../shared/jsonText.ts';
import { LoupeError, notFound } from '../shared/loupeError.ts';
import type { TabQueryLinks } from './tabQueryLinks.ts';
import {
  type BodyEncoding,
  decodeFormValue,
  readQueryEditor,
  tabStateChanges,
  tabStateFromEditor,
} from './tabStateFields.ts';

type TabStateDetail = components['schemas']['TabStateDetail'];
type TableSchemaDetail = components['schemas']['TableSchemaDetail'];

export interface TabStateContext {
  db: MetadataDb;
  queries: TabQueryLinks;
}

export function notYours(): LoupeError {
  return new LoupeError(403, 'You do not have access to this SQL Lab tab');
}

/** The caller's tab, or 404 / 403. */
export async function ownTab(db: MetadataDb, principal: Principal, id: number): Promise<TabStateRow> {
  const tab = await findTabState(db, id);
  if (!tab) throw notFound();
  if (tab.user_id !== principal.user.id) throw notYours();
  return tab;
}

/** Checks what the columns refer to: an unknown database is refused, a saved query not the caller's is dropped. */
async function checkReferences(db: MetadataDb, principal: Principal, changes: TabStateUpdate): Promise<void> {
  if (typeof changes.database_id === 'number') {
    const found = await db
      .selectFrom('databases')
      .select('id')
      .where('id', '=', changes.database_id)
      .executeTakeFirst();
    if (!found) {
      throw new LoupeError(
        422,
        { database_id: ['Database not found.'] },
        { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' },
      );
    }
  }
  if (typeof changes.saved_query_id === 'number') {
    const own = await findOwnSavedQuery(db, changes.saved_query_id, principal.user.id);
    if (!own) changes.saved_query_id = null;
  }
}

export async function createTabState(
  ctx: TabStateContext,
  principal: Principal,
  body: { queryEditor: unknown },
): Promise<{ id: number }> {
  const columns = tabStateFromEditor(readQueryEditor(body.queryEditor));
  await checkReferences(ctx.db, principal, columns);
  const now = new Date().toISOString();
  const row = await insertActiveTabState(ctx.db, {
    label: null,
    database_id: null,
    catalog: null,
    schema: null,
    sql: null,
    query_limit: null,
    latest_query_id: null,
    autorun: 0,
    template_params: null,
    hide_left_bar: 0,
    saved_query_id: null,
    extra_json: null,
    ...columns,
    user_id: principal.user.id,
    active: 1,
    created_on: now,
    changed_on: now,
  });
  return { id: row.id };
}

export function tableSchemaDetail(row: TableSchemaRow): TableSchemaDetail {
  let description: Record<string, unknown> | null = null;
  try {
    const value: unknown = row.description ? JSON.parse(row.description) : null;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      description = value as Record<string, unknown>;
    }
  } catch {
    description = null;
  }
  return {
    id: row.id,
    tab_state_id: row.tab_state_id,
    database_id: row.database_id,
    catalog: row.catalog,
    schema: row.schema,
    table: row.table,
    description,
    expanded: row.expanded === 1,
  };
}

/** Superset's TabState.to_dict. */
export async function tabStateDetail(ctx: TabStateContext, tab: TabStateRow): Promise<TabStateDetail> {
  const tables = await tableSchemasOf(ctx.db, tab.id);
  const latest = tab.latest_query_id ? await ctx.queries.find(tab.latest_query_id, tab.user_id) : null;
  return {
    id: tab.id,
    user_id: tab.user_id,
    label: tab.label,
    active: tab.active === 1,
    database_id: tab.database_id,
    catalog: tab.catalog,
    schema: tab.schema,
    table_schemas: tables.map(tableSchemaDetail),
    sql: tab.sql,
    query_limit: tab.query_limit,
    latest_query: latest,
    autorun: tab.autorun === 1,
    template_params: tab.template_params,
    hide_left_bar: tab.hide_left_bar === 1,
    saved_query: tab.saved_query_id === null ? null : { id: tab.saved_query_id },
    extra_json: jsonObjectOf(tab.extra_json),
  };
}

export async function getTabState(
  ctx: TabStateContext,
  principal: Principal,
  id: number,
): Promise<TabStateDetail> {
  return tabStateDetail(ctx, await ownTab(ctx.db, principal, id));
}

export async function putTabState(
  ctx: TabStateContext,
  principal: Principal,
  id: number,
  body: Record<string, unknown>,
  encoding: BodyEncoding,
): Promise<number> {
  await ownTab(ctx.db, principal, id);
  const changes = tabStateChanges(body ?? {}, encoding);
  await checkReferences(ctx.db, principal, changes);
  await updateTabState(ctx.db, id, { ...changes, changed_on: new Date().toISOString() });
  return id;
}

export async function activateTab(ctx: TabStateContext, principal: Principal, id: number): Promise<number> {
  await ownTab(ctx.db, principal, id);
  await activateTabState(ctx.db, id, principal.user.id);
  return id;
}

export async function deleteTab(ctx: TabStateContext, principal: Principal, id: number): Promise<'OK'> {
  await ownTab(ctx.db, principal, id);
  await deleteTabState(ctx.db, id);
  return 'OK';
}

export async function migrateQuery(
  ctx: TabStateContext,
  principal: Principal,
  id: number,
  body: { queryId: unknown },
  encoding: BodyEncoding,
): Promise<number> {
  await ownTab(ctx.db, principal, id);
  let clientId = body.queryId;
  // JSON text of the client id, in a form or in a JSON body (a bare id is accepted too).
  if (typeof clientId === 'string' && (encoding === 'form' || clientId.startsWith('"'))) {
    const decoded = decodeFormValue(clientId, true);
    clientId = decoded.ok ? decoded.value : clientId;
  }
  await ctx.queries.moveToTab(String(clientId), principal.user.id, id);
  return id;
}

export async function deleteTabQuery(
  ctx: TabStateContext,
  principal: Principal,
  id: number,
  clientId: string,
): Promise<'OK'> {
  const tab = await ownTab(ctx.db, principal, id);
  const newest = await ctx.queries.removeFromTab(clientId, principal.user.id, id);
  if (tab.latest_query_id === clientId) {
    await updateTabState(ctx.db, id, { latest_query_id: newest, changed_on: new Date().toISOString() });
  }
  return 'OK';
}
