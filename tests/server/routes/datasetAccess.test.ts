// Who may do what with datasets (Gamma reads but cannot write, a non-owner Alpha cannot edit,
// owners stay owners), duplicate, get_or_create, _info, related, distinct and related_objects,
// and the datasource reads (values, metadata, samples) of a dataset the caller may not access.
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../../server/store/repositories/usersRepository.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import {
  type DatasetDetail,
  datasetCalls,
  type ErrorReply,
  examplesFileForSuite,
  registerDatabase,
} from '../../support/datasets.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();

forEachStore('dataset access and copies', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let db = 0;
  let sales = 0;

  const detail = async (id: number): Promise<DatasetDetail> => (await api.get(id)).body.result;

  beforeAll(async () => {
    db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `datasetAccess-${ctx.kind}`)}`,
    );
    sales = (await api.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
  });

  describe('permissions', () => {
    it('lets Gamma read only the datasets it may access, and write none', async () => {
      // Superset's DatasourceFilter: without a datasource, schema or database permission (or
      // ownership) a dataset is not listed and does not exist for the caller.
      const gammaList = await api.list(undefined, 'gamma');
      expect(gammaList.status).toBe(200);
      expect(gammaList.body.count).toBe(0);
      expect((await api.get(sales, 'gamma')).status).toBe(404);
      expect((await api.put(sales, { description: 'g' }, 'gamma')).status).toBe(403);
      expect((await api.create({ database: db, table_name: 'g', sql: 'SELECT 1' }, 'gamma')).status).toBe(
        403,
      );
      const info = await t.client.get<{ permissions: string[] }>('/api/v1/dataset/_info', {
        headers: await t.bearer('gamma'),
        query: { q: { keys: ['permissions'] } },
      });
      expect(info.body.permissions).toEqual(['can_read']);
    });

    it('lists for Gamma what a datasource, schema or database permission grants', async () => {
      const other = (await api.create({ database: db, table_name: 'other_gamma', sql: 'SELECT 1 AS x' })).body
        .id;
      const ids = async (headers: Record<string, string>) =>
        (await t.client.get<{ ids: number[] }>('/api/v1/dataset/', { headers })).body.ids.sort();
      const bySource = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['datasource_access', `[examples].[sales](id:${sales})`],
      ]);
      expect(await ids(bySource)).toEqual([sales]);
      expect((await t.client.get(`/api/v1/dataset/${sales}`, { headers: bySource })).status).toBe(200);
      expect((await t.client.get(`/api/v1/dataset/${other}`, { headers: bySource })).status).toBe(404);
      const bySchema = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['schema_access', '[examples].[main]'],
      ]);
      expect(await ids(bySchema)).toEqual([sales]);
      const byDatabase = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['database_access', `[examples].(id:${db})`],
      ]);
      expect(await ids(byDatabase)).toEqual([sales, other].sort());
      await api.remove(other);
    });

    it('lets an Alpha that does not own a dataset neither change nor delete it, but its owners can', async () => {
      const put = await api.put<ErrorReply>(sales, { description: 'alpha' }, 'alpha');
      expect(put.status).toBe(403);
      // Superset 3.1's DatasetRestApi answers DatasetForbiddenError with response_403(): 'Forbidden'.
      expect(put.body.message).toBe('Forbidden');
      const removed = await api.remove<ErrorReply>(sales, 'alpha');
      expect(removed.status).toBe(403);
      expect(removed.body.message).toBe('Forbidden');
      const refreshed = await t.client.put<ErrorReply>(`/api/v1/dataset/${sales}/refresh`, {
        headers: await t.bearer('alpha'),
      });
      expect(refreshed.status).toBe(403);
      expect(refreshed.body.message).toBe('Forbidden');
      const mine = await api.create({ database: db, table_name: 'alphas', sql: 'SELECT 1 AS x' }, 'alpha');
      expect(mine.body.result.owners).toEqual([(await findUserByUsername(ctx.store.db, 'alpha'))?.id]);
      expect((await api.put(mine.body.id, { description: 'mine' }, 'alpha')).status).toBe(200);
      // An owner who is not Admin stays an owner when naming others (Superset's populate_owners).
      const gammaId = (await findUserByUsername(ctx.store.db, 'gamma'))?.id;
      await api.put(mine.body.id, { owners: [gammaId] }, 'alpha');
      expect((await api.get(mine.body.id)).body.result.owners.map((o) => o.first_name)).toEqual([
        'alpha',
        'gamma',
      ]);
      expect((await api.remove(mine.body.id, 'alpha')).status).toBe(200);
      const info = await t.client.get<{ permissions: string[] }>('/api/v1/dataset/_info', {
        headers: await t.bearer('alpha'),
        query: { q: { keys: ['permissions'] } },
      });
      expect(info.body.permissions).toEqual([
        'can_duplicate',
        'can_export',
        'can_get_or_create_dataset',
        'can_read',
        'can_write',
      ]);
    });
  });

  describe('duplicate, get_or_create and lookups', () => {
    it('duplicates virtual datasets only', async () => {
      const base = await api.create({ database: db, table_name: 'base', sql: 'SELECT region FROM sales' });
      await api.put(base.body.id, {
        metrics: [{ metric_name: 'regions', expression: 'COUNT(DISTINCT region)' }],
      });
      const headers = await t.bearer('admin');
      const copy = await t.client.post<{ id: number; result: unknown }>('/api/v1/dataset/duplicate', {
        headers,
        json: { base_model_id: base.body.id, table_name: 'base_copy' },
      });
      expect(copy.status).toBe(201);
      expect(copy.body.result).toEqual({ base_model_id: base.body.id, table_name: 'base_copy' });
      const copied = await detail(copy.body.id);
      expect(copied).toMatchObject({ sql: 'SELECT region FROM sales', is_sqllab_view: true });
      expect(copied.columns.map((c) => c.column_name)).toEqual(['region']);
      expect(copied.metrics.map((m) => m.metric_name)).toEqual(['regions']);
      const physical = await t.client.post<ErrorReply>('/api/v1/dataset/duplicate', {
        headers,
        json: { base_model_id: sales, table_name: 'sales2' },
      });
      expect(physical.status).toBe(422);
      expect(physical.body.message).toEqual({ datasource_type: ['Datasource type is invalid'] });
      const gamma = await t.client.post('/api/v1/dataset/duplicate', {
        headers: await t.bearer('gamma'),
        json: { base_model_id: base.body.id, table_name: 'x' },
      });
      expect(gamma.status).toBe(403);
    });

    it('gets the dataset of a table, or creates it', async () => {
      const headers = await t.bearer('admin');
      const call = (table_name: string) =>
        t.client.post<{ result: { table_id: number } }>('/api/v1/dataset/get_or_create/', {
          headers,
          json: { database_id: db, schema: 'main', table_name },
        });
      expect((await call('sales')).body.result.table_id).toBe(sales);
      const created = await call('birth_names');
      expect(created.status).toBe(200);
      expect((await detail(created.body.result.table_id)).table_name).toBe('birth_names');
      expect((await call('birth_names')).body.result.table_id).toBe(created.body.result.table_id);
    });

    it('lists related owners and databases, distinct schemas and (no) related objects', async () => {
      const headers = await t.bearer('admin');
      const owners = await t.client.get<{ count: number; result: Array<{ text: string }> }>(
        '/api/v1/dataset/related/owners',
        { headers, query: { q: { filter: 'alp' } } },
      );
      expect(owners.body.result.map((r) => r.text)).toEqual(['alpha Alpha']);
      const databases = await t.client.get<{ result: Array<{ value: number; text: string }> }>(
        '/api/v1/dataset/related/database',
        { headers },
      );
      expect(databases.body.result).toContainEqual({ value: db, text: 'examples', extra: {} });
      const schemas = await t.client.get<{ result: unknown[] }>('/api/v1/dataset/distinct/schema', {
        headers,
      });
      expect(schemas.body.result).toEqual([{ value: 'main', text: 'main' }]);
      const objects = await t.client.get(`/api/v1/dataset/${sales}/related_objects`, { headers });
      expect(objects.body).toEqual({
        charts: { count: 0, result: [] },
        dashboards: { count: 0, result: [] },
      });
      expect((await t.client.get('/api/v1/dataset/99999/related_objects', { headers })).status).toBe(404);
    });
  });

  describe('datasource reads of a dataset the caller may not access', () => {
    // Superset's raise_for_access (get_column_values, fetch_datasource_metadata, samples): 403 with
    // the datasource message, as chart data answers; related_objects finds it through the base
    // filter, so it does not exist for the caller (404).
    const refusal =
      'This endpoint requires the datasource sales, database or `all_datasource_access` permission';
    const values = (headers: Record<string, string>) =>
      t.client.get<{ result: unknown[] }>(`/api/v1/datasource/table/${sales}/column/region/values/`, {
        headers,
      });
    const metadata = (headers: Record<string, string>) =>
      t.client.get<{ table_name: string }>('/superset/fetch_datasource_metadata', {
        headers,
        query: { datasourceKey: `${sales}__table` },
      });
    const samples = (headers: Record<string, string>) =>
      t.client.post<{ result: { total_count: number } }>('/datasource/samples', {
        headers,
        query: { datasource_type: 'table', datasource_id: String(sales), per_page: '5' },
        json: {},
      });
    const relatedObjects = (headers: Record<string, string>) =>
      t.client.get(`/api/v1/dataset/${sales}/related_objects`, { headers });

    it('refuses the column values, the metadata (even cached) and related objects to Gamma', async () => {
      const gamma = await t.bearer('gamma');
      const refusedValues = await values(gamma);
      expect(refusedValues.status).toBe(403);
      expect((refusedValues.body as unknown as ErrorReply).message).toBe(refusal);
      expect((refusedValues.body as unknown as ErrorReply).errors?.[0]?.error_type).toBe(
        'DATASOURCE_SECURITY_ACCESS_ERROR',
      );
      // The metadata cache is shared: an admin's read fills it, Gamma is still refused.
      expect((await metadata(await t.bearer('admin'))).status).toBe(200);
      const refusedMetadata = await metadata(gamma);
      expect(refusedMetadata.status).toBe(403);
      expect((refusedMetadata.body as unknown as ErrorReply).message).toBe(refusal);
      const refusedObjects = await relatedObjects(gamma);
      expect(refusedObjects.status).toBe(404);
      expect((refusedObjects.body as unknown as ErrorReply).message).toBe('Not found');
    });

    it('refuses samples to a role with can_samples but no access to the dataset', async () => {
      const sampler = await userWithPairs(t, ctx.store.db, 'Gamma', [['can_samples', 'Datasource']]);
      const refused = await samples(sampler);
      expect(refused.status).toBe(403);
      expect((refused.body as unknown as ErrorReply).message).toBe(refusal);
      expect((refused.body as unknown as ErrorReply).errors?.[0]?.error_type).toBe(
        'DATASOURCE_SECURITY_ACCESS_ERROR',
      );
    });

    it('answers the same reads once a datasource permission grants the dataset', async () => {
      const granted = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['can_samples', 'Datasource'],
        ['datasource_access', `[examples].[sales](id:${sales})`],
      ]);
      const allowedValues = await values(granted);
      expect(allowedValues.status).toBe(200);
      expect(allowedValues.body.result.length).toBeGreaterThan(0);
      const allowedMetadata = await metadata(granted);
      expect(allowedMetadata.status).toBe(200);
      expect(allowedMetadata.body.table_name).toBe('sales');
      expect((await samples(granted)).body.result.total_count).toBe(2000);
      expect((await relatedObjects(granted)).status).toBe(200);
    });
  });
});
