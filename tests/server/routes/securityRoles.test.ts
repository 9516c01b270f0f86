// /api/v1/security/roles/, roles/{role_id}/permissions, permissions/, resources/ and
// permissions-resources/ on both metadata stores: Admin only, builtin roles protected (Admin,
// Alpha, Gamma and sql_lab kept as Loupe defines them; Public keeps its name), created roles
// renamed, deleted and given pairs that their users then hold.
import { expect, it } from 'vitest';
import { ALL_PAIRS, GAMMA_PAIRS } from '../../../lib/security/builtinRoles.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type Role = { id: number; name: string; builtin: boolean; permission_count: number };
type RoleList = { count: number; ids: number[]; result: Role[] };
type PairList = {
  count: number;
  result: { id: number; permission: { name: string }; view_menu: { name: string } }[];
};
type NameList = { count: number; result: { id: number; name: string }[] };

forEachStore('security roles API', (ctx) => {
  const t = useTestApp(ctx);
  const admin = () => t.bearer('admin');
  const roles = async (q?: object) =>
    t.client.get<RoleList>('/api/v1/security/roles/', {
      headers: await admin(),
      ...(q ? { query: { q } } : {}),
    });
  const roleNamed = async (name: string) =>
    (await roles({ filters: [{ col: 'name', opr: 'eq', value: name }] })).body.result[0]!;
  const pairId = async (permission: string, view: string) => {
    const list = await t.client.get<PairList>('/api/v1/security/permissions-resources/', {
      headers: await admin(),
      query: {
        q: {
          filters: [
            { col: 'permission', opr: 'eq', value: permission },
            { col: 'view_menu', opr: 'eq', value: view },
          ],
        },
      },
    });
    return list.body.result[0]!.id;
  };

  it('lists the builtin roles, marked builtin', async () => {
    const list = await roles({ page_size: 100 });
    expect(list.status).toBe(200);
    const names = list.body.result.filter((role) => role.builtin).map((role) => role.name);
    expect(names).toEqual(expect.arrayContaining(['Admin', 'Alpha', 'Gamma', 'sql_lab', 'Public']));
    const gamma = await roleNamed('Gamma');
    const shown = await t.client.get<{ result: Role }>(`/api/v1/security/roles/${gamma.id}`, {
      headers: await admin(),
    });
    expect(shown.body.result).toEqual({
      id: gamma.id,
      name: 'Gamma',
      builtin: true,
      permission_count: GAMMA_PAIRS.length,
    });
    // The list counts each role's pairs too (no call per role).
    expect(gamma.permission_count).toBe(GAMMA_PAIRS.length);
  });

  it('keeps the builtin roles: no rename, no delete, no other pairs for Admin, Alpha, Gamma, sql_lab', async () => {
    const gamma = await roleNamed('Gamma');
    const rename = await t.client.put(`/api/v1/security/roles/${gamma.id}`, {
      headers: await admin(),
      json: { name: 'Gammas' },
    });
    expect(rename.status).toBe(422);
    const remove = await t.client.delete(`/api/v1/security/roles/${gamma.id}`, { headers: await admin() });
    expect(remove.status).toBe(422);
    const set = await t.client.post(`/api/v1/security/roles/${gamma.id}/permissions`, {
      headers: await admin(),
      json: { permission_view_menu_ids: [] },
    });
    expect(set.status).toBe(422);
    expect(set.body).toMatchObject({
      message: { permission_view_menu_ids: [expect.stringContaining('builtin')] },
    });
    const pairs = await t.client.get<{ result: { permission_name: string; view_menu_name: string }[] }>(
      `/api/v1/security/roles/${gamma.id}/permissions`,
      { headers: await admin() },
    );
    expect(pairs.body.result).toHaveLength(GAMMA_PAIRS.length);
    expect(pairs.body.result).toContainEqual(
      expect.objectContaining({ permission_name: 'can_write', view_menu_name: 'Chart' }),
    );
  });

  it('creates, renames, gives pairs to and deletes a role; its users hold its pairs', async () => {
    const name = `Analysts ${ctx.kind}`;
    const created = await t.client.post<{ id: number; result: Role }>('/api/v1/security/roles/', {
      headers: await admin(),
      json: { name },
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({ id: created.body.id, name, builtin: false, permission_count: 0 });
    const taken = await t.client.post('/api/v1/security/roles/', { headers: await admin(), json: { name } });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ message: { name: ['A role with this name already exists.'] } });
    const renamed = await t.client.put<{ result: Role }>(`/api/v1/security/roles/${created.body.id}`, {
      headers: await admin(),
      json: { name: `${name} 2` },
    });
    expect(renamed.body.result.name).toBe(`${name} 2`);

    const readDashboards = await pairId('can_read', 'Dashboard');
    const unknown = await t.client.post(`/api/v1/security/roles/${created.body.id}/permissions`, {
      headers: await admin(),
      json: { permission_view_menu_ids: [readDashboards, 999999] },
    });
    expect(unknown.status).toBe(422);
    const set = await t.client.post(`/api/v1/security/roles/${created.body.id}/permissions`, {
      headers: await admin(),
      json: { permission_view_menu_ids: [readDashboards] },
    });
    expect(set.body).toEqual({ result: { permission_view_menu_ids: [readDashboards] } });
    expect((await roleNamed(`${name} 2`)).permission_count).toBe(1);

    const username = `analyst_${ctx.kind}_${Date.now().toString(36)}`;
    await t.client.post('/api/v1/security/users/', {
      headers: await admin(),
      json: {
        username,
        first_name: 'An',
        last_name: 'Alyst',
        email: `${username}@example.invalid`,
        password: 'pw',
        roles: [created.body.id],
      },
    });
    const login = await t.client.post<{ access_token: string }>('/api/v1/security/login', {
      json: { username, password: 'pw', provider: 'db' },
    });
    const headers = { authorization: `Bearer ${login.body.access_token}` };
    const mine = await t.client.get<{ result: { roles: Record<string, string[][]> } }>('/api/v1/me/roles/', {
      headers,
    });
    expect(mine.body.result.roles).toEqual({ [`${name} 2`]: [['can_read', 'Dashboard']] });
    expect((await t.client.get('/api/v1/dashboard/', { headers })).status).toBe(200);
    expect((await t.client.get('/api/v1/chart/', { headers })).status).toBe(403);
    // A change of the role's pairs counts on the user's next request.
    await t.client.post(`/api/v1/security/roles/${created.body.id}/permissions`, {
      headers: await admin(),
      json: { permission_view_menu_ids: [readDashboards, await pairId('can_read', 'Chart')] },
    });
    expect((await t.client.get('/api/v1/chart/', { headers })).status).toBe(200);

    const deleted = await t.client.delete(`/api/v1/security/roles/${created.body.id}`, {
      headers: await admin(),
    });
    expect(deleted.body).toEqual({ message: 'OK' });
    expect(
      (await t.client.get(`/api/v1/security/roles/${created.body.id}`, { headers: await admin() })).status,
    ).toBe(404);
  });

  it('lets administrators change the pairs of Public', async () => {
    const pub = await roleNamed('Public');
    const readDashboards = await pairId('can_read', 'Dashboard');
    const set = await t.client.post(`/api/v1/security/roles/${pub.id}/permissions`, {
      headers: await admin(),
      json: { permission_view_menu_ids: [readDashboards] },
    });
    expect(set.status).toBe(200);
    await t.client.post(`/api/v1/security/roles/${pub.id}/permissions`, {
      headers: await admin(),
      json: { permission_view_menu_ids: [] },
    });
  });

  it('answers _info for users, roles and row level security rules: Admin holds can_read and can_write', async () => {
    for (const path of [
      '/api/v1/security/users/_info',
      '/api/v1/security/roles/_info',
      '/api/v1/rowlevelsecurity/_info',
    ] as const) {
      const info = await t.client.get<{ permissions: string[]; filters: Record<string, unknown> }>(path, {
        headers: await admin(),
      });
      expect(info.body.permissions, path).toEqual(['can_read', 'can_write']);
      expect(Object.keys(info.body.filters).length).toBeGreaterThan(0);
      expect((await t.client.get(path, { headers: await t.bearer('alpha') })).status).toBe(403);
    }
  });

  it('lists permissions, resources and every pair', async () => {
    const pairs = await t.client.get<PairList>('/api/v1/security/permissions-resources/', {
      headers: await admin(),
      query: { q: { page_size: -1 } },
    });
    expect(pairs.body.count).toBeGreaterThanOrEqual(ALL_PAIRS.length);
    const permissions = await t.client.get<NameList>('/api/v1/security/permissions/', {
      headers: await admin(),
      query: { q: { filters: [{ col: 'name', opr: 'eq', value: 'can_write' }] } },
    });
    expect(permissions.body.result).toEqual([{ id: expect.any(Number), name: 'can_write' }]);
    const resources = await t.client.get<NameList>('/api/v1/security/resources/', {
      headers: await admin(),
      query: { q: { page_size: 100 } },
    });
    expect(resources.body.result.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Dashboard', 'Row Level Security']),
    );
    const gamma = await t.bearer('gamma');
    for (const path of [
      '/api/v1/security/permissions/',
      '/api/v1/security/resources/',
      '/api/v1/security/permissions-resources/',
    ] as const)
      expect((await t.client.get(path, { headers: gamma })).status).toBe(403);
  });
});
