// A user granted one dataset (Gamma and sql_lab, datasource_access on `sales`) reads that dataset's
// rows and nothing else through any operation. Every non-public operation of the contract is either
// probed here — the granted dataset answers, the other dataset (`birth_names`), its chart and a
// database without any grant do not — or listed with the reason it hands out no other data; an
// operation added to the contract fails this file until it is classified. One store.
import { beforeAll, describe, expect, it } from 'vitest';
import { examplesCopy } from '../support/chartDataFixture.ts';
import { datasetCalls, examplesFileForSuite, registerDatabase } from '../support/datasets.ts';
import { grantedUser } from '../support/grants.ts';
import { sweptOperations } from '../support/operationSweep.ts';
import { forOneStore } from '../support/stores.ts';
import { useTestApp } from '../support/testApp.ts';

const examplesPath = examplesFileForSuite();

/** Operations that hand out no data of a dataset or database the caller may not read, and why. */
const NO_OTHER_DATA: Record<string, string> = {
  securityRefresh: 'issues a token',
  getCsrfToken: 'the session’s token',
  getMe: 'the caller',
  getMyRoles: 'the caller’s roles',
  getDatabaseInfo: 'the caller’s permissions on databases',
  listAvailableEngines: 'the engines Loupe knows',
  createDatabase: 'Admin only (role sweep)',
  testDatabaseConnection: 'Admin only (role sweep)',
  validateDatabaseParameters: 'Admin only (role sweep)',
  updateDatabase: 'Admin only (role sweep)',
  deleteDatabase: 'Admin only (role sweep)',
  formatSqlLabSql: 'formats the text it is sent',
  createSqlLabPermalink: 'keeps the caller’s SQL text; runs nothing',
  getSqlLabPermalink: 'SQL text; running it goes through execute',
  openRequestedSqlLabQuery: 'keeps the caller’s SQL text; runs nothing',
  getSqlLabResults: 'the caller’s own results only, rechecked against table access (sqllab tests)',
  stopQuery: 'the caller’s own queries',
  getQueriesUpdatedSince: 'the caller’s own queries',
  createSavedQuery: 'the caller’s own',
  bulkDeleteSavedQueries: 'the caller’s own',
  getSavedQueryInfo: 'permissions',
  updateSavedQuery: 'the caller’s own',
  deleteSavedQuery: 'the caller’s own',
  getSavedQueryDistinct: 'schemas of the caller’s own saved queries',
  createTabState: 'the caller’s own tabs',
  getTabState: 'the caller’s own tabs (tabState tests)',
  updateTabState: 'the caller’s own tabs',
  deleteTabState: 'the caller’s own tabs',
  activateTabState: 'the caller’s own tabs',
  migrateTabStateQuery: 'the caller’s own tabs',
  deleteTabStateQuery: 'the caller’s own tabs',
  createTableSchema: 'the caller’s own tabs; table metadata is read through table_metadata',
  deleteTableSchema: 'the caller’s own tabs',
  setTableSchemaExpanded: 'the caller’s own tabs',
  getCachedChartData: 'async job results: the kept context re-runs through the same access check',
  bulkDeleteCharts: 'owners only',
  getChartInfo: 'permissions',
  updateChart: 'owners only',
  deleteChart: 'owners only',
  getChartRelated: 'users',
  getChartFavoriteStatus: 'the caller’s favourites',
  addChartFavorite: 'the caller’s favourites',
  removeChartFavorite: 'the caller’s favourites',
  listDashboards: 'dashboards arrive with their issue',
  createDashboard: 'an empty dashboard',
  getDashboardInfo: 'permissions',
  createDataset: 'needs can_write on Dataset (role sweep) and access to what it reads (dataAccess tests)',
  bulkDeleteDatasets: 'needs can_write on Dataset (role sweep)',
  getDatasetInfo: 'permissions',
  updateDataset: 'needs can_write on Dataset (role sweep)',
  deleteDataset: 'needs can_write on Dataset (role sweep)',
  duplicateDataset: 'needs can_duplicate (role sweep)',
  getOrCreateDataset: 'needs can_get_or_create_dataset (role sweep)',
  refreshDataset: 'needs can_write on Dataset (role sweep)',
  getAsyncEvents: 'the caller’s own event channel',
  openAsyncEventSocket: 'the caller’s own event channel',
  updateExploreFormData: 'the key’s owner only',
  deleteExploreFormData: 'the key’s owner only',
};

const PREFIXES_WITHOUT_DATA = [
  '/api/v1/security/users',
  '/api/v1/security/roles',
  '/api/v1/security/permissions',
  '/api/v1/security/resources',
  '/api/v1/rowlevelsecurity',
  '/api/v1/me/',
];

