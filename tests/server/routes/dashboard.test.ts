// Dashboards as the chart save modal and the lists call them: the list's filters, order, paging
// and select_columns, _info, and creating one (owners, slug, JSON fields). Every reply is checked
// against the contract by the contract client.
import { beforeAll, expect, it } from 'vitest';
import { setFavorite } from '../../../server/store/repositories/chartWritesRepository.ts';
import { findUserByUsername } from '../../../server/store/repositories/usersRepository.ts';
import { chartCalls, type DashboardListItem, type ErrorReply } from '../../support/charts.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

forEachStore('dashboards API', (ctx) => {
  const t = useTestApp(ctx);
  const api = chartCalls(t);
  const made: Record<string, number> = {};
  let adminId = 0;
  let alphaId = 0;

  const ids = async (q: Record<string, unknown>, user: 'admin' | 'alpha' | 'gamma' = 'admin') => {
    const reply = await api.dashboards(q, user);
    expect(reply.status).toBe(200);
    return reply.body.ids;
  };

  beforeAll(async () => {
    adminId = (await findUserByUsername(ctx.store.db, 'admin'))?.id ?? 0;
    alphaId = (await findUserByUsername(ctx.store.db, 'alpha'))?.id ?? 0;
    made.sales = (
      await api.createDashboard({ dashboard_title: 'Sales overview', slug: 'sales', published: true })
    ).body.id;
    made.draft = (await api.createDashboard({ dashboard_title: 'Draft numbers' })).body.id;
    made.alphas = (await api.createDashboard({ dashboard_title: 'Alpha board' }, 'alpha')).body.id;
  });

  it('creates a dashboard the creator owns, as a draft unless published', async () => {
    const reply = await api.createDashboard({ dashboard_title: 'Fresh', owners: [] });
    expect(reply.status).toBe(201);
    expect(reply.body.result).toMatchObject({ dashboard_title: 'Fresh', owners: [adminId] });
    const row = (await api.dashboards({ filters: [{ col: 'dashboard_title', opr: 'eq', value: 'Fresh' }] }))
      .body.result[0] as DashboardListItem;
    expect(row).toMatchObject({
      id: reply.body.id,
      slug: null,
      url: `/superset/dashboard/${reply.body.id}/`,
      published: false,
      status: 'draft',
      owners: [{ id: adminId }],
      created_by: { id: adminId },
      changed_by_name: expect.any(String),
      position_json: null,
    });
    const sales = (
      await api.dashboards({ filters: [{ col: 'dashboard_title', opr: 'eq', value: 'Sales overview' }] })
    ).body.result[0] as DashboardListItem;
    expect(sales).toMatchObject({ url: '/superset/dashboard/sales/', published: true, status: 'published' });
  });

  it('refuses a taken slug (422), JSON that is not JSON (400) and unknown owners (422)', async () => {
    const taken = await api.createDashboard<ErrorReply>({ dashboard_title: 'Again', slug: 'sales' });
    expect(taken.status).toBe(422);
    expect(taken.body.message).toEqual({ slug: ['Must be unique'] });
    const badJson = await api.createDashboard<ErrorReply>({ dashboard_title: 'Bad', position_json: '{' });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toEqual({ position_json: ['JSON not valid'] });
    const badOwner = await api.createDashboard<ErrorReply>({ dashboard_title: 'Bad', owners: [99999] });
    expect(badOwner.status).toBe(422);
    expect(badOwner.body.message).toEqual({ owners: ['Owners are invalid'] });
  });

  it('filters by title, owner, published and favourite, and orders by title', async () => {
    const mine = (list: number[]) => list.filter((id) => Object.values(made).includes(id));
    expect(mine(await ids({ filters: [{ col: 'dashboard_title', opr: 'ct', value: 'NUMB' }] }))).toEqual([
      made.draft,
    ]);
    expect(mine(await ids({ filters: [{ col: 'owners', opr: 'rel_m_m', value: alphaId }] }))).toEqual([
      made.alphas,
    ]);
    expect(mine(await ids({ filters: [{ col: 'published', opr: 'eq', value: true }] }))).toEqual([
      made.sales,
    ]);
    await setFavorite(ctx.store.db, adminId, 'Dashboard', made.draft as number, true);
    expect(await ids({ filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: true }] })).toEqual([
      made.draft,
    ]);
    expect(
      mine(await ids({ filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: false }] })).sort(),
    ).toEqual([made.sales, made.alphas].sort());
    expect(mine(await ids({ order_column: 'dashboard_title', order_direction: 'asc' }))).toEqual([
      made.alphas,
      made.draft,
      made.sales,
    ]);
    const newest = mine(await ids({ order_column: 'changed_on_delta_humanized', order_direction: 'desc' }));
    expect(newest[0]).toBe(made.alphas);
    const page = await api.dashboards({
      order_column: 'dashboard_title',
      order_direction: 'asc',
      page: 0,
      page_size: 2,
    });
    expect(page.body.result).toHaveLength(2);
    expect(page.body.count).toBeGreaterThanOrEqual(3);
    expect((await api.dashboards({ order_column: 'css' })).status).toBe(400);
    expect((await api.dashboards({ filters: [{ col: 'css', opr: 'ct', value: 'x' }] })).status).toBe(400);
  });

  it('returns only the select_columns asked for (as the save modal asks)', async () => {
    const reply = await api.dashboards({
      filters: [{ col: 'dashboard_title', opr: 'eq', value: 'Sales overview' }],
      select_columns: ['id', 'dashboard_title'],
    });
    expect(reply.body.result).toEqual([{ id: made.sales, dashboard_title: 'Sales overview' }]);
  });

  it('tells permissions in _info and refuses a role without can_read on Dashboard', async () => {
    const info = await t.client.get<{ permissions: string[] }>('/api/v1/dashboard/_info', {
      headers: await t.bearer('gamma'),
      query: { q: { keys: ['permissions'] } },
    });
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write', 'can_export']));
    expect(info.body.permissions).not.toContain('can_set_embedded');
    expect((await api.dashboards(undefined, 'gamma')).status).toBe(200);
    const sqllab = await t.client.get('/api/v1/dashboard/', { headers: await t.bearer('sqllab') });
    expect(sqllab.status).toBe(403);
    const post = await t.client.post('/api/v1/dashboard/', {
      headers: await t.bearer('sqllab'),
      json: { dashboard_title: 'x' },
    });
    expect(post.status).toBe(403);
  });
});
