// POST /sqllab/ with form_data (Superset's SQL Lab page opened with a requested query): kept as
// a SQL Lab permalink (database by id or name) and answered with a 303 to /sqllab/p/{key};
// bad form_data, CSRF for session form posts, and the permission.
import { expect, it } from 'vitest';
import { INVALID_FORM_DATA } from '../../../server/services/sqllab/requestedQuery.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

forEachStore('POST /sqllab/ (requested query)', (ctx) => {
  const t = useTestApp(ctx);

  async function examplesId(): Promise<number> {
    const existing = await ctx.store.db
      .selectFrom('databases')
      .select('id')
      .where('database_name', '=', 'requested')
      .executeTakeFirst();
    if (existing) return existing.id;
    const now = new Date().toISOString();
    const row = await ctx.store.db
      .insertInto('databases')
      .values({
        uuid: crypto.randomUUID(),
        database_name: 'requested',
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

  async function permalinkOf(location: string | undefined, headers: Record<string, string>) {
    const key = /^\/sqllab\/p\/([\w-]+)$/.exec(location ?? '')?.[1];
    expect(key).toBeDefined();
    return (await t.client.get<Record<string, unknown>>(`/api/v1/sqllab/permalink/${key}`, { headers })).body;
  }

  it('keeps the query (database by name) and sends the browser to its permalink page', async () => {
    const id = await examplesId();
    const auth = await t.bearer('sqllab');
    const formData = {
      sql: 'SELECT 1',
      dbname: 'requested',
      schema: 'main',
      title: 'From a chart',
      autorun: true,
    };
    const reply = await t.client.post('/sqllab/', {
      headers: auth,
      form: { form_data: JSON.stringify(formData) },
    });
    expect(reply.status).toBe(303);
    expect(await permalinkOf(reply.headers.location as string, auth)).toEqual({
      sql: 'SELECT 1',
      dbId: id,
      catalog: null,
      schema: 'main',
      name: 'From a chart',
      templateParams: null,
      autorun: true,
    });
  });

  it('takes the database by id, and template parameters as an object', async () => {
    const id = await examplesId();
    const auth = await t.bearer('sqllab');
    const formData = { sql: "SELECT '{{ x }}'", dbid: String(id), templateParams: { x: 1 } };
    const reply = await t.client.post('/sqllab/', {
      headers: auth,
      form: { form_data: JSON.stringify(formData) },
    });
    expect(await permalinkOf(reply.headers.location as string, auth)).toMatchObject({
      dbId: id,
      templateParams: '{"x":1}',
      autorun: false,
      name: null,
    });
  });

  it('answers 400 in the error shape when form_data is not a query', async () => {
    const auth = await t.bearer('sqllab');
    for (const formData of ['not json', '[1]', '{"schema":"main"}']) {
      const reply = await t.client.post<{ message: string }>('/sqllab/', {
        headers: auth,
        form: { form_data: formData },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(INVALID_FORM_DATA);
    }
  });

  it('needs the CSRF token from a browser session, in the form or the header', async () => {
    const session = await t.session('sqllab');
    const form = { form_data: JSON.stringify({ sql: 'SELECT 1' }) };
    const missing = await t.client.post<{ message: string }>('/sqllab/', { headers: session.headers, form });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe('The CSRF token is missing.');
    const wrong = await t.client.post<{ message: string }>('/sqllab/', {
      headers: session.headers,
      form: { ...form, csrf_token: 'nope' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe('The CSRF token is invalid.');
    const inForm = await t.client.post('/sqllab/', {
      headers: session.headers,
      form: { ...form, csrf_token: session.csrfToken },
    });
    expect(inForm.status).toBe(303);
    const inHeader = await t.client.post('/sqllab/', { headers: session.csrfHeaders, form });
    expect(inHeader.status).toBe(303);
  });

  it('refuses a user without SQL Lab permalinks', async () => {
    const reply = await t.client.post('/sqllab/', {
      headers: await t.bearer('gamma'),
      form: { form_data: JSON.stringify({ sql: 'SELECT 1' }) },
    });
    expect(reply.status).toBe(403);
  });
});
