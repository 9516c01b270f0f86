import { expect, it } from 'vitest';
import { sqlLabStateTablesOf } from '../../../server/store/sqlLabStateTables.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

interface Written {
  id: number;
  result: Record<string, unknown>;
}
interface ListBody {
  count: number;
  ids: number[];
  result: Array<Record<string, unknown>>;
}

forEachStore('saved queries API', (ctx) => {
  const t = useTestApp(ctx);
  let databaseId = 0;

  async function createDatabase(): Promise<number> {
    const now = new Date().toISOString();
    const row = await ctx.store.db
      .insertInto('databases')
      .values({
        uuid: crypto.randomUUID(),
        database_name: `examples-${Math.random().toString(36).slice(2)}`,
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
    return row.id;
  }

  async function create(user: 'admin' | 'sqllab', body: Record<string, unknown>) {
    return t.client.post<Written>('/api/v1/saved_query/', { headers: await t.bearer(user), json: body });
  }

  it('creates, shows, changes and deletes a saved query', async () => {
    databaseId = await createDatabase();
    const created = await create('sqllab', {
      label: 'Top products',
      db_id: databaseId,
      schema: 'main',
      sql: 'SELECT product, sum(revenue) FROM main.sales JOIN products p ON true GROUP BY 1',
      description: 'by revenue',
      template_parameters: '{}',
      extra_json: '{"a":1}',
      unknown_field: 'ignored',
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ label: 'Top products', db_id: databaseId, catalog: null });
    const id = created.body.id;
    const auth = await t.bearer('sqllab');

    const shown = await t.client.get<{ result: Record<string, unknown> }>(`/api/v1/saved_query/${id}`, {
      headers: auth,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.result).toMatchObject({
      id,
      label: 'Top products',
      database: { id: databaseId },
      created_by: { first_name: 'sqllab' },
      sql_tables: [
        { table: 'sales', schema: 'main', catalog: null },
        { table: 'products', schema: null, catalog: null },
      ],
    });

    const changed = await t.client.put<Written>(`/api/v1/saved_query/${id}`, {
      headers: auth,
      json: { label: 'Renamed' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({ label: 'Renamed', description: 'by revenue' });

    const deleted = await t.client.delete(`/api/v1/saved_query/${id}`, { headers: auth });
    expect(deleted.status).toBe(200);
    expect((await t.client.get(`/api/v1/saved_query/${id}`, { headers: auth })).status).toBe(404);
  });

  it('shows each user only their own saved queries, Admin included', async () => {
    const mine = await create('sqllab', { label: 'mine', sql: 'SELECT 1' });
    const admins = await create('admin', { label: 'admins', sql: 'SELECT 2' });
    const adminAuth = await t.bearer('admin');
    expect((await t.client.get(`/api/v1/saved_query/${mine.body.id}`, { headers: adminAuth })).status).toBe(
      404,
    );
    const put = await t.client.put(`/api/v1/saved_query/${mine.body.id}`, {
      headers: adminAuth,
      json: { label: 'x' },
    });
    expect(put.status).toBe(404);
    const list = await t.client.get<ListBody>('/api/v1/saved_query/', { headers: adminAuth });
    expect(list.body.ids).toContain(admins.body.id);
    expect(list.body.ids).not.toContain(mine.body.id);
    const bulk = await t.client.delete('/api/v1/saved_query/', {
      headers: adminAuth,
      query: { q: [admins.body.id, mine.body.id] },
    });
    expect(bulk.status).toBe(404);
    // Nothing half-deleted: the admin's own query is still there.
    expect((await t.client.get(`/api/v1/saved_query/${admins.body.id}`, { headers: adminAuth })).status).toBe(
      200,
    );
  });

  it('lists with filters, order and paging (25 a page, newest change first)', async () => {
    const auth = await t.bearer('sqllab');
    const before = await t.client.get<ListBody>('/api/v1/saved_query/', { headers: auth });
    for (let i = 0; i < 27; i++) {
      await create('sqllab', {
        label: `paged ${String(i).padStart(2, '0')}`,
        schema: i % 2 ? 'odd' : 'even',
        sql: `SELECT ${i}`,
      });
    }
    const first = await t.client.get<ListBody>('/api/v1/saved_query/', { headers: auth });
    expect(first.body.count).toBe(before.body.count + 27);
    expect(first.body.result).toHaveLength(25);
    expect(first.body.result[0]?.label).toBe('paged 26');
    expect(first.body.result[0]).toHaveProperty('changed_on_delta_humanized');

    const filtered = await t.client.get<ListBody>('/api/v1/saved_query/', {
      headers: auth,
      query: {
        q: {
          filters: [
            { col: 'label', opr: 'ct', value: 'PAGED' },
            { col: 'schema', opr: 'eq', value: 'odd' },
            { col: 'sql', opr: 'ct', value: 'select' },
            {
              col: 'created_by',
              opr: 'rel_o_m',
              value: first.body.result[0]?.created_by
                ? (first.body.result[0].created_by as { id: number }).id
                : 0,
            },
          ],
          order_column: 'label',
          order_direction: 'asc',
          page: 1,
          page_size: 5,
        },
      },
    });
    expect(filtered.status).toBe(200);
    expect(filtered.body.count).toBe(13);
    expect(filtered.body.result.map((r) => r.label)).toEqual([
      'paged 11',
      'paged 13',
      'paged 15',
      'paged 17',
      'paged 19',
    ]);

    const byDatabase = await t.client.get<ListBody>('/api/v1/saved_query/', {
      headers: auth,
      query: { q: { filters: [{ col: 'database', opr: 'rel_o_m', value: databaseId }] } },
    });
    expect(byDatabase.body.count).toBe(0);

    const bad = await t.client.get('/api/v1/saved_query/', {
      headers: auth,
      query: { q: { order_column: 'password' } },
    });
    expect(bad.status).toBe(400);
    const badFilter = await t.client.get('/api/v1/saved_query/', {
      headers: auth,
      query: { q: { filters: [{ col: 'user_id', opr: 'eq', value: 1 }] } },
    });
    expect(badFilter.status).toBe(400);
  });

  it("bulk deletes the caller's saved queries", async () => {
    const a = await create('sqllab', { label: 'bulk a' });
    const b = await create('sqllab', { label: 'bulk b' });
    const reply = await t.client.delete<{ message: string }>('/api/v1/saved_query/', {
      headers: await t.bearer('sqllab'),
      query: { q: [a.body.id, b.body.id] },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Deleted 2 saved queries');
  });

  it('refuses invalid payloads (400) and unknown databases (422), writing nothing', async () => {
    const auth = await t.bearer('sqllab');
    const count = async () =>
      Number(
        (
          await sqlLabStateTablesOf(ctx.store.db)
            .selectFrom('saved_query')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const long = await t.client.post<{ message: Record<string, string[]> }>('/api/v1/saved_query/', {
      headers: auth,
      json: { label: 'x'.repeat(300) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toHaveProperty('label');
    const wrongType = await t.client.post('/api/v1/saved_query/', { headers: auth, json: { db_id: 'one' } });
    expect(wrongType.status).toBe(400);
    const badExtra = await t.client.post('/api/v1/saved_query/', {
      headers: auth,
      json: { extra_json: '{' },
    });
    expect(badExtra.status).toBe(400);
    const noDatabase = await t.client.post<{ message: Record<string, string[]> }>('/api/v1/saved_query/', {
      headers: auth,
      json: { label: 'orphan', db_id: 99999 },
    });
    expect(noDatabase.status).toBe(422);
    expect(noDatabase.body.message).toEqual({ db_id: ['Database not found.'] });
    expect(await count()).toBe(before);
  });

  it('needs can_read / can_write on SavedQuery (Gamma, Alpha and Public have neither)', async () => {
    for (const user of ['gamma', 'alpha', 'public'] as const) {
      const headers = await t.bearer(user);
      expect((await t.client.get('/api/v1/saved_query/', { headers })).status).toBe(403);
      expect((await t.client.post('/api/v1/saved_query/', { headers, json: { label: 'x' } })).status).toBe(
        403,
      );
    }
    expect((await t.client.get('/api/v1/saved_query/')).status).toBe(401);
  });

  it('needs the CSRF token with a session', async () => {
    const session = await t.session('sqllab');
    const without = await t.client.post('/api/v1/saved_query/', {
      headers: session.headers,
      json: { label: 's' },
    });
    expect(without.status).toBe(403);
    const withToken = await t.client.post('/api/v1/saved_query/', {
      headers: session.csrfHeaders,
      json: { label: 's' },
    });
    expect(withToken.status).toBe(201);
  });

  it('answers _info, related databases and distinct schemas', async () => {
    const auth = await t.bearer('sqllab');
    const info = await t.client.get<{ permissions: string[] }>('/api/v1/saved_query/_info', {
      headers: auth,
      query: { q: { keys: ['permissions'] } },
    });
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    const related = await t.client.get<{ count: number; result: Array<{ value: number; text: string }> }>(
      '/api/v1/saved_query/related/database',
      { headers: auth, query: { q: { filter: 'examples' } } },
    );
    // Related databases are those the caller may see (DatabaseFilter): none for sql_lab alone.
    expect(related.body.result.map((r) => r.value)).not.toContain(databaseId);
    const granted = await userWithPairs(t, ctx.store.db, 'sql_lab', [
      ['database_access', `[examples].(id:${databaseId})`],
    ]);
    const relatedToGranted = await t.client.get<{ result: Array<{ value: number }> }>(
      '/api/v1/saved_query/related/database',
      { headers: granted, query: { q: { filter: 'examples' } } },
    );
    expect(relatedToGranted.body.result.map((r) => r.value)).toContain(databaseId);
    const distinct = await t.client.get<{ result: Array<{ value: string }> }>(
      '/api/v1/saved_query/distinct/schema',
      {
        headers: auth,
      },
    );
    expect(distinct.body.result.map((r) => r.value)).toEqual(expect.arrayContaining(['even', 'odd']));
    const unknown = await t.client.get('/api/v1/saved_query/distinct/sql', { headers: auth });
    expect(unknown.status).toBe(404);
  });
});