forOneStore('one dataset and nothing else', (ctx) => {
  const t = useTestApp(ctx);
  const datasets = datasetCalls(t);
  let user: Record<string, string> = {};
  let admin: Record<string, string> = {};
  const ids = { examples: 0, hidden: 0, sales: 0, birthNames: 0, salesChart: 0, birthNamesChart: 0 };
  let adminQuery = { id: 0, clientId: '' };
  let adminSavedQuery = 0;

  const chartOn = async (dataset: number, name: string) =>
    (
      await t.client.post<{ id: number }>('/api/v1/chart/', {
        headers: admin,
        json: {
          slice_name: name,
          viz_type: 'table',
          datasource_id: dataset,
          datasource_type: 'table',
          params: JSON.stringify({ viz_type: 'table', datasource: `${dataset}__table` }),
        },
      })
    ).body.id;

  beforeAll(async () => {
    admin = await t.bearer('admin');
    ids.examples = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), 'sweep')}`,
    );
    ids.hidden = await registerDatabase(t, 'hidden', 'duckdb:///:memory:');
    ids.sales = (
      await datasets.create({ database: ids.examples, schema: 'main', table_name: 'sales' })
    ).body.id;
    ids.birthNames = (
      await datasets.create({ database: ids.examples, schema: 'main', table_name: 'birth_names' })
    ).body.id;
    ids.salesChart = await chartOn(ids.sales, 'Sales');
    ids.birthNamesChart = await chartOn(ids.birthNames, 'Names');
    const run = await t.client.post<{ query: { id: number; queryId?: number } }>('/api/v1/sqllab/execute/', {
      headers: admin,
      json: { database_id: ids.examples, sql: 'SELECT name FROM birth_names LIMIT 1', client_id: 'adminq1' },
    });
    adminQuery = { id: run.body.query.queryId ?? run.body.query.id, clientId: 'adminq1' };
    adminSavedQuery = (
      await t.client.post<{ id: number }>('/api/v1/saved_query/', {
        headers: admin,
        json: { db_id: ids.examples, label: 'names', sql: 'SELECT * FROM birth_names', schema: 'main' },
      })
    ).body.id;
    user = (
      await grantedUser(t, ctx.store.db, 'Gamma', [
        ['datasource_access', `[examples].[sales](id:${ids.sales})`],
        ['can_samples', 'Datasource'],
        ...(['can_read', 'can_execute_sql_query', 'can_estimate_query_cost', 'can_export_csv'] as const).map(
          (p) => [p, 'SQLLab'] as const,
        ),
        ['can_read', 'SavedQuery'],
        ['can_read', 'Query'],
      ])
    ).access;
  });

  const get = <T = unknown>(path: string, query?: Record<string, unknown>) =>
    t.client.get<T>(path, { headers: user, ...(query ? { query } : {}) });
  const post = <T = unknown>(path: string, json: unknown, query?: Record<string, unknown>) =>
    t.client.post<T>(path, { headers: user, json, ...(query ? { query } : {}) });
  const chartData = (dataset: number) =>
    post('/api/v1/chart/data', {
      datasource: { id: dataset, type: 'table' },
      queries: [{ columns: [], metrics: ['count'], row_limit: 10 }],
      result_type: 'full',
    });
  const execute = (sql: string) =>
    post<{ data: unknown[] }>('/api/v1/sqllab/execute/', { database_id: ids.examples, sql, schema: 'main' });

  /** operationId → the probe: what the granted dataset answers and what everything else does. */
  const PROBES: Record<string, () => Promise<void>> = {
    listDatabases: async () => {
      const list = await get<{ ids: number[] }>('/api/v1/database/');
      expect(list.body.ids).toEqual([ids.examples]);
    },
    getDatabase: async () => {
      expect((await get(`/api/v1/database/${ids.examples}`)).status).toBe(200);
      expect((await get(`/api/v1/database/${ids.hidden}`)).status).toBe(404);
    },
    listDatabaseSchemas: async () => {
      expect(
        (await get<{ result: string[] }>(`/api/v1/database/${ids.examples}/schemas/`)).body.result,
      ).toEqual(['main']);
      expect((await get(`/api/v1/database/${ids.hidden}/schemas/`)).status).toBe(404);
    },
    listDatabaseCatalogs: async () => {
      expect((await get(`/api/v1/database/${ids.hidden}/catalogs/`)).status).toBe(404);
    },
    listDatabaseTables: async () => {
      const tables = await get<{ result: Array<{ value: string }> }>(
        `/api/v1/database/${ids.examples}/tables/`,
        {
          q: { schema_name: 'main' },
        },
      );
      expect(tables.body.result.map((table) => table.value)).toEqual(['sales']);
    },
    getTableMetadata: async () => {
      const path = `/api/v1/database/${ids.examples}/table_metadata/`;
      expect((await get(path, { name: 'sales', schema: 'main' })).status).toBe(200);
      expect((await get(path, { name: 'birth_names', schema: 'main' })).status).toBe(404);
    },
    getTableExtraMetadata: async () => {
      const path = `/api/v1/database/${ids.examples}/table_metadata/extra/`;
      expect((await get(path, { name: 'birth_names', schema: 'main' })).status).toBe(404);
    },
    getSelectStar: async () => {
      expect((await get(`/api/v1/database/${ids.examples}/select_star/sales/`)).status).toBe(200);
      expect((await get(`/api/v1/database/${ids.examples}/select_star/birth_names/`)).status).toBe(404);
    },
    getSelectStarInSchema: async () => {
      expect((await get(`/api/v1/database/${ids.examples}/select_star/birth_names/main/`)).status).toBe(404);
    },
    listDatabaseFunctionNames: async () => {
      expect((await get(`/api/v1/database/${ids.hidden}/function_names/`)).status).toBe(404);
    },
    validateDatabaseSql: async () => {
      const reply = await post<{ result: Array<{ message: string }> }>(
        `/api/v1/database/${ids.examples}/validate_sql/`,
        { sql: 'SELECT * FROM birth_names', schema: 'main' },
      );
      expect(reply.body.result[0]?.message).toContain('`main.birth_names`');
    },
    executeSqlLabQuery: async () => {
      expect((await execute('SELECT COUNT(*) AS n FROM sales')).status).toBe(200);
      expect((await execute('SELECT * FROM birth_names')).status).toBe(403);
    },
    estimateSqlLabQueryCost: async () => {
      const reply = await post('/api/v1/sqllab/estimate/', {
        database_id: ids.examples,
        sql: 'SELECT * FROM birth_names',
      });
      expect(reply.status).toBe(403);
    },
    exportSqlLabCsv: async () => {
      expect((await get(`/api/v1/sqllab/export/${adminQuery.clientId}/`)).status).toBe(404);
    },
    getSqlLabBootstrap: async () => {
      const reply = await get<{ result: { databases: Record<string, unknown> } }>('/api/v1/sqllab/');
      expect(Object.keys(reply.body.result.databases)).toEqual([String(ids.examples)]);
    },
    listQueries: async () => {
      const reply = await get<{ ids: number[] }>('/api/v1/query/');
      expect(reply.body.ids).not.toContain(adminQuery.id);
    },
    getQuery: async () => {
      expect((await get(`/api/v1/query/${adminQuery.id}`)).status).toBe(404);
    },
    listSavedQueries: async () => {
      expect((await get<{ ids: number[] }>('/api/v1/saved_query/')).body.ids).not.toContain(adminSavedQuery);
    },
    getSavedQuery: async () => {
      expect((await get(`/api/v1/saved_query/${adminSavedQuery}`)).status).toBe(404);
    },
    getSavedQueryRelated: async () => {
      const related = await get<{ result: Array<{ value: number }> }>('/api/v1/saved_query/related/database');
      expect(related.body.result.map((item) => item.value)).toEqual([ids.examples]);
    },
    getChartDataBySliceId: async () => {
      const path = '/api/v1/chart/data';
      expect(
        (await get(path, { form_data: JSON.stringify({ slice_id: ids.birthNamesChart }) })).status,
      ).not.toBe(200);
    },
    getChartData: async () => {
      expect((await chartData(ids.sales)).status).toBe(200);
      expect((await chartData(ids.birthNames)).status).toBe(403);
    },
    listCharts: async () => {
      expect((await get<{ ids: number[] }>('/api/v1/chart/')).body.ids).toEqual([ids.salesChart]);
    },
    createChart: async () => {
      const reply = await post('/api/v1/chart/', {
        slice_name: 'peek',
        viz_type: 'table',
        datasource_id: ids.birthNames,
        datasource_type: 'table',
      });
      expect(reply.status).toBe(403);
    },
    getChart: async () => {
      expect((await get(`/api/v1/chart/${ids.salesChart}`)).status).toBe(200);
      expect((await get(`/api/v1/chart/${ids.birthNamesChart}`)).status).toBe(404);
    },
    getChartDataById: async () => {
      // The saved chart keeps no query context (400), but it is the caller's to read.
      expect((await get(`/api/v1/chart/${ids.salesChart}/data/`)).status).not.toBe(403);
      expect((await get(`/api/v1/chart/${ids.birthNamesChart}/data/`)).status).toBe(404);
    },
    listDatasets: async () => {
      expect((await get<{ ids: number[] }>('/api/v1/dataset/')).body.ids).toEqual([ids.sales]);
    },
    getDataset: async () => {
      expect((await get(`/api/v1/dataset/${ids.birthNames}`)).status).toBe(404);
    },
    getDatasetRelated: async () => {
      const related = await get<{ result: Array<{ value: number }> }>('/api/v1/dataset/related/database');
      expect(related.body.result.map((item) => item.value)).toEqual([ids.examples]);
    },
    getDatasetDistinct: async () => {
      const distinct = await get<{ result: Array<{ value: string }> }>('/api/v1/dataset/distinct/schema');
      expect(distinct.body.result.map((item) => item.value)).toEqual(['main']);
    },
    getDatasetRelatedObjects: async () => {
      expect((await get(`/api/v1/dataset/${ids.birthNames}/related_objects`)).status).toBe(404);
    },
    getDatasourceColumnValues: async () => {
      expect((await get(`/api/v1/datasource/table/${ids.sales}/column/region/values/`)).status).toBe(200);
      expect((await get(`/api/v1/datasource/table/${ids.birthNames}/column/name/values/`)).status).toBe(403);
    },
    fetchDatasourceMetadata: async () => {
      const reply = await get('/superset/fetch_datasource_metadata', {
        datasourceKey: `${ids.birthNames}__table`,
      });
      expect(reply.status).toBe(403);
    },
    getDatasourceSamples: async () => {
      const samples = (id: number) =>
        post('/datasource/samples', {}, { datasource_type: 'table', datasource_id: String(id) });
      expect((await samples(ids.sales)).status).toBe(200);
      expect((await samples(ids.birthNames)).status).toBe(403);
    },
    getDatasourceExternalMetadata: async () => {
      expect((await get(`/datasource/external_metadata/table/${ids.birthNames}/`)).status).toBe(403);
    },
    getExploreContext: async () => {
      expect(
        (await get('/api/v1/explore/', { datasource_id: String(ids.sales), datasource_type: 'table' }))
          .status,
      ).toBe(200);
      expect(
        (await get('/api/v1/explore/', { datasource_id: String(ids.birthNames), datasource_type: 'table' }))
          .status,
      ).toBe(403);
      expect((await get('/api/v1/explore/', { slice_id: String(ids.birthNamesChart) })).status).toBe(403);
    },
    createExploreFormData: async () => {
      const reply = await post('/api/v1/explore/form_data', {
        datasource_id: ids.birthNames,
        datasource_type: 'table',
        form_data: JSON.stringify({ viz_type: 'table' }),
      });
      expect(reply.status).toBe(403);
    },
    getExploreFormData: async () => {
      const stored = await t.client.post<{ key: string }>('/api/v1/explore/form_data', {
        headers: admin,
        json: {
          datasource_id: ids.birthNames,
          datasource_type: 'table',
          form_data: JSON.stringify({ viz_type: 'table' }),
        },
      });
      expect((await get(`/api/v1/explore/form_data/${stored.body.key}`)).status).toBe(403);
    },
    createExplorePermalink: async () => {
      const reply = await post('/api/v1/explore/permalink', {
        formData: { datasource: `${ids.birthNames}__table`, viz_type: 'table' },
      });
      expect(reply.status).toBe(403);
    },
    getExplorePermalink: async () => {
      const created = await t.client.post<{ key: string }>('/api/v1/explore/permalink', {
        headers: admin,
        json: { formData: { datasource: `${ids.birthNames}__table`, viz_type: 'table' } },
      });
      expect((await get(`/api/v1/explore/permalink/${created.body.key}`)).status).toBe(403);
    },
  };

  it('classifies every non-public operation of the contract: probed, or without other data', () => {
    const unclassified = sweptOperations()
      .filter((operation) => !(operation.operationId in PROBES) && !(operation.operationId in NO_OTHER_DATA))
      .filter((operation) => !PREFIXES_WITHOUT_DATA.some((prefix) => operation.template.startsWith(prefix)))
      .map((operation) => operation.label);
    expect(unclassified).toEqual([]);
  });

  for (const [operationId, probe] of Object.entries(PROBES)) {
    describe(operationId, () => {
      it('answers the granted dataset and nothing else', probe);
    });
  }
});
