import { expect, it } from 'vitest';
import { findQueryByClientId, insertQuery } from '../../../server/store/repositories/queriesRepository.ts';
import { sqlLabStateTablesOf } from '../../../server/store/sqlLabStateTables.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

interface TabDetail {
  id: number;
  label: string;
  active: boolean;
  database_id: number | null;
  sql: string;
  schema: string | null;
  query_limit: number | null;
  latest_query: unknown;
  saved_query: { id: number } | null;
  template_params: string | null;
  hide_left_bar: boolean;
  autorun: boolean;
  extra_json: Record<string, unknown>;
  table_schemas: Array<{
    id: number;
    table: string;
    expanded: boolean;
    description: Record<string, unknown>;
  }>;
}

forEachStore('SQL Lab tab state', (ctx) => {
  const t = useTestApp(ctx);
  let databaseId = 0;

  async function ensureDatabase(): Promise<number> {
    if (databaseId) return databaseId;
    const now = new Date().toISOString();
    const row = await ctx.store.db
      .insertInto('databases')
      .values({
        uuid: crypto.randomUUID(),
        database_name: 'examples',
        backend: 'duckdb',
        sqlalchemy_uri: 'duckdb:///:memory:',
        password_encrypted: null,
        expose_in_sqllab: 1,
        allow_run_async: 0,
        allow_dml: 0,
        allow_ctas: 0,
        allow_cvas: 0,
        allow_file_upload: 0,
        allow_multi_catalog: 0,
        disable_data_preview: 0,
        force_ctas_schema: null,
        extra: null,
        cache_timeout: null,
        created_on: now,
        changed_on: now,
        created_by_fk: null,
        changed_by_fk: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    databaseId = row.id;
    return databaseId;
  }

  async function newTab(user: 'sqllab' | 'admin', editor: Record<string, unknown> = {}): Promise<number> {
    const dbId = await ensureDatabase();
    const reply = await t.client.post<{ id: number }>('/tabstateview/', {
      headers: await t.bearer(user),
      form: {
        queryEditor: JSON.stringify({
          id: 'local-1',
          name: 'Untitled Query 1',
          sql: 'SELECT 1',
          dbId,
          schema: 'main',
          queryLimit: 1000,
          hideLeftBar: false,
          autorun: false,
          templateParams: '{"x": 1}',
          ...editor,
        }),
      },
    });
    expect(reply.status).toBe(200);
    return reply.body.id;
  }

  async function getTab(id: number, user: 'sqllab' | 'admin' = 'sqllab') {
    return t.client.get<TabDetail>(`/tabstateview/${id}`, { headers: await t.bearer(user) });
  }

  it('creates a tab from the client editor, renaming its fields', async () => {
    const saved = await t.client.post<{ id: number }>('/api/v1/saved_query/', {
      headers: await t.bearer('sqllab'),
      json: { label: 'saved' },
    });
    const id = await newTab('sqllab', { remoteId: saved.body.id });
    const tab = await getTab(id);
    expect(tab.status).toBe(200);
    expect(tab.body).toMatchObject({
      id,
      label: 'Untitled Query 1',
      active: true,
      database_id: databaseId,
      schema: 'main',
      sql: 'SELECT 1',
      query_limit: 1000,
      template_params: '{"x": 1}',
      hide_left_bar: false,
      autorun: false,
      saved_query: { id: saved.body.id },
      latest_query: null,
      extra_json: {},
      table_schemas: [],
    });
  });

  it('changes only the fields a PUT sends (form of JSON texts, or JSON)', async () => {
    const id = await newTab('sqllab');
    const auth = await t.bearer('sqllab');
    const form = await t.client.put<number>(`/tabstateview/${id}`, {
      headers: auth,
      form: {
        sql: JSON.stringify('SELECT 2'),
        autorun: 'true',
        latest_query_id: JSON.stringify('abc123'),
        extra_json: JSON.stringify(JSON.stringify({ updatedAt: 5, version: 1 })),
      },
    });
    expect(form.status).toBe(200);
    expect(form.body).toBe(id);
    const json = await t.client.put(`/tabstateview/${id}`, {
      headers: auth,
      json: { label: 'Renamed', query_limit: 10 },
    });
    expect(json.status).toBe(200);
    const tab = await getTab(id);
    expect(tab.body).toMatchObject({
      sql: 'SELECT 2',
      autorun: true,
      label: 'Renamed',
      query_limit: 10,
      schema: 'main',
      extra_json: { updatedAt: 5, version: 1 },
    });
    const bad = await t.client.put(`/tabstateview/${id}`, { headers: auth, form: { autorun: 'maybe' } });
    expect(bad.status).toBe(400);
    const unknownDb = await t.client.put(`/tabstateview/${id}`, {
      headers: auth,
      json: { database_id: 99999 },
    });
    expect(unknownDb.status).toBe(422);
    expect((await getTab(id)).body.database_id).toBe(databaseId);
  });

  it('keeps exactly one active tab per user', async () => {
    const a = await newTab('sqllab');
    const b = await newTab('sqllab');
    expect((await getTab(a)).body.active).toBe(false);
    expect((await getTab(b)).body.active).toBe(true);
    const activated = await t.client.post<number>(`/tabstateview/${a}/activate`, {
      headers: await t.bearer('sqllab'),
    });
    expect(activated.body).toBe(a);
    const active = await sqlLabStateTablesOf(ctx.store.db)
      .selectFrom('tab_state')
      .innerJoin('users', 'users.id', 'tab_state.user_id')
      .select('tab_state.id')
      .where('users.username', '=', 'sqllab')
      .where('tab_state.active', '=', 1)
      .execute();
    expect(active.map((r) => r.id)).toEqual([a]);
  });

  it('migrates and deletes queries of a tab', async () => {
    const id = await newTab('sqllab');
    const auth = await t.bearer('sqllab');
    const migrated = await t.client.post<number>(`/tabstateview/${id}/migrate_query`, {
      headers: auth,
      form: { queryId: JSON.stringify('q1') },
    });
    expect(migrated.status).toBe(200);
    expect(migrated.body).toBe(id);
    await t.client.put(`/tabstateview/${id}`, { headers: auth, json: { latest_query_id: 'q1' } });
    const deleted = await t.client.delete<string>(`/tabstateview/${id}/query/q1`, { headers: auth });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe('OK');
    const row = await sqlLabStateTablesOf(ctx.store.db)
      .selectFrom('tab_state')
      .select('latest_query_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.latest_query_id).toBeNull();
  });

  it("links the caller's queries to tabs: latest_query, bootstrap queries, migrate, delete", async () => {
    const auth = await t.bearer('sqllab');
    const dbId = await ensureDatabase();
    const userId = async (username: string) =>
      (
        await ctx.store.db
          .selectFrom('users')
          .select('id')
          .where('username', '=', username)
          .executeTakeFirstOrThrow()
      ).id;
    const mine = await userId('sqllab');
    const adminId = await userId('admin');
    const tab = await newTab('sqllab');
    const other = await newTab('sqllab');
    let started = 1_700_000_000_000;
    const add = (clientId: string, user: number, editor: number | null) =>
      insertQuery(ctx.store.db, {
        client_id: clientId,
        database_id: dbId,
        user_id: user,
        status: 'success',
        tab_name: 'Untitled Query 1',
        sql_editor_id: editor === null ? null : String(editor),
        catalog: null,
        schema: 'main',
        sql: `SELECT '${clientId}'`,
        limit: 1000,
        select_as_cta: 0,
        select_as_cta_used: 0,
        limiting_factor: 'NOT_LIMITED',
        ctas_method: null,
        tmp_table_name: null,
        tmp_schema_name: null,
        start_time: started++,
        progress: 100,
        rows: 1,
      });
    await add('qa', mine, tab);
    await add('qb', mine, tab);
    await add('qc', mine, null);
    await add('qd', adminId, tab);
    await add('qe', mine, other);

    await t.client.put(`/tabstateview/${tab}`, { headers: auth, json: { latest_query_id: 'qb' } });
    const detail = await getTab(tab);
    expect(detail.body.latest_query).toMatchObject({
      id: 'qb',
      dbId,
      db: 'examples',
      user: 'sqllab',
      userId: mine,
      sqlEditorId: String(tab),
      state: 'success',
      sql: "SELECT 'qb'",
      schema: 'main',
      rows: 1,
      limitingFactor: 'NOT_LIMITED',
    });
    // Someone else's query is never the caller's latest query.
    await t.client.put(`/tabstateview/${tab}`, { headers: auth, json: { latest_query_id: 'qd' } });
    expect((await getTab(tab)).body.latest_query).toBeNull();
    await t.client.put(`/tabstateview/${tab}`, { headers: auth, json: { latest_query_id: 'qb' } });

    const bootstrap = async () =>
      (
        await t.client.get<{
          result: { queries: Record<string, { id: string; sqlEditorId: string | null }> };
        }>('/api/v1/sqllab/', { headers: auth })
      ).body.result.queries;
    const before = await bootstrap();
    expect(Object.keys(before).sort()).toEqual(['qa', 'qb', 'qe']);
    expect(before.qe).toMatchObject({ id: 'qe', sqlEditorId: String(other) });

    const migrated = await t.client.post<number>(`/tabstateview/${other}/migrate_query`, {
      headers: auth,
      form: { queryId: JSON.stringify('qc') },
    });
    expect(migrated.body).toBe(other);
    // Another user's query does not move.
    await t.client.post(`/tabstateview/${other}/migrate_query`, { headers: auth, json: { queryId: 'qd' } });
    expect((await findQueryByClientId(ctx.store.db, 'qd'))?.sql_editor_id).toBe(String(tab));
    const afterMigrate = await bootstrap();
    expect(afterMigrate.qc).toMatchObject({ sqlEditorId: String(other) });
    // A JSON body carries the id as JSON text too (as the SPA sends it).
    await add('qf', mine, null);
    await t.client.post(`/tabstateview/${other}/migrate_query`, {
      headers: auth,
      json: { queryId: JSON.stringify('qf') },
    });
    expect((await findQueryByClientId(ctx.store.db, 'qf'))?.sql_editor_id).toBe(String(other));

    // Deleting the tab's latest query makes its newest remaining one the latest.
    const deleted = await t.client.delete<string>(`/tabstateview/${tab}/query/qb`, { headers: auth });
    expect(deleted.body).toBe('OK');
    expect(await findQueryByClientId(ctx.store.db, 'qb')).toBeUndefined();
    expect((await getTab(tab)).body.latest_query).toMatchObject({ id: 'qa' });
    // A query of another tab, or another user's, is not deleted through this tab.
    await t.client.delete(`/tabstateview/${tab}/query/qe`, { headers: auth });
    await t.client.delete(`/tabstateview/${tab}/query/qd`, { headers: auth });
    expect(await findQueryByClientId(ctx.store.db, 'qe')).toBeDefined();
    expect(await findQueryByClientId(ctx.store.db, 'qd')).toBeDefined();
    await t.client.delete(`/tabstateview/${tab}/query/qa`, { headers: auth });
    expect((await getTab(tab)).body.latest_query).toBeNull();
    expect(Object.keys(await bootstrap()).sort()).toEqual(['qc', 'qe', 'qf']);
  });

  it('keeps table schemas, their expansion, and deletes them with the tab', async () => {
    const id = await newTab('sqllab');
    const auth = await t.bearer('sqllab');
    const table = {
      id: 't1',
      name: 'sales',
      dbId: databaseId,
      schema: 'main',
      queryEditorId: String(id),
      columns: [],
    };
    const created = await t.client.post<{ id: number }>('/tableschemaview/', {
      headers: auth,
      form: { table: JSON.stringify(table) },
    });
    expect(created.status).toBe(200);
    // Posting the same table again replaces it.
    const again = await t.client.post<{ id: number }>('/tableschemaview/', {
      headers: auth,
      json: { table },
    });
    expect((await getTab(id)).body.table_schemas.map((s) => s.id)).toEqual([again.body.id]);
    const collapsed = await t.client.post<{ id: number; expanded: boolean }>(
      `/tableschemaview/${again.body.id}/expanded`,
      { headers: auth, form: { expanded: 'false' } },
    );
    expect(collapsed.body).toEqual({ id: again.body.id, expanded: false });
    const tab = await getTab(id);
    expect(tab.body.table_schemas[0]).toMatchObject({
      table: 'sales',
      expanded: false,
      description: { name: 'sales' },
    });

    const second = await t.client.post<{ id: number }>('/tableschemaview/', {
      headers: auth,
      json: { table: { ...table, name: 'birth_names' } },
    });
    expect((await t.client.delete(`/tableschemaview/${second.body.id}`, { headers: auth })).body).toBe('OK');

    expect((await t.client.delete<string>(`/tabstateview/${id}`, { headers: auth })).body).toBe('OK');
    expect((await getTab(id)).status).toBe(404);
    const left = await sqlLabStateTablesOf(ctx.store.db)
      .selectFrom('table_schema')
      .select('id')
      .where('tab_state_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it("refuses another user's tab (403) and a missing one (404)", async () => {
    const id = await newTab('admin');
    const auth = await t.bearer('sqllab');
    expect((await getTab(id, 'sqllab')).status).toBe(403);
    expect((await t.client.put(`/tabstateview/${id}`, { headers: auth, json: { sql: 'x' } })).status).toBe(
      403,
    );
    expect((await t.client.post(`/tabstateview/${id}/activate`, { headers: auth })).status).toBe(403);
    expect((await t.client.delete(`/tabstateview/${id}`, { headers: auth })).status).toBe(403);
    const table = { name: 'sales', dbId: databaseId, schema: 'main', queryEditorId: id };
    expect((await t.client.post('/tableschemaview/', { headers: auth, json: { table } })).status).toBe(403);
    expect((await getTab(999999)).status).toBe(404);
    expect((await getTab(id, 'admin')).body.sql).toBe('SELECT 1');
  });

  it('needs the TabStateView permissions and the CSRF token with a session', async () => {
    const gamma = await t.bearer('gamma');
    expect(
      (await t.client.post('/tabstateview/', { headers: gamma, form: { queryEditor: '{}' } })).status,
    ).toBe(403);
    expect((await t.client.get('/api/v1/sqllab/', { headers: gamma })).status).toBe(403);
    const session = await t.session('sqllab');
    const body = { form: { queryEditor: JSON.stringify({ name: 'S', dbId: databaseId }) } };
    expect((await t.client.post('/tabstateview/', { headers: session.headers, ...body })).status).toBe(403);
    expect((await t.client.post('/tabstateview/', { headers: session.csrfHeaders, ...body })).status).toBe(
      200,
    );
    const bad = await t.client.post('/tabstateview/', {
      headers: session.csrfHeaders,
      form: { queryEditor: '{' },
    });
    expect(bad.status).toBe(400);
  });

  it("lists each tab's saved query id in the bootstrap, for tabs not loaded yet", async () => {
    const saved = await t.client.post<{ id: number }>('/api/v1/saved_query/', {
      headers: await t.bearer('sqllab'),
      json: { label: 'saved' },
    });
    const holder = await newTab('sqllab', { name: 'Holds it', remoteId: saved.body.id });
    await newTab('sqllab', { name: 'Active one' });
    const reply = await t.client.get<{
      result: { tab_state_ids: Array<{ id: number; label: string; saved_query_id: number | null }> };
    }>('/api/v1/sqllab/', { headers: await t.bearer('sqllab') });
    expect(reply.body.result.tab_state_ids).toContainEqual({
      id: holder,
      label: 'Holds it',
      saved_query_id: saved.body.id,
    });
  });

  it('bootstraps SQL Lab with the active tab, tab ids, databases and settings', async () => {
    const auth = await t.bearer('sqllab');
    const id = await newTab('sqllab', { name: 'Bootstrap tab' });
    const reply = await t.client.get<{
      result: {
        active_tab: TabDetail | null;
        tab_state_ids: Array<{ id: number; label: string; saved_query_id: number | null }>;
        databases: Record<string, { database_name: string }>;
        common: { feature_flags: Record<string, boolean>; conf: Record<string, number> };
      };
    }>('/api/v1/sqllab/', { headers: auth });
    expect(reply.status).toBe(200);
    expect(reply.body.result.active_tab?.id).toBe(id);
    expect(reply.body.result.tab_state_ids).toContainEqual({
      id,
      label: 'Bootstrap tab',
      saved_query_id: null,
    });
    // The databases the caller may see (DatabaseFilter): none for sql_lab without a grant, all for Admin.
    expect(reply.body.result.databases).toEqual({});
    const asAdmin = await t.client.get<{ result: { databases: Record<string, { database_name: string }> } }>(
      '/api/v1/sqllab/',
      { headers: await t.bearer('admin') },
    );
    expect(asAdmin.body.result.databases[String(databaseId)]?.database_name).toBe('examples');
    expect(reply.body.result.common.feature_flags.SQLLAB_BACKEND_PERSISTENCE).toBe(true);
    expect(reply.body.result.common.conf.DEFAULT_SQLLAB_LIMIT).toBe(1000);
  });
});
