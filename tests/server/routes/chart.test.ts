// Charts on the real examples DuckDB: create (owners, dashboards and their layout, in one
// transaction), read (whole and select_columns), change, delete, the list's filters, order and
// paging, who may do what, favourites, related users, _info, and the dataset's related_objects.
// Every reply is checked against the contract by the contract client.
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutWithChart } from '../../../server/services/dashboards/dashboardLayout.ts';
import { chartTablesOf } from '../../../server/store/chartTables.ts';
import { insertChart } from '../../../server/store/repositories/chartWritesRepository.ts';
import { findUserByUsername } from '../../../server/store/repositories/usersRepository.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import { type ChartListItem, chartCalls, chartItemsOf, type ErrorReply } from '../../support/charts.ts';
import { datasetCalls, examplesFileForSuite, registerDatabase } from '../../support/datasets.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();

forEachStore('charts API', (ctx) => {
  const t = useTestApp(ctx);
  const api = chartCalls(t);
  const datasets = datasetCalls(t);
  let db = 0;
  let sales = 0;
  let virtual = 0;
  let adminId = 0;
  let alphaId = 0;

  const chartCount = async () =>
    Number(
      (
        await chartTablesOf(ctx.store.db)
          .selectFrom('slices')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ids = async (q: Record<string, unknown>, user: 'admin' | 'alpha' | 'gamma' = 'admin') => {
    const reply = await api.list(q, user);
    expect(reply.status).toBe(200);
    return reply.body.ids;
  };
  const newChart = (name: string, extra: Record<string, unknown> = {}) => ({
    slice_name: name,
    viz_type: 'table',
    datasource_id: sales,
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: 'table', datasource: `${sales}__table` }),
    owners: [],
    ...extra,
  });

  beforeAll(async () => {
    db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `charts-${ctx.kind}`)}`,
    );
    sales = (await datasets.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
    virtual = (
      await datasets.create({
        database: db,
        schema: 'main',
        table_name: 'by_region',
        sql: 'SELECT region FROM sales',
      })
    ).body.id;
    adminId = (await findUserByUsername(ctx.store.db, 'admin'))?.id ?? 0;
    alphaId = (await findUserByUsername(ctx.store.db, 'alpha'))?.id ?? 0;
  });

  describe('create, read, change, delete', () => {
    it('creates a chart whose creator owns it when the owner list is empty, and reads it back', async () => {
      const created = await api.create(
        newChart('Sales table', { description: 'every order', cache_timeout: 60 }),
      );
      expect(created.status).toBe(201);
      expect(created.body.result).toMatchObject({
        slice_name: 'Sales table',
        owners: [adminId],
        dashboards: [],
      });
      const { body, status } = await api.get(created.body.id);
      expect(status).toBe(200);
      expect(body.result).toMatchObject({
        id: created.body.id,
        slice_name: 'Sales table',
        viz_type: 'table',
        datasource_id: sales,
        datasource_type: 'table',
        description: 'every order',
        cache_timeout: 60,
        url: `/explore/?slice_id=${created.body.id}`,
        owners: [{ id: adminId, first_name: 'admin', last_name: expect.any(String) }].map((o) => ({
          ...o,
          first_name: expect.any(String),
        })),
        dashboards: [],
      });
      const row = (await api.list({ filters: [{ col: 'slice_name', opr: 'eq', value: 'Sales table' }] })).body
        .result[0] as ChartListItem;
      expect(row).toMatchObject({
        datasource_name_text: 'main.sales',
        datasource_url: `/explore/?datasource_type=table&datasource_id=${sales}`,
        created_by: { id: adminId },
        last_saved_by: { id: adminId },
        changed_on_delta_humanized: expect.stringMatching(/now|second/),
      });
      expect(row.changed_on_utc).toMatch(/\+00:00$/);
      expect(row.last_saved_at).not.toBeNull();
      await api.remove(created.body.id);
    });

    it('refuses bad input with Superset’s error shape and unknown ids with 404', async () => {
      const noName = await api.create<ErrorReply>({ datasource_id: sales, datasource_type: 'table' });
      expect(noName.status).toBe(400);
      expect(noName.body.message).toMatchObject({ slice_name: expect.any(Array) });
      const badParams = await api.create<ErrorReply>(newChart('x', { params: '{nope' }));
      expect(badParams.status).toBe(400);
      expect(badParams.body.message).toEqual({ params: ['JSON not valid'] });
      const noDataset = await api.create<ErrorReply>(newChart('x', { datasource_id: 99999 }));
      expect(noDataset.status).toBe(422);
      expect(noDataset.body.message).toEqual({ datasource_id: ['Datasource does not exist'] });
      const badOwner = await api.create<ErrorReply>(newChart('x', { owners: [99999] }));
      expect(badOwner.status).toBe(422);
      expect(badOwner.body.message).toEqual({ owners: ['Owners are invalid'] });
      const missing = await api.get<ErrorReply>(99999);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Not found');
      expect((await api.put(99999, { slice_name: 'x' })).status).toBe(404);
      expect((await api.remove(99999)).status).toBe(404);
    });

    it('changes the fields given and keeps the others; last_saved_at moves unless the query context was regenerated', async () => {
      const id = (await api.create(newChart('Before'))).body.id;
      const put = await api.put(id, {
        slice_name: 'After',
        viz_type: 'pie',
        query_context: '{"queries":[]}',
      });
      expect(put.status).toBe(200);
      expect(put.body).toMatchObject({ id, result: { slice_name: 'After', viz_type: 'pie' } });
      const detail = (await api.get(id)).body.result;
      expect(detail).toMatchObject({ slice_name: 'After', viz_type: 'pie', datasource_id: sales });
      expect(detail.query_context).toBe('{"queries":[]}');
      const savedAt = async () =>
        (
          await chartTablesOf(ctx.store.db)
            .selectFrom('slices')
            .select('last_saved_at')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).last_saved_at;
      const before = await savedAt();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await api.put(id, { query_context: '{"queries":[{}]}', query_context_generation: true });
      expect(await savedAt()).toBe(before);
      await api.put(id, { description: 'saved' });
      expect(await savedAt()).not.toBe(before);
      const removed = await api.remove(id);
      expect(removed.body).toEqual({ message: 'OK' });
      expect((await api.get(id)).status).toBe(404);
    });

    it('bulk deletes, all or nothing', async () => {
      const a = (await api.create(newChart('Bulk A'))).body.id;
      const b = (await api.create(newChart('Bulk B'))).body.id;
      const headers = await t.bearer('admin');
      const partial = await t.client.delete('/api/v1/chart/', { headers, query: { q: [a, 99999] } });
      expect(partial.status).toBe(404);
      expect((await api.get(a)).status).toBe(200);
      const both = await t.client.delete<{ message: string }>('/api/v1/chart/', {
        headers,
        query: { q: [a, b] },
      });
      expect(both.status).toBe(200);
      expect(both.body.message).toBe('Deleted 2 charts');
      expect((await api.get(b)).status).toBe(404);
    });
  });

  describe('dashboards of a chart', () => {
    it('appends the chart to each dashboard’s layout, building an empty one, and never twice', async () => {
      const empty = (await api.createDashboard({ dashboard_title: 'Empty board' })).body.id;
      const chart = await api.create(newChart('On a board', { dashboards: [empty] }));
      expect(chart.status).toBe(201);
      expect(chart.body.result.dashboards).toEqual([empty]);
      const layout = await api.layoutOf(empty);
      expect(layout.ROOT_ID).toMatchObject({ type: 'ROOT', children: ['GRID_ID'] });
      expect(layout.HEADER_ID).toMatchObject({ type: 'HEADER' });
      const items = chartItemsOf(layout, chart.body.id);
      expect(items).toHaveLength(1);
      const [, item] = items[0] as [string, { parents: string[]; meta: Record<string, unknown> }];
      expect(item.meta).toMatchObject({
        chartId: chart.body.id,
        width: 4,
        height: 50,
        sliceName: 'On a board',
      });
      expect(item.meta.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(layout.GRID_ID?.children).toEqual([item.parents[2]]);

      const other = (await api.createDashboard({ dashboard_title: 'Second board' })).body.id;
      const put = await api.put(chart.body.id, { dashboards: [empty, other] });
      expect(put.status).toBe(200);
      expect(chartItemsOf(await api.layoutOf(empty), chart.body.id)).toHaveLength(1);
      expect(chartItemsOf(await api.layoutOf(other), chart.body.id)).toHaveLength(1);
      const selected = await api.get<{ id: number; result: Record<string, unknown> }>(
        chart.body.id,
        'admin',
        {
          select_columns: ['dashboards.id'],
        },
      );
      expect(selected.body.result).toEqual({ dashboards: [{ id: empty }, { id: other }] });
      const onBoard = await ids({ filters: [{ col: 'dashboards', opr: 'rel_m_m', value: other }] });
      expect(onBoard).toEqual([chart.body.id]);
    });

    it('keeps a layout’s rows and adds a new one under GRID_ID', async () => {
      const base = layoutWithChart(null, { id: 424242, uuid: 'u', slice_name: 'old' });
      const board = (await api.createDashboard({ dashboard_title: 'Laid out', position_json: base })).body.id;
      const chart = (await api.create(newChart('Joins a layout', { dashboards: [board] }))).body.id;
      const layout = await api.layoutOf(board);
      expect(layout.GRID_ID?.children).toHaveLength(2);
      expect(chartItemsOf(layout, 424242)).toHaveLength(1);
      expect(chartItemsOf(layout, chart)).toHaveLength(1);
    });

    it('writes nothing when a dashboard does not exist', async () => {
      const before = await chartCount();
      const reply = await api.create<ErrorReply>(newChart('Never written', { dashboards: [99999] }));
      expect(reply.status).toBe(422);
      expect(reply.body.message).toEqual({ dashboards: ['Dashboards do not exist'] });
      expect(await chartCount()).toBe(before);
    });

    it('rolls the chart row back when the layout write fails inside the transaction', async () => {
      const board = (await api.createDashboard({ dashboard_title: 'Failing layout' })).body.id;
      const before = await chartCount();
      const now = new Date().toISOString();
      await expect(
        insertChart(
          ctx.store.db,
          {
            uuid: '00000000-0000-4000-8000-00000000dead',
            slice_name: 'Half written',
            viz_type: 'table',
            datasource_id: sales,
            datasource_type: 'table',
            params: null,
            query_context: null,
            description: null,
            cache_timeout: null,
            certified_by: null,
            certification_details: null,
            created_on: now,
            changed_on: now,
            created_by_fk: adminId,
            changed_by_fk: adminId,
            last_saved_at: now,
            last_saved_by_fk: adminId,
          },
          {
            owners: [adminId],
            dashboards: [board],
            relayout: () => {
              throw new Error('layout failed');
            },
          },
        ),
      ).rejects.toThrow('layout failed');
      expect(await chartCount()).toBe(before);
      const links = await chartTablesOf(ctx.store.db)
        .selectFrom('dashboard_slices')
        .selectAll()
        .where('dashboard_id', '=', board)
        .execute();
      expect(links).toEqual([]);
    });
  });

  describe('list', () => {
    const made: Record<string, number> = {};
    let board = 0;
    beforeAll(async () => {
      board = (await api.createDashboard({ dashboard_title: 'List board' })).body.id;
      made.pie = (await api.create(newChart('Zeta pie', { viz_type: 'pie', dashboards: [board] }))).body.id;
      made.bar = (
        await api.create(
          newChart('Alpha bars', { viz_type: 'echarts_timeseries_bar', description: 'quarterly numbers' }),
        )
      ).body.id;
      made.virtual = (await api.create(newChart('Middle virtual', { datasource_id: virtual }))).body.id;
      made.alphas = (await api.create(newChart('Owned by alpha', { owners: [alphaId] }))).body.id;
      made.alphaMade = (await api.create(newChart('Made by alpha'), 'alpha')).body.id;
    });

    it('filters as Superset’s operators do', async () => {
      const only = (list: number[], expected: number[]) =>
        expect(list.filter((id) => Object.values(made).includes(id)).sort()).toEqual([...expected].sort());
      only(await ids({ filters: [{ col: 'slice_name', opr: 'ct', value: 'PIE' }] }), [made.pie as number]);
      only(await ids({ filters: [{ col: 'viz_type', opr: 'eq', value: 'pie' }] }), [made.pie as number]);
      only(await ids({ filters: [{ col: 'datasource_id', opr: 'eq', value: virtual }] }), [
        made.virtual as number,
      ]);
      only(await ids({ filters: [{ col: 'owners', opr: 'rel_m_m', value: alphaId }] }), [
        made.alphas as number,
        made.alphaMade as number,
      ]);
      only(await ids({ filters: [{ col: 'created_by', opr: 'rel_o_m', value: alphaId }] }), [
        made.alphaMade as number,
      ]);
      only(await ids({ filters: [{ col: 'dashboards', opr: 'rel_m_m', value: board }] }), [
        made.pie as number,
      ]);
      // All text: name, description, viz type or dataset name.
      only(await ids({ filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'quarterly' }] }), [
        made.bar as number,
      ]);
      only(await ids({ filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'by_region' }] }), [
        made.virtual as number,
      ]);
      const bad = await api.list({ filters: [{ col: 'params', opr: 'ct', value: 'x' }] });
      expect(bad.status).toBe(400);
      const badOperator = await api.list({ filters: [{ col: 'viz_type', opr: 'rel_m_m', value: 'x' }] });
      expect(badOperator.status).toBe(400);
    });

    it('orders by every order column and pages (200 a page at most)', async () => {
      const mine = (list: number[]) => list.filter((id) => Object.values(made).includes(id));
      const names = async (order_column: string, order_direction: string) =>
        mine(await ids({ order_column, order_direction, page_size: 200 }));
      // Alpha bars, Made by alpha, Middle virtual, Owned by alpha, Zeta pie.
      expect(await names('slice_name', 'asc')).toEqual([
        made.bar,
        made.alphaMade,
        made.virtual,
        made.alphas,
        made.pie,
      ]);
      expect(await names('slice_name', 'desc')).toEqual([
        made.pie,
        made.alphas,
        made.virtual,
        made.alphaMade,
        made.bar,
      ]);
      const byViz = await names('viz_type', 'asc');
      expect(byViz[0]).toBe(made.bar);
      expect(byViz.at(-1)).not.toBe(made.bar);
      expect(byViz.indexOf(made.pie as number)).toBeLessThan(byViz.indexOf(made.virtual as number));
      const byDataset = await names('datasource_name', 'asc');
      expect(byDataset[0]).toBe(made.virtual);
      const newest = await names('changed_on_delta_humanized', 'desc');
      expect(newest[0]).toBe(made.alphaMade);
      const saved = await names('last_saved_at', 'asc');
      expect(saved[0]).toBe(made.pie);
      const bad = await api.list({ order_column: 'params' });
      expect(bad.status).toBe(400);
      const page = await api.list({
        order_column: 'slice_name',
        order_direction: 'asc',
        page: 1,
        page_size: 2,
      });
      expect(page.body.result).toHaveLength(2);
      expect(page.body.count).toBeGreaterThanOrEqual(5);
      expect((await api.list({ page_size: 200 })).status).toBe(200);
      const tooMany = await api.list({ page_size: 201 });
      expect(tooMany.status).toBe(400);
    });

    it('returns only the select_columns asked for', async () => {
      const reply = await api.list({
        filters: [{ col: 'slice_name', opr: 'eq', value: 'Zeta pie' }],
        select_columns: ['id', 'slice_name', 'dashboards.id', 'owners.first_name'],
      });
      expect(reply.body.result).toEqual([
        {
          id: made.pie,
          slice_name: 'Zeta pie',
          dashboards: [{ id: board }],
          owners: [{ first_name: 'admin' }],
        },
      ]);
    });
  });

  describe('permissions', () => {
    it('shows Gamma only charts on datasets it may access, and refuses it a chart on another', async () => {
      const chart = (await api.create(newChart('Gamma cannot see'))).body.id;
      expect(await ids({}, 'gamma')).toEqual([]);
      expect((await api.get(chart, 'gamma')).status).toBe(404);
      const refused = await api.create<ErrorReply>(newChart('Gamma chart'), 'gamma');
      expect(refused.status).toBe(403);
      const granted = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['datasource_access', `[examples].[sales](id:${sales})`],
      ]);
      const seen = await t.client.get<{ ids: number[] }>('/api/v1/chart/', { headers: granted });
      expect(seen.body.ids).toContain(chart);
      expect(
        (
          await t.client.get<{ ids: number[] }>('/api/v1/chart/', {
            headers: granted,
            query: { q: { filters: [{ col: 'datasource_id', opr: 'eq', value: virtual }] } },
          })
        ).body.ids,
      ).toEqual([]);
      const own = await t.client.post<{ id: number }>('/api/v1/chart/', {
        headers: granted,
        json: newChart('Granted'),
      });
      expect(own.status).toBe(201);
      const info = await t.client.get<{ permissions: string[] }>('/api/v1/chart/_info', {
        headers: await t.bearer('gamma'),
        query: { q: { keys: ['permissions'] } },
      });
      expect(info.body.permissions).toEqual(['can_export', 'can_read', 'can_write']);
    });

    it('lets only owners and Admin change or delete a chart, with Superset’s message', async () => {
      const chart = (await api.create(newChart('Admin owns'))).body.id;
      const put = await api.put<ErrorReply>(chart, { slice_name: 'alpha' }, 'alpha');
      expect(put.status).toBe(403);
      expect(put.body.message).toBe('Changing this chart is forbidden');
      expect((await api.remove(chart, 'alpha')).status).toBe(403);
      const headers = await t.bearer('alpha');
      expect((await t.client.delete('/api/v1/chart/', { headers, query: { q: [chart] } })).status).toBe(403);
      const mine = (await api.create(newChart('Alpha owns'), 'alpha')).body.id;
      expect((await api.put(mine, { slice_name: 'Alpha renamed' }, 'alpha')).status).toBe(200);
      expect((await api.put(mine, { slice_name: 'Admin renamed' }, 'admin')).status).toBe(200);
      const board = (await api.createDashboard({ dashboard_title: 'Admin board' })).body.id;
      const onBoard = await api.put<ErrorReply>(mine, { dashboards: [board] }, 'alpha');
      expect(onBoard.status).toBe(403);
      expect(onBoard.body.message).toBe('Changing one or more of these dashboards is forbidden');
      expect(chartItemsOf(await api.layoutOf(board), mine)).toEqual([]);
      expect((await api.remove(mine, 'alpha')).status).toBe(200);
    });
  });

  describe('favourites, related and _info', () => {
    it('marks and unmarks favourites, per user, and filters the list by them', async () => {
      const a = (await api.create(newChart('Fav A'))).body.id;
      const b = (await api.create(newChart('Fav B'))).body.id;
      const headers = await t.bearer('admin');
      const status = async () =>
        (
          await t.client.get<{ result: { id: number; value: boolean }[] }>('/api/v1/chart/favorite_status/', {
            headers,
            query: { q: [a, b] },
          })
        ).body.result;
      expect(await status()).toEqual([
        { id: a, value: false },
        { id: b, value: false },
      ]);
      const add = await t.client.post<{ result: string }>(`/api/v1/chart/${a}/favorites/`, { headers });
      expect(add.body).toEqual({ result: 'OK' });
      await t.client.post(`/api/v1/chart/${a}/favorites/`, { headers });
      expect(await status()).toEqual([
        { id: a, value: true },
        { id: b, value: false },
      ]);
      expect(await ids({ filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] })).toEqual([a]);
      const notFav = await ids({ filters: [{ col: 'id', opr: 'chart_is_favorite', value: false }] });
      expect(notFav).toContain(b);
      expect(notFav).not.toContain(a);
      const alphaStatus = await t.client.get<{ result: { id: number; value: boolean }[] }>(
        '/api/v1/chart/favorite_status/',
        { headers: await t.bearer('alpha'), query: { q: [a] } },
      );
      expect(alphaStatus.body.result).toEqual([{ id: a, value: false }]);
      await t.client.delete(`/api/v1/chart/${a}/favorites/`, { headers });
      expect((await status())[0]).toEqual({ id: a, value: false });
      expect((await t.client.post('/api/v1/chart/99999/favorites/', { headers })).status).toBe(404);
      expect(
        (await t.client.get('/api/v1/chart/favorite_status/', { headers, query: { q: [99999] } })).status,
      ).toBe(404);
    });

    it('offers users as owners, created_by and changed_by, filtered by name', async () => {
      const headers = await t.bearer('admin');
      for (const column of ['owners', 'created_by', 'changed_by']) {
        const reply = await t.client.get<{ count: number; result: { value: number; text: string }[] }>(
          `/api/v1/chart/related/${column}`,
          { headers, query: { q: { filter: 'alph' } } },
        );
        expect(reply.status).toBe(200);
        expect(reply.body.result.map((r) => r.value)).toContain(alphaId);
        expect(reply.body.result.map((r) => r.value)).not.toContain(adminId);
      }
      expect((await t.client.get('/api/v1/chart/related/params', { headers })).status).toBe(404);
    });

    it('tells the caller’s permissions and the filters', async () => {
      const info = await t.client.get<{ permissions: string[]; filters: Record<string, unknown[]> }>(
        '/api/v1/chart/_info',
        { headers: await t.bearer('admin') },
      );
      expect(info.body.permissions).toEqual(['can_export', 'can_read', 'can_write']);
      expect(info.body.filters.slice_name).toContainEqual({ name: 'All Text', operator: 'chart_all_text' });
      expect(info.body.filters.id).toEqual([{ name: 'Is favorite', operator: 'chart_is_favorite' }]);
    });
  });

  describe('dataset related_objects', () => {
    it('lists the charts on the dataset and the dashboards holding them', async () => {
      const own = (
        await datasets.create({ database: db, schema: 'main', table_name: 'rel', sql: 'SELECT 1 AS x' })
      ).body.id;
      const board = (await api.createDashboard({ dashboard_title: 'Related board', slug: 'related-board' }))
        .body.id;
      const chart = (
        await api.create(
          newChart('Related chart', { datasource_id: own, viz_type: 'pie', dashboards: [board] }),
        )
      ).body.id;
      const lone = (await api.create(newChart('Lone chart', { datasource_id: own }))).body.id;
      const reply = await t.client.get(`/api/v1/dataset/${own}/related_objects`, {
        headers: await t.bearer('admin'),
      });
      expect(reply.body).toEqual({
        charts: {
          count: 2,
          result: [
            { id: chart, slice_name: 'Related chart', viz_type: 'pie' },
            { id: lone, slice_name: 'Lone chart', viz_type: 'table' },
          ],
        },
        dashboards: {
          count: 1,
          result: [{ id: board, json_metadata: null, slug: 'related-board', title: 'Related board' }],
        },
      });
    });
  });
});
