// Explore's bootstrap (GET /api/v1/explore/): the dataset as charts see it, the form data with
// Explore's defaults, the chart (null for a new one) and a message, from a dataset, cached form
// data or a permalink; plus Loupe's common conf and the caller's chart permissions.
import { beforeAll, describe, expect, it } from 'vitest';
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
import { useTestApp } from '../../support/testApp.ts';

type ExploreContext = components['schemas']['ExploreContext'];
type DatasourceMetadata = components['schemas']['DatasourceMetadata'];

/** The explored dataset, which must be a real one (not the missing-dataset placeholder). */
function metadataOf(reply: { body: ExploreContext }): DatasourceMetadata {
  const { dataset } = reply.body.result;
  if (!('id' in dataset)) throw new Error(`expected a dataset, got ${JSON.stringify(dataset)}`);
  return dataset;
}

const examplesPath = examplesFileForSuite();

forEachStore('explore bootstrap', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let sales = 0;

  beforeAll(async () => {
    const db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `explore-${ctx.kind}`)}`,
    );
    sales = (await api.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
  });

  const explore = async (query: Record<string, string>, headers: Record<string, string>) =>
    t.client.get<ExploreContext>('/api/v1/explore/', { headers, query });

  describe('a new chart on a dataset', () => {
    it('answers the dataset, the default form data, no chart and no message', async () => {
      const reply = await explore(
        { datasource_id: String(sales), datasource_type: 'table' },
        await t.bearer('alpha'),
      );
      expect(reply.status).toBe(200);
      const { form_data, slice, message } = reply.body.result;
      const dataset = metadataOf(reply);
      expect(slice).toBeNull();
      expect(message).toBeNull();
      expect(form_data).toEqual({
        datasource: `${sales}__table`,
        viz_type: 'table',
        time_range: 'No filter',
        row_limit: 1000,
        metrics: [],
        groupby: [],
      });
      expect(dataset).toMatchObject({
        id: sales,
        uid: `${sales}__table`,
        type: 'table',
        table_name: 'sales',
      });
      expect(dataset.database).toMatchObject({ database_name: 'examples', backend: 'duckdb' });
      expect(dataset.columns.map((c) => c.column_name)).toContain('order_date');
      expect(dataset.metrics.map((m) => m.metric_name)).toContain('count');
      expect(dataset.time_grain_sqla.map(([grain]) => grain)).toContain('P1D');
    });

    it('is the same dataset fetch_datasource_metadata gives', async () => {
      const admin = await t.bearer('admin');
      const reply = await explore({ datasource_id: String(sales), datasource_type: 'table' }, admin);
      const metadata = await t.client.get('/superset/fetch_datasource_metadata', {
        headers: admin,
        query: { datasourceKey: `${sales}__table` },
      });
      expect(reply.body.result.dataset).toEqual(metadata.body);
    });

    it('reports the configuration the Explore page needs', async () => {
      const reply = await explore(
        { datasource_id: String(sales), datasource_type: 'table' },
        await t.bearer('alpha'),
      );
      expect(reply.body.result.common.conf).toEqual({
        SQL_MAX_ROW: ctx.config.sqlMaxRow,
        DEFAULT_VIZ_TYPE: 'table',
        DEFAULT_TIME_FILTER: 'No filter',
        SUPERSET_WEBSERVER_TIMEOUT: ctx.config.webserverTimeoutSeconds,
        GLOBAL_ASYNC_QUERIES_TRANSPORT: ctx.config.asyncTransport,
        GLOBAL_ASYNC_QUERIES_POLLING_DELAY: ctx.config.asyncPollingDelayMs,
        GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/ws/async_event/',
      });
      expect(reply.body.result.common.feature_flags).toEqual(ctx.config.featureFlags);
    });

    it('answers Superset’s placeholder for an unknown dataset, 404 for nothing to explore', async () => {
      const admin = await t.bearer('admin');
      const unknown = await explore({ datasource_id: '99999', datasource_type: 'table' }, admin);
      expect(unknown.status).toBe(200);
      expect(unknown.body.result.dataset).toEqual({
        type: 'table',
        name: '[Missing Dataset]',
        columns: [],
        metrics: [],
        database: { id: 0, backend: '' },
      });
      expect(unknown.body.result.form_data.datasource).toBe('99999__table');
      const nothing = await explore({}, admin);
      expect(nothing.status).toBe(404);
      expect((nothing.body as unknown as ErrorReply).message).toBeTruthy();
    });
  });

  describe('permissions', () => {
    it('refuses Gamma a dataset it may not access, with Superset’s message', async () => {
      const reply = await explore(
        { datasource_id: String(sales), datasource_type: 'table' },
        await t.bearer('gamma'),
      );
      expect(reply.status).toBe(403);
      const body = reply.body as unknown as ErrorReply & {
        errors: Array<{ extra: Record<string, unknown> }>;
      };
      expect(body.message).toBe(
        'This endpoint requires the datasource main.sales, database or `all_datasource_access` permission',
      );
      expect(body.errors[0]?.extra).toMatchObject({ dataset_id: sales, dataset_type: 'table' });
    });

    it('tells what the caller may do: Alpha adds and downloads; nobody overwrites a new chart', async () => {
      const alpha = await explore(
        { datasource_id: String(sales), datasource_type: 'table' },
        await t.bearer('alpha'),
      );
      expect(alpha.body.result.user_permissions).toEqual({
        can_add: true,
        can_download: true,
        can_overwrite: false,
      });
    });

    it('needs can_write on Chart for can_add and can_csv on Superset for can_download', async () => {
      const reader = await userWithPairs(t, ctx.store.db, 'Public', [
        ['can_read', 'Explore'],
        ['all_datasource_access', 'all_datasource_access'],
      ]);
      const reply = await explore({ datasource_id: String(sales), datasource_type: 'table' }, reader);
      expect(reply.status).toBe(200);
      expect(reply.body.result.user_permissions).toEqual({
        can_add: false,
        can_download: false,
        can_overwrite: false,
      });
      const writer = await userWithPairs(t, ctx.store.db, 'Public', [
        ['can_read', 'Explore'],
        ['all_datasource_access', 'all_datasource_access'],
        ['can_write', 'Chart'],
        ['can_csv', 'Superset'],
      ]);
      const more = await explore({ datasource_id: String(sales), datasource_type: 'table' }, writer);
      expect(more.body.result.user_permissions).toEqual({
        can_add: true,
        can_download: true,
        can_overwrite: false,
      });
    });

    it('needs can_read on Explore', async () => {
      const reply = await explore(
        { datasource_id: String(sales), datasource_type: 'table' },
        await t.bearer('public'),
      );
      expect(reply.status).toBe(403);
    });
  });

  describe('from cached form data', () => {
    const store = async (formData: Record<string, unknown>) => {
      const reply = await t.client.post<{ key: string }>('/api/v1/explore/form_data', {
        headers: await t.bearer('alpha'),
        json: { datasource_id: sales, datasource_type: 'table', form_data: JSON.stringify(formData) },
      });
      return reply.body.key;
    };

    it('starts from the cached form data, defaults filled and the datasource set', async () => {
      const key = await store({
        viz_type: 'pie',
        metrics: ['count'],
        groupby: ['region'],
        color_scheme: 'x',
      });
      const reply = await explore({ form_data_key: key }, await t.bearer('alpha'));
      expect(reply.status).toBe(200);
      expect(reply.body.result.form_data).toEqual({
        viz_type: 'pie',
        metrics: ['count'],
        groupby: ['region'],
        color_scheme: 'x',
        datasource: `${sales}__table`,
        time_range: 'No filter',
        row_limit: 1000,
      });
      expect(reply.body.result.message).toBeNull();
    });

    it('falls back to the dataset with a message when the key expired', async () => {
      const reply = await explore(
        { form_data_key: 'expired', datasource_id: String(sales), datasource_type: 'table' },
        await t.bearer('alpha'),
      );
      expect(reply.status).toBe(200);
      expect(reply.body.result.message).toBe('Form data not found in cache, reverting to dataset metadata.');
      expect(reply.body.result.form_data.viz_type).toBe('table');
    });

    it('refuses a key of a dataset the caller may not access', async () => {
      const key = await store({ viz_type: 'pie' });
      expect((await explore({ form_data_key: key }, await t.bearer('gamma'))).status).toBe(403);
    });
  });

  describe('from a permalink', () => {
    it('starts from the permalink’s form data, its URL parameters as url_params', async () => {
      const admin = await t.bearer('admin');
      const created = await t.client.post<{ key: string }>('/api/v1/explore/permalink', {
        headers: admin,
        json: {
          formData: { datasource: `${sales}__table`, viz_type: 'big_number_total', metric: 'count' },
          urlParams: [['standalone', '1']],
        },
      });
      const reply = await explore({ permalink_key: created.body.key }, admin);
      expect(reply.status).toBe(200);
      expect(reply.body.result.form_data).toEqual({
        datasource: `${sales}__table`,
        viz_type: 'big_number_total',
        metric: 'count',
        url_params: { standalone: '1' },
        time_range: 'No filter',
        row_limit: 1000,
        metrics: [],
        groupby: [],
      });
      expect(metadataOf(reply).id).toBe(sales);
    });

    it('answers 404 for an unknown permalink', async () => {
      expect((await explore({ permalink_key: 'nope' }, await t.bearer('admin'))).status).toBe(404);
    });
  });
});
