// Explore's bootstrap of a saved chart (slice_id): the chart's params under the form data, the
// chart as Superset's Slice.data, who may overwrite it (its owners); chart access on the
// bootstrap and on the form-data cache's chart_id (owner or can_read on Chart; 404 unknown).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { chartTablesOf } from '../../../server/store/chartTables.ts';
import { findUserByUsername } from '../../../server/store/repositories/usersRepository.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import {
  datasetCalls,
  type ErrorReply,
  examplesFileForSuite,
  registerDatabase,
} from '../../support/datasets.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { type RoleUser, useTestApp } from '../../support/testApp.ts';

type ExploreContext = components['schemas']['ExploreContext'];

const examplesPath = examplesFileForSuite();
const NOW = '2026-01-02T03:04:05.000000';

forEachStore('explore a saved chart', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let sales = 0;
  let chart = 0;

  const userId = async (name: RoleUser) => (await findUserByUsername(ctx.store.db, name))!.id;

  /** A chart on sales owned by the given users, straight into the charts tables. */
  async function insertChart(params: Record<string, unknown>, owners: number[]): Promise<number> {
    const tables = chartTablesOf(ctx.store.db);
    const row = await tables
      .insertInto('slices')
      .values({
        uuid: randomUUID(),
        slice_name: 'Orders by region',
        viz_type: String(params.viz_type),
        datasource_id: sales,
        datasource_type: 'table',
        params: JSON.stringify(params),
        query_context: JSON.stringify({ datasource: { id: sales, type: 'table' }, queries: [] }),
        description: 'Orders per region',
        cache_timeout: 600,
        certified_by: 'Data team',
        certification_details: null,
        created_on: NOW,
        changed_on: NOW,
        created_by_fk: owners[0] ?? null,
        changed_by_fk: owners[0] ?? null,
        last_saved_at: NOW,
        last_saved_by_fk: owners[0] ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const owner of owners) {
      await tables.insertInto('slice_user').values({ slice_id: row.id, user_id: owner }).execute();
    }
    return row.id;
  }

  beforeAll(async () => {
    const db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `exploreChart-${ctx.kind}`)}`,
    );
    sales = (await api.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
    chart = await insertChart(
      { viz_type: 'pie', datasource: `${sales}__table`, metric: 'count', groupby: ['region'], row_limit: 50 },
      [await userId('alpha')],
    );
  });

  const explore = async (query: Record<string, string>, user: RoleUser | Record<string, string>) =>
    t.client.get<ExploreContext>('/api/v1/explore/', {
      headers: typeof user === 'string' ? await t.bearer(user) : user,
      query,
    });

  describe('bootstrap by slice_id', () => {
    it('opens a chart whose dataset was deleted on Superset’s placeholder, keeping its params', async () => {
      const orphan = await insertChart(
        { viz_type: 'pie', datasource: '424242__table', metric: 'count', groupby: ['region'] },
        [await userId('alpha')],
      );
      const reply = await explore({ slice_id: String(orphan) }, 'alpha');
      expect(reply.status).toBe(200);
      const { dataset, form_data, slice } = reply.body.result;
      expect(dataset).toMatchObject({ name: '[Missing Dataset]', columns: [], metrics: [] });
      expect('id' in dataset).toBe(false);
      expect(form_data).toMatchObject({ datasource: '424242__table', metric: 'count', groupby: ['region'] });
      expect(slice?.slice_id).toBe(orphan);
    });

    it('starts from the chart’s params and answers the chart', async () => {
      const reply = await explore({ slice_id: String(chart) }, 'alpha');
      expect(reply.status).toBe(200);
      const { form_data, slice, dataset, message } = reply.body.result;
      expect(form_data).toEqual({
        viz_type: 'pie',
        datasource: `${sales}__table`,
        metric: 'count',
        groupby: ['region'],
        row_limit: 50,
        slice_id: chart,
        time_range: 'No filter',
        metrics: [],
      });
      expect(message).toBeNull();
      expect('id' in dataset && dataset.id).toBe(sales);
      expect(slice).toEqual({
        slice_id: chart,
        slice_name: 'Orders by region',
        description: 'Orders per region',
        viz_type: 'pie',
        owners: [await userId('alpha')],
        datasource: `${sales}__table`,
        form_data: {
          viz_type: 'pie',
          datasource: `${sales}__table`,
          metric: 'count',
          groupby: ['region'],
          row_limit: 50,
          slice_id: chart,
        },
        query_context: { datasource: { id: sales, type: 'table' }, queries: [] },
        cache_timeout: 600,
        certified_by: 'Data team',
        certification_details: null,
        changed_on: NOW,
        dashboards: [],
        slice_url: `/explore/?slice_id=${chart}`,
        is_managed_externally: false,
      });
    });

    it('lets the owner overwrite, not another user (Admin passes)', async () => {
      expect((await explore({ slice_id: String(chart) }, 'alpha')).body.result.user_permissions).toEqual({
        can_add: true,
        can_download: true,
        can_overwrite: true,
      });
      const other = await userWithPairs(t, ctx.store.db, 'Alpha', []);
      expect(
        (await explore({ slice_id: String(chart) }, other)).body.result.user_permissions.can_overwrite,
      ).toBe(false);
      expect(
        (await explore({ slice_id: String(chart) }, 'admin')).body.result.user_permissions.can_overwrite,
      ).toBe(true);
    });

    it('puts cached form data over the chart’s params, and falls back to the chart when it expired', async () => {
      const stored = await t.client.post<{ key: string }>('/api/v1/explore/form_data', {
        headers: await t.bearer('alpha'),
        json: {
          datasource_id: sales,
          datasource_type: 'table',
          chart_id: chart,
          form_data: JSON.stringify({ viz_type: 'table', slice_id: chart, datasource: `${sales}__table` }),
        },
      });
      expect(stored.status).toBe(201);
      const cached = await explore({ form_data_key: stored.body.key, slice_id: String(chart) }, 'alpha');
      expect(cached.body.result.form_data).toMatchObject({
        viz_type: 'table',
        metric: 'count',
        slice_id: chart,
      });
      expect(cached.body.result.slice?.slice_id).toBe(chart);
      const expired = await explore({ form_data_key: 'gone', slice_id: String(chart) }, 'alpha');
      expect(expired.body.result.message).toBe('Form data not found in cache, reverting to chart metadata.');
      expect(expired.body.result.form_data.viz_type).toBe('pie');
    });

    it('answers 404 "Chart not found" for an unknown chart', async () => {
      const reply = await explore({ slice_id: '99999' }, 'admin');
      expect(reply.status).toBe(404);
      expect((reply.body as unknown as ErrorReply).message).toBe('Chart not found');
    });

    it('refuses a chart the caller neither owns nor may read, and a dataset Gamma may not access', async () => {
      const noChartRead = await userWithPairs(t, ctx.store.db, 'Public', [
        ['can_read', 'Explore'],
        ['all_datasource_access', 'all_datasource_access'],
      ]);
      const refused = await explore({ slice_id: String(chart) }, noChartRead);
      expect(refused.status).toBe(403);
      expect((refused.body as unknown as ErrorReply).message).toBe("You don't have access to this chart.");
      expect((await explore({ slice_id: String(chart) }, 'gamma')).status).toBe(403);
    });
  });

  describe('form data of a chart', () => {
    it('checks the chart_id: 404 unknown, 403 neither owned nor readable', async () => {
      const body = (chartId: number) => ({
        datasource_id: sales,
        datasource_type: 'table',
        chart_id: chartId,
        form_data: '{}',
      });
      const unknown = await t.client.post<ErrorReply>('/api/v1/explore/form_data', {
        headers: await t.bearer('admin'),
        json: body(99999),
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Chart not found');
      const noChartRead = await userWithPairs(t, ctx.store.db, 'Public', [
        ['can_write', 'ExploreFormDataRestApi'],
        ['all_datasource_access', 'all_datasource_access'],
      ]);
      const refused = await t.client.post<ErrorReply>('/api/v1/explore/form_data', {
        headers: noChartRead,
        json: body(chart),
      });
      expect(refused.status).toBe(403);
      // The same user owning a chart may use it without can_read on Chart.
      const me = await t.client.get<{ result: { id: number } }>('/api/v1/me/', { headers: noChartRead });
      const owned = await insertChart({ viz_type: 'table' }, [me.body.result.id]);
      const ownerOnly = await t.client.post('/api/v1/explore/form_data', {
        headers: noChartRead,
        json: body(owned),
      });
      expect(ownerOnly.status).toBe(201);
    });
  });
});
