// /api/v1/rowlevelsecurity/ on both metadata stores (Admin only, FAB's 422s, clauses checked as
// custom SQL), and the rules enforced as Superset does on real engines: Regular rules for users
// in their roles, Base rules for everyone else (Admin included), clauses of one group key ORed
// and groups ANDed — on chart data (and its CSV, samples and drill to detail), the datasource
// samples and column values, a virtual dataset, and PostgreSQL; the chart-data cache never
// serves one user's rows to a user with other rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URI } from '../../support/analysedDatabases.ts';
import {
  createDataset,
  examplesCopy,
  registerDatabase,
  type SalesRow,
  salesForSuite,
} from '../../support/chartDataFixture.ts';
import { type GrantedUser, grantedUser } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type Rule = {
  id: number;
  name: string;
  filter_type: string;
  tables: { id: number; table_name: string }[];
  roles: { id: number; name: string }[];
  clause: string;
  group_key: string | null;
};
type RuleReply = { id: number; result: Rule };
type ChartReply = {
  result: Array<{ data: Array<Record<string, unknown>>; is_cached: boolean; rowcount: number }>;
};

const sales = salesForSuite('loupe-rls-');

const countByRegion = (datasource: number, extra: Record<string, unknown> = {}) => ({
  datasource: { id: datasource, type: 'table' },
  queries: [{ columns: ['region'], metrics: ['count'], orderby: [['count', false]], row_limit: 100 }],
  result_format: 'json',
  result_type: 'full',
  ...extra,
});

/** Region → row count of the rows meeting the condition, as the engine should answer it. */
function expectedCounts(keep: (row: SalesRow) => boolean): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of sales.rows.filter(keep)) counts[row.region] = (counts[row.region] ?? 0) + 1;
  return counts;
}

function countsOf(reply: ChartReply): Record<string, number> {
  return Object.fromEntries(reply.result[0]!.data.map((row) => [row.region as string, row.count as number]));
}

