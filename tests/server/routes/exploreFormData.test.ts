// Explore's form-data cache (Superset's ExploreFormDataRestApi): stored for the caller in the
// cache store, read back by anyone who may access the dataset (and chart), changed or deleted by
// its owner only; one key per tab, datasource and chart; Superset's 400/403/404 replies.
import { beforeAll, describe, expect, it } from 'vitest';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import {
  datasetCalls,
  type ErrorReply,
  examplesFileForSuite,
  registerDatabase,
} from '../../support/datasets.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();

forEachStore('explore form data', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let sales = 0;

  beforeAll(async () => {
    const db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `exploreFormData-${ctx.kind}`)}`,
    );
    sales = (await api.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
  });

  const payload = (formData: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    datasource_id: sales,
    datasource_type: 'table',
    form_data: JSON.stringify(formData),
    ...extra,
  });
  const create = async (json: unknown, headers: Record<string, string>, tabId?: number) =>
    t.client.post<{ key: string }>('/api/v1/explore/form_data', {
      headers,
      json,
      ...(tabId === undefined ? {} : { query: { tab_id: String(tabId) } }),
    });
  const read = async (key: string, headers: Record<string, string>) =>
    t.client.get<{ form_data: string }>(`/api/v1/explore/form_data/${key}`, { headers });

  describe('round trip', () => {
    it('stores the form data text, reads it back, updates it and deletes it', async () => {
      const alpha = await t.bearer('alpha');
      const created = await create(payload({ viz_type: 'pie', groupby: ['region'] }), alpha);
      expect(created.status).toBe(201);
      const key = created.body.key;
      expect(key).toMatch(/^[A-Za-z0-9_-]{8,}$/);
      expect(JSON.parse((await read(key, alpha)).body.form_data)).toEqual({
        viz_type: 'pie',
        groupby: ['region'],
      });

      const updated = await t.client.put<{ message: string; key: string }>(
        `/api/v1/explore/form_data/${key}`,
        {
          headers: alpha,
          json: payload({ viz_type: 'table' }),
        },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe('Value updated successfully.');
      // Without tab_id the value moves to a new key (Superset's UpdateFormDataCommand).
      expect(updated.body.key).not.toBe(key);
      expect(JSON.parse((await read(updated.body.key, alpha)).body.form_data)).toEqual({ viz_type: 'table' });

      const deleted = await t.client.delete<{ message: string }>(
        `/api/v1/explore/form_data/${updated.body.key}`,
        {
          headers: alpha,
        },
      );
      expect(deleted.status).toBe(200);
      expect(deleted.body.message).toBe('Deleted successfully');
      expect((await read(updated.body.key, alpha)).status).toBe(404);
    });

    it('keeps one key per tab: the same tab_id gets the same key, another tab another one', async () => {
      const alpha = await t.bearer('alpha');
      const first = await create(payload({ viz_type: 'table' }), alpha, 7);
      const again = await create(payload({ viz_type: 'pie' }), alpha, 7);
      const otherTab = await create(payload({ viz_type: 'pie' }), alpha, 8);
      expect(again.body.key).toBe(first.body.key);
      expect(otherTab.body.key).not.toBe(first.body.key);
      expect(JSON.parse((await read(first.body.key, alpha)).body.form_data)).toEqual({ viz_type: 'pie' });
      const put = await t.client.put<{ key: string }>(`/api/v1/explore/form_data/${first.body.key}`, {
        headers: alpha,
        query: { tab_id: '7' },
        json: payload({ viz_type: 'line' }),
      });
      expect(put.body.key).toBe(first.body.key);
      // Without tab_id a create always makes a new key.
      const loose = await create(payload({ viz_type: 'table' }), alpha);
      const loose2 = await create(payload({ viz_type: 'table' }), alpha);
      expect(loose.body.key).not.toBe(loose2.body.key);
    });

    it('answers 404 for an unknown key on read, update and delete', async () => {
      const alpha = await t.bearer('alpha');
      expect((await read('nope', alpha)).status).toBe(404);
      const put = await t.client.put<ErrorReply>('/api/v1/explore/form_data/nope', {
        headers: alpha,
        json: payload({}),
      });
      expect(put.status).toBe(404);
      expect((await t.client.delete('/api/v1/explore/form_data/nope', { headers: alpha })).status).toBe(404);
    });
  });

  describe('who may use a key', () => {
    it('lets another user with access read a key but not change or delete it', async () => {
      const admin = await t.bearer('admin');
      const alpha = await t.bearer('alpha');
      const { key } = (await create(payload({ viz_type: 'table' }), admin)).body;
      expect((await read(key, alpha)).status).toBe(200);
      const put = await t.client.put<ErrorReply>(`/api/v1/explore/form_data/${key}`, {
        headers: alpha,
        json: payload({ viz_type: 'pie' }),
      });
      expect(put.status).toBe(403);
      expect(put.body.message).toBe("You don't have permission to modify the value.");
      const del = await t.client.delete<ErrorReply>(`/api/v1/explore/form_data/${key}`, { headers: alpha });
      expect(del.status).toBe(403);
      expect(JSON.parse((await read(key, admin)).body.form_data)).toEqual({ viz_type: 'table' });
    });

    it('refuses a dataset the caller may not access (Gamma), on write and read', async () => {
      const gamma = await t.bearer('gamma');
      const created = await create(payload({ viz_type: 'table' }), gamma);
      expect(created.status).toBe(403);
      expect((created.body as unknown as ErrorReply).message).toBe(
        'This endpoint requires the datasource main.sales, database or `all_datasource_access` permission',
      );
      const { key } = (await create(payload({ viz_type: 'table' }), await t.bearer('admin'))).body;
      expect((await read(key, gamma)).status).toBe(403);
    });

    it('lets Gamma in once granted the dataset', async () => {
      const granted = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['datasource_access', `[examples].[sales](id:${sales})`],
      ]);
      const created = await create(payload({ viz_type: 'table' }), granted);
      expect(created.status).toBe(201);
      expect((await read(created.body.key, granted)).status).toBe(200);
    });

    it('needs the ExploreFormDataRestApi pairs (Public has none)', async () => {
      const publicUser = await t.bearer('public');
      expect((await create(payload({}), publicUser)).status).toBe(403);
    });

    it('answers 404 for an unknown dataset', async () => {
      const reply = await create(payload({}, { datasource_id: 99999 }), await t.bearer('admin'));
      expect(reply.status).toBe(404);
      expect((reply.body as unknown as ErrorReply).message).toBe('Dataset does not exist');
    });
  });

  describe('bad bodies', () => {
    it('answers 400 in Superset’s shape for a missing or mistyped field', async () => {
      const admin = await t.bearer('admin');
      const missing = await create({ datasource_type: 'table', form_data: '{}' }, admin);
      expect(missing.status).toBe(400);
      expect((missing.body as unknown as ErrorReply).message).toEqual({
        datasource_id: ['Missing data for required field.'],
      });
      const notText = await create({ ...payload({}), form_data: { viz_type: 'table' } }, admin);
      expect(notText.status).toBe(400);
      const badType = await create({ ...payload({}), datasource_type: 'cube' }, admin);
      expect(badType.status).toBe(400);
      const badTab = await t.client.post('/api/v1/explore/form_data', {
        headers: admin,
        query: { tab_id: 'x' },
        json: payload({}),
      });
      expect(badTab.status).toBe(400);
    });
  });
});
