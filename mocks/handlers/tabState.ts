// /tabstateview/ and /tableschemaview/ (Superset's legacy views: forms of JSON texts) and
// GET /api/v1/sqllab/, on the in-memory tabs: only the caller's own tabs (403 another user's,
// 404 a missing one), one active tab per user, tables deleted with their tab.
import { http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { mockDatabases } from '../databases.ts';
import { validationError } from '../errors.ts';
import { mockSqlLabState } from '../sqlLabState.ts';
import { isFormPost, readBody } from './auth.ts';
import { idOf } from './databaseRequests.ts';
import { type Caller, refusalOn } from './sqlLabAccess.ts';

type TabStateDetail = components['schemas']['TabStateDetail'];

const NOT_FOUND = { message: 'Not found' };
const NOT_YOURS = { message: 'You do not have access to this SQL Lab tab' };
const INT_FIELDS = ['database_id', 'query_limit', 'saved_query_id'];
const BOOL_FIELDS = ['hide_left_bar', 'autorun'];
const TEXT_FIELDS = ['catalog', 'schema', 'sql', 'label', 'latest_query_id', 'template_params', 'extra_json'];

function decoded(value: unknown, form: boolean): unknown {
  if (!form || typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

type Owned = { ok: true; tab: TabStateDetail } | { ok: false; status: 403 | 404; body: { message: string } };

function ownTab(id: unknown, caller: Caller): Owned {
  const tab = mockSqlLabState.find(idOf(String(id)) ?? -1);
  if (!tab) return { ok: false, status: 404, body: NOT_FOUND };
  if (tab.user_id !== caller.user.id) return { ok: false, status: 403, body: NOT_YOURS };
  return { ok: true, tab };
}

/** The PUT fields as tab columns, or the field that is wrong. */
function changesOf(
  body: Record<string, unknown>,
  form: boolean,
): Partial<TabStateDetail> | { invalid: string } {
  const changes: Record<string, unknown> = {};
  for (const [field, raw] of Object.entries(body)) {
    const value = decoded(raw, form);
    if (INT_FIELDS.includes(field)) {
      if (value !== null && !Number.isInteger(value)) return { invalid: field };
      if (field === 'saved_query_id') changes.saved_query = value === null ? null : { id: value };
      else changes[field] = value;
    } else if (BOOL_FIELDS.includes(field)) {
      if (typeof value !== 'boolean') return { invalid: field };
      changes[field] = value;
    } else if (TEXT_FIELDS.includes(field)) {
      if (field === 'extra_json') {
        const extra = typeof value === 'string' ? decoded(value, true) : value;
        changes.extra_json = typeof extra === 'object' && extra !== null ? extra : {};
      } else if (field !== 'latest_query_id') {
        changes[field] = value === null ? null : String(value);
      }
    }
  }
  return changes as Partial<TabStateDetail>;
}

export const tabStateHandlers = [
  http.post('/tabstateview/', async ({ request }) => {
    const access = refusalOn(request, 'can_post', 'TabStateView');
    if (!access.ok) return contractJson('/tabstateview/', 'post', access.status, access.body);
    const body = await readBody(request);
    const editor = decoded(body?.queryEditor, true);
    if (typeof editor !== 'object' || editor === null)
      return contractJson(
        '/tabstateview/',
        'post',
        400,
        validationError('queryEditor', ['Not a valid JSON value.']),
      );
    const e = editor as Record<string, unknown>;
    const dbId = e.dbId ?? null;
    if (dbId !== null && (typeof dbId !== 'number' || !mockDatabases.find(dbId)))
      return contractJson(
        '/tabstateview/',
        'post',
        422,
        validationError('database_id', ['Database not found.']),
      );
    const created = mockSqlLabState.create(access.caller.user.id, {
      label: typeof e.name === 'string' ? e.name : 'Untitled Query',
      database_id: dbId as number | null,
      catalog: (e.catalog as string | undefined) ?? null,
      schema: (e.schema as string | undefined) ?? null,
      sql: typeof e.sql === 'string' ? e.sql : 'SELECT ...',
      query_limit: typeof e.queryLimit === 'number' ? e.queryLimit : null,
      hide_left_bar: e.hideLeftBar === true,
      autorun: e.autorun === true,
      template_params: typeof e.templateParams === 'string' ? e.templateParams : null,
      saved_query: typeof e.remoteId === 'number' ? { id: e.remoteId } : null,
    });
    return contractJson('/tabstateview/', 'post', 200, { id: created.id });
  }),

  http.get('/tabstateview/:tab_state_id', ({ request, params }) => {
    const access = refusalOn(request, 'can_get', 'TabStateView');
    if (!access.ok) return contractJson('/tabstateview/{tab_state_id}', 'get', access.status, access.body);
    const own = ownTab(params.tab_state_id, access.caller);
    if (!own.ok) return contractJson('/tabstateview/{tab_state_id}', 'get', own.status, own.body);
    return contractJson('/tabstateview/{tab_state_id}', 'get', 200, own.tab);
  }),

  http.put('/tabstateview/:tab_state_id', async ({ request, params }) => {
    const access = refusalOn(request, 'can_put', 'TabStateView');
    if (!access.ok) return contractJson('/tabstateview/{tab_state_id}', 'put', access.status, access.body);
    const own = ownTab(params.tab_state_id, access.caller);
    if (!own.ok) return contractJson('/tabstateview/{tab_state_id}', 'put', own.status, own.body);
    const form = isFormPost(request);
    const changes = changesOf((await readBody(request)) ?? {}, form);
    if ('invalid' in changes)
      return contractJson(
        '/tabstateview/{tab_state_id}',
        'put',
        400,
        validationError(changes.invalid, ['Not valid.']),
      );
    mockSqlLabState.update(own.tab.id, changes);
    return contractJson('/tabstateview/{tab_state_id}', 'put', 200, own.tab.id);
  }),

  http.delete('/tabstateview/:tab_state_id', ({ request, params }) => {
    const access = refusalOn(request, 'can_delete', 'TabStateView');
    if (!access.ok) return contractJson('/tabstateview/{tab_state_id}', 'delete', access.status, access.body);
    const own = ownTab(params.tab_state_id, access.caller);
    if (!own.ok) return contractJson('/tabstateview/{tab_state_id}', 'delete', own.status, own.body);
    mockSqlLabState.remove(own.tab.id);
    return contractJson('/tabstateview/{tab_state_id}', 'delete', 200, 'OK');
  }),

  http.post('/tabstateview/:tab_state_id/activate', ({ request, params }) => {
    const path = '/tabstateview/{tab_state_id}/activate';
    const access = refusalOn(request, 'can_activate', 'TabStateView');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const own = ownTab(params.tab_state_id, access.caller);
    if (!own.ok) return contractJson(path, 'post', own.status, own.body);
    mockSqlLabState.activate(own.tab.id, access.caller.user.id);
    return contractJson(path, 'post', 200, own.tab.id);
  }),

  http.post('/tabstateview/:tab_state_id/migrate_query', async ({ request, params }) => {
    const path = '/tabstateview/{tab_state_id}/migrate_query';
    const access = refusalOn(request, 'can_migrate_query', 'TabStateView');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const own = ownTab(params.tab_state_id, access.caller);
    if (!own.ok) return contractJson(path, 'post', own.status, own.body);
    const body = await readBody(request);
    if (body?.queryId === undefined)
      return contractJson(
        path,
        'post',
        400,
        validationError('queryId', ['Missing data for required field.']),
      );
    return contractJson(path, 'post', 200, own.tab.id);
  }),

  http.delete('/tabstateview/:tab_state_id/query/:client_id', ({ request, params }) => {
    const path = '/tabstateview/{tab_state_id}/query/{client_id}';
    const access = refusalOn(request, 'can_delete_query', 'TabStateView');
    if (!access.ok) return contractJson(path, 'delete', access.status, access.body);
    const own = ownTab(params.tab_state_id, access.caller);
    if (!own.ok) return contractJson(path, 'delete', own.status, own.body);
    if (own.tab.latest_query && own.tab.latest_query.id === params.client_id)
      mockSqlLabState.update(own.tab.id, { latest_query: null });
    return contractJson(path, 'delete', 200, 'OK');
  }),

  http.post('/tableschemaview/', async ({ request }) => {
    const access = refusalOn(request, 'can_post', 'TableSchemaView');
    if (!access.ok) return contractJson('/tableschemaview/', 'post', access.status, access.body);
    const table = decoded((await readBody(request))?.table, true);
    if (typeof table !== 'object' || table === null || typeof (table as { name?: unknown }).name !== 'string')
      return contractJson(
        '/tableschemaview/',
        'post',
        400,
        validationError('table', ['Not a valid mapping type.']),
      );
    const entry = table as Record<string, unknown>;
    const own = ownTab(entry.queryEditorId, access.caller);
    if (!own.ok) return contractJson('/tableschemaview/', 'post', own.status, own.body);
    const created = mockSqlLabState.addTable(own.tab, {
      database_id: typeof entry.dbId === 'number' ? entry.dbId : null,
      catalog: typeof entry.catalog === 'string' ? entry.catalog : null,
      schema: typeof entry.schema === 'string' ? entry.schema : null,
      table: String(entry.name),
      description: entry,
    });
    return contractJson('/tableschemaview/', 'post', 200, { id: created.id });
  }),

  http.post('/tableschemaview/:table_schema_id/expanded', async ({ request, params }) => {
    const path = '/tableschemaview/{table_schema_id}/expanded';
    const access = refusalOn(request, 'can_expanded', 'TableSchemaView');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const found = mockSqlLabState.findTable(idOf(String(params.table_schema_id)) ?? -1);
    if (!found) return contractJson(path, 'post', 404, NOT_FOUND);
    if (found.tab.user_id !== access.caller.user.id) return contractJson(path, 'post', 403, NOT_YOURS);
    const expanded = decoded((await readBody(request))?.expanded, true);
    if (typeof expanded !== 'boolean')
      return contractJson(path, 'post', 400, validationError('expanded', ['Not a valid boolean.']));
    found.table.expanded = expanded;
    return contractJson(path, 'post', 200, { id: found.table.id, expanded });
  }),

  http.delete('/tableschemaview/:table_schema_id', ({ request, params }) => {
    const path = '/tableschemaview/{table_schema_id}';
    const access = refusalOn(request, 'can_delete', 'TableSchemaView');
    if (!access.ok) return contractJson(path, 'delete', access.status, access.body);
    const found = mockSqlLabState.findTable(idOf(String(params.table_schema_id)) ?? -1);
    if (!found) return contractJson(path, 'delete', 404, NOT_FOUND);
    if (found.tab.user_id !== access.caller.user.id) return contractJson(path, 'delete', 403, NOT_YOURS);
    mockSqlLabState.removeTable(found.tab, found.table.id);
    return contractJson(path, 'delete', 200, 'OK');
  }),

  http.get('/api/v1/sqllab/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'SQLLab');
    if (!access.ok) return contractJson('/api/v1/sqllab/', 'get', access.status, access.body);
    const tabs = mockSqlLabState.ownedBy(access.caller.user.id);
    const databases = Object.fromEntries(
      mockDatabases.all().map((d) => [
        String(d.id),
        {
          id: d.id,
          database_name: d.database_name,
          backend: d.backend,
          allow_run_async: d.allow_run_async,
          allow_dml: d.allow_dml,
          allow_ctas: d.allow_ctas,
          allow_cvas: d.allow_cvas,
          allow_file_upload: d.allow_file_upload,
          allow_multi_catalog: d.allow_multi_catalog,
          allows_cost_estimate: true,
          expose_in_sqllab: d.expose_in_sqllab,
          disable_data_preview: d.disable_data_preview,
          force_ctas_schema: d.force_ctas_schema,
        },
      ]),
    );
    return contractJson('/api/v1/sqllab/', 'get', 200, {
      result: {
        active_tab: tabs.find((tab) => tab.active) ?? tabs[0] ?? null,
        databases,
        queries: {},
        tab_state_ids: tabs.map((tab) => ({
          id: tab.id,
          label: tab.label,
          saved_query_id: tab.saved_query?.id ?? null,
        })),
        common: {
          feature_flags: {
            GLOBAL_ASYNC_QUERIES: false,
            DASHBOARD_RBAC: false,
            TAGGING_SYSTEM: false,
            CONFIRM_DASHBOARD_DIFF: false,
            ENABLE_AVATARS: false,
            SQLLAB_BACKEND_PERSISTENCE: mockSqlLabState.backendPersistence(),
          },
          conf: {
            DEFAULT_SQLLAB_LIMIT: 1000,
            SQL_MAX_ROW: 100000,
            DISPLAY_MAX_ROW: 10000,
            SQLLAB_TIMEOUT: 30,
            GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling',
            GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500,
            GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/ws/async_event/',
          },
        },
      },
    });
  }),
];