forEachStore('row level security', (ctx) => {
  const t = useTestApp(ctx);
  const ids = { duck: 0, pg: 0, virtual: 0 };
  let a: GrantedUser;
  let b: GrantedUser;
  const roleOf = { a: 0, b: 0 };
  let regions: string[] = [];
  let channel = '';

  const admin = () => t.bearer('admin');
  const createRule = async (body: Record<string, unknown>) =>
    t.client.post<RuleReply>('/api/v1/rowlevelsecurity/', { headers: await admin(), json: body });
  const chart = async (headers: Record<string, string>, body: unknown) =>
    t.client.post<ChartReply>('/api/v1/chart/data', { headers, json: body });
  const grantsRole = async (userId: number) =>
    (
      await ctx.store.db
        .selectFrom('user_role')
        .innerJoin('roles', 'roles.id', 'user_role.role_id')
        .select('roles.id')
        .where('user_role.user_id', '=', userId)
        .where('roles.name', 'like', 'grants_%')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    const duckdb = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(sales.examplesPath, `rls-${ctx.kind}`)}`,
    );
    const pgdb = await registerDatabase(t, 'warehouse', POSTGRES_URI);
    ids.duck = await createDataset(t, duckdb, 'main', 'sales');
    ids.pg = await createDataset(t, pgdb, sales.postgres.schema, 'sales');
    ids.virtual = await createDataset(
      t,
      duckdb,
      'main',
      'sales_regions',
      'SELECT region, channel FROM main.sales',
    );
    // Alpha reads every dataset; each user also holds a role of their own the rules name.
    a = await grantedUser(t, ctx.store.db, 'Alpha', []);
    b = await grantedUser(t, ctx.store.db, 'Alpha', []);
    roleOf.a = await grantsRole(a.id);
    roleOf.b = await grantsRole(b.id);
    regions = [...new Set(sales.rows.map((row) => row.region))].sort();
    channel = sales.rows[0]!.channel;
  });

  describe('the rules API', () => {
    it('creates, shows, lists, changes and deletes a rule', async () => {
      const created = await createRule({
        name: `crud ${ctx.kind}`,
        filter_type: 'Regular',
        tables: [ids.duck],
        roles: [roleOf.a],
        clause: "region = 'nowhere'",
        group_key: 'g',
        description: 'a rule',
      });
      expect(created.status).toBe(201);
      expect(created.body.result).toMatchObject({
        filter_type: 'Regular',
        tables: [{ id: ids.duck, table_name: 'sales' }],
        roles: [{ id: roleOf.a }],
        group_key: 'g',
      });
      const id = created.body.id;
      const shown = await t.client.get<RuleReply>(`/api/v1/rowlevelsecurity/${id}`, {
        headers: await admin(),
      });
      expect(shown.body.result.clause).toBe("region = 'nowhere'");
      const listed = await t.client.get<{ ids: number[]; result: Array<Rule & { changed_by: unknown }> }>(
        '/api/v1/rowlevelsecurity/',
        {
          headers: await admin(),
          query: { q: { filters: [{ col: 'tables', opr: 'rel_m_m', value: ids.duck }] } },
        },
      );
      expect(listed.body.ids).toContain(id);
      expect(listed.body.result.find((rule) => rule.id === id)?.changed_by).toMatchObject({
        first_name: 'admin',
      });
      const changed = await t.client.put<RuleReply>(`/api/v1/rowlevelsecurity/${id}`, {
        headers: await admin(),
        json: { filter_type: 'Base', roles: [roleOf.a, roleOf.b], group_key: null },
      });
      expect(changed.body.result).toMatchObject({ filter_type: 'Base', group_key: null });
      expect(changed.body.result.roles.map((role) => role.id).sort()).toEqual([roleOf.a, roleOf.b].sort());
      const related = await t.client.get<{ result: Array<{ value: number; text: string }> }>(
        '/api/v1/rowlevelsecurity/related/tables',
        { headers: await admin(), query: { q: { filter: 'sales_reg' } } },
      );
      expect(related.body.result).toEqual([{ value: ids.virtual, text: 'sales_regions', extra: {} }]);
      expect(
        (await t.client.delete(`/api/v1/rowlevelsecurity/${id}`, { headers: await admin() })).body,
      ).toEqual({
        message: 'OK',
      });
      expect((await t.client.get(`/api/v1/rowlevelsecurity/${id}`, { headers: await admin() })).status).toBe(
        404,
      );
    });

    it('refuses unknown datasets and roles, a taken name and a clause that is not one condition (422)', async () => {
      const base = {
        name: `v ${ctx.kind}`,
        filter_type: 'Regular',
        tables: [ids.duck],
        roles: [],
        clause: '1 = 1',
      };
      expect((await createRule(base)).status).toBe(201);
      const taken = await createRule(base);
      expect(taken.status).toBe(422);
      expect(taken.body).toMatchObject({ message: { name: ['A rule with this name already exists.'] } });
      const unknown = await createRule({ ...base, name: 'x1', tables: [99999], roles: [99999] });
      expect(unknown.body).toMatchObject({
        message: { tables: ['Some datasets do not exist.'], roles: ['Some roles do not exist.'] },
      });
      for (const clause of [
        'region IN (SELECT region FROM main.sales)',
        '1 = 1; DELETE FROM main.sales',
        'a = (1',
      ]) {
        const refused = await createRule({ ...base, name: `c ${clause}`, clause });
        expect(refused.status, clause).toBe(422);
        expect(Object.keys((refused.body as unknown as { message: object }).message)).toEqual(['clause']);
      }
      const missing = await t.client.post('/api/v1/rowlevelsecurity/', {
        headers: await admin(),
        json: { name: 'x' },
      });
      expect(missing.status).toBe(400);
      const all = await t.client.get<{ ids: number[] }>('/api/v1/rowlevelsecurity/', {
        headers: await admin(),
        query: { q: { filters: [{ col: 'name', opr: 'eq', value: base.name }] } },
      });
      const unknownBulk = await t.client.delete('/api/v1/rowlevelsecurity/', {
        headers: await admin(),
        query: { q: [...all.body.ids, 99999] },
      });
      expect(unknownBulk.status).toBe(404);
      const bulk = await t.client.delete('/api/v1/rowlevelsecurity/', {
        headers: await admin(),
        query: { q: all.body.ids },
      });
      expect(bulk.body).toEqual({ message: 'Deleted 1 rules' });
    });

    it('is Admin only', async () => {
      for (const user of ['alpha', 'gamma'] as const) {
        const headers = await t.bearer(user);
        expect((await t.client.get('/api/v1/rowlevelsecurity/', { headers })).status).toBe(403);
        expect((await t.client.post('/api/v1/rowlevelsecurity/', { headers, json: {} })).status).toBe(403);
      }
    });
  });

  describe('enforcement', () => {
    const ruleIds: number[] = [];
    beforeAll(async () => {
      const make = async (body: Record<string, unknown>) => {
        const reply = await createRule(body);
        if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
        ruleIds.push(reply.body.id);
      };
      const [first, second] = regions;
      // A: (region = first OR region = second) AND channel = …; B and Admin: region <> first.
      await make({
        name: `r1 ${ctx.kind}`,
        filter_type: 'Regular',
        tables: [ids.duck, ids.pg, ids.virtual],
        roles: [roleOf.a],
        clause: `region = '${first}'`,
        group_key: 'region',
      });
      await make({
        name: `r2 ${ctx.kind}`,
        filter_type: 'Regular',
        tables: [ids.duck, ids.pg, ids.virtual],
        roles: [roleOf.a],
        clause: `region = '${second}'`,
        group_key: 'region',
      });
      await make({
        name: `r3 ${ctx.kind}`,
        filter_type: 'Regular',
        tables: [ids.duck, ids.virtual],
        roles: [roleOf.a],
        clause: `channel = '${channel}'`,
      });
      await make({
        name: `b1 ${ctx.kind}`,
        filter_type: 'Base',
        tables: [ids.duck, ids.pg, ids.virtual],
        roles: [roleOf.a],
        clause: `region <> '${first}'`,
      });
    });
    afterAll(async () => {
      await t.client.delete('/api/v1/rowlevelsecurity/', { headers: await admin(), query: { q: ruleIds } });
    });

    const forA = (row: SalesRow) =>
      (row.region === regions[0] || row.region === regions[1]) && row.channel === channel;
    const forOthers = (row: SalesRow) => row.region !== regions[0];

    it('applies Regular rules to users in their roles (groups ORed, ANDed together) and Base rules to the others, Admin included', async () => {
      expect(countsOf((await chart(a.access, countByRegion(ids.duck))).body)).toEqual(expectedCounts(forA));
      expect(countsOf((await chart(b.access, countByRegion(ids.duck))).body)).toEqual(
        expectedCounts(forOthers),
      );
      expect(countsOf((await chart(await admin(), countByRegion(ids.duck))).body)).toEqual(
        expectedCounts(forOthers),
      );
    });

    it('never serves one user’s cached result to a user with other rules', async () => {
      const body = countByRegion(ids.duck, { force: false });
      const first = await chart(a.access, body);
      const again = await chart(a.access, body);
      expect(again.body.result[0]!.is_cached).toBe(true);
      const other = await chart(b.access, body);
      expect(countsOf(other.body)).toEqual(expectedCounts(forOthers));
      expect(countsOf(first.body)).toEqual(expectedCounts(forA));
      expect(countsOf((await chart(a.access, body)).body)).toEqual(expectedCounts(forA));
    });

    it('filters samples, drill to detail and the CSV of chart data', async () => {
      for (const resultType of ['samples', 'drill_detail'] as const) {
        const reply = await chart(a.access, {
          ...countByRegion(ids.duck),
          queries: [{ columns: [], metrics: [], row_limit: 5000 }],
          result_type: resultType,
        });
        const data = reply.body.result[0]!.data as unknown as SalesRow[];
        expect(data.length, resultType).toBe(sales.rows.filter(forA).length);
        expect(data.every((row) => regions.slice(0, 2).includes(row.region) && row.channel === channel)).toBe(
          true,
        );
      }
      const csv = await t.client.post<string>('/api/v1/chart/data', {
        headers: b.access,
        json: { ...countByRegion(ids.duck), result_format: 'csv' },
      });
      expect(csv.status).toBe(200);
      expect(String(csv.body)).not.toContain(regions[0]);
      expect(String(csv.body).trim().split('\n')).toHaveLength(
        Object.keys(expectedCounts(forOthers)).length + 1,
      );
    });

    it('filters the datasource samples and column values', async () => {
      const samples = await t.client.post<{ result: { data: SalesRow[]; total_count: number } }>(
        '/datasource/samples',
        {
          headers: a.access,
          query: { datasource_type: 'table', datasource_id: String(ids.duck), page: '1', per_page: '1000' },
          json: {},
        },
      );
      expect(samples.status).toBe(200);
      expect(samples.body.result.total_count).toBe(sales.rows.filter(forA).length);
      const values = await t.client.get<{ result: string[] }>(
        `/api/v1/datasource/table/${ids.duck}/column/region/values/`,
        { headers: b.access },
      );
      expect(values.body.result.sort()).toEqual(regions.filter((region) => region !== regions[0]));
    });

    it('applies to a virtual dataset and on PostgreSQL', async () => {
      expect(countsOf((await chart(a.access, countByRegion(ids.virtual))).body)).toEqual(
        expectedCounts(forA),
      );
      const forAOnPg = (row: SalesRow) => row.region === regions[0] || row.region === regions[1];
      expect(countsOf((await chart(a.access, countByRegion(ids.pg))).body)).toEqual(expectedCounts(forAOnPg));
      expect(countsOf((await chart(b.access, countByRegion(ids.pg))).body)).toEqual(
        expectedCounts(forOthers),
      );
    });

    it('takes a changed rule into account on the next request', async () => {
      const before = await chart(a.access, countByRegion(ids.duck));
      expect(countsOf(before.body)).toEqual(expectedCounts(forA));
      await t.client.put(`/api/v1/rowlevelsecurity/${ruleIds[2]}`, {
        headers: await admin(),
        json: { roles: [] },
      });
      const forAWithoutChannel = (row: SalesRow) => row.region === regions[0] || row.region === regions[1];
      expect(countsOf((await chart(a.access, countByRegion(ids.duck))).body)).toEqual(
        expectedCounts(forAWithoutChannel),
      );
    });
  });
});
