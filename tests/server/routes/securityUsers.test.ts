// /api/v1/security/users/ and /api/v1/me/ writes on both metadata stores: Admin only, Superset's
// 422 field messages, hashed passwords, and lock-outs (deactivation, password change) that take
// effect on the very next request with an existing session cookie or JWT.
import { expect, it } from 'vitest';
import { loginHeaders } from '../../support/loginCsrf.ts';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/testApp.ts';

type SecurityUser = {
  id: number;
  username: string;
  first_name: string;
  email: string;
  active: boolean;
  roles: { id: number; name: string }[];
  created_by: { id: number } | null;
};
type UserReply = { id: number; result: SecurityUser };
type UserList = { count: number; ids: number[]; result: SecurityUser[] };
type RoleList = { result: { id: number; name: string }[] };

forEachStore('security users API', (ctx) => {
  const t = useTestApp(ctx);
  const admin = () => t.bearer('admin');
  let serial = 0;
  const unique = () => {
    serial += 1;
    return `u${Date.now().toString(36)}${serial}`;
  };
  const roleId = async (name: string) => {
    const reply = await t.client.get<RoleList>('/api/v1/security/roles/', {
      headers: await admin(),
      query: { q: { filters: [{ col: 'name', opr: 'eq', value: name }] } },
    });
    return reply.body.result[0]!.id;
  };
  const createUser = async (overrides: Record<string, unknown> = {}) => {
    const username = unique();
    const reply = await t.client.post<UserReply>('/api/v1/security/users/', {
      headers: await admin(),
      json: {
        username,
        first_name: 'Una',
        last_name: 'User',
        email: `${username}@example.invalid`,
        password: 'first password',
        roles: [await roleId('Gamma')],
        ...overrides,
      },
    });
    return reply;
  };
  const login = async (username: string, password: string) =>
    t.client.post<{ access_token: string }>('/api/v1/security/login', {
      json: { username, password, provider: 'db' },
    });
  const sessionOf = async (username: string, password: string) => {
    const reply = await t.client.post('/login/', {
      headers: await loginHeaders(t.app),
      json: { username, password },
    });
    expect(reply.status).toBe(200);
    return { cookie: `session=${reply.cookies.session}` };
  };

  it('creates a user with a hashed password who can log in with it', async () => {
    const created = await createUser();
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      first_name: 'Una',
      active: true,
      roles: [{ name: 'Gamma' }],
    });
    expect(created.body.result.created_by).toEqual({ id: expect.any(Number) });
    const row = await ctx.store.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect((await login(created.body.result.username, 'first password')).status).toBe(200);
  });

  it('refuses a taken username or email with 422 field messages, as FAB', async () => {
    const first = await createUser();
    const again = await createUser({ username: first.body.result.username, email: first.body.result.email });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({
      message: {
        username: ['A user with this username already exists.'],
        email: ['A user with this email already exists.'],
      },
    });
    const badRole = await createUser({ roles: [99999] });
    expect(badRole.status).toBe(422);
    expect(badRole.body).toMatchObject({ message: { roles: ['Some roles do not exist.'] } });
    const missing = await t.client.post('/api/v1/security/users/', {
      headers: await admin(),
      json: { username: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: { password: ['Missing data for required field.'] } });
  });

  it('lists users with their roles, filtered by role and name, and shows one', async () => {
    const created = await createUser({ first_name: 'Zebedee' });
    const gamma = await roleId('Gamma');
    const list = await t.client.get<UserList>('/api/v1/security/users/', {
      headers: await admin(),
      query: {
        q: {
          filters: [
            { col: 'roles', opr: 'rel_m_m', value: gamma },
            { col: 'first_name', opr: 'ct', value: 'zebe' },
          ],
          order_column: 'username',
        },
      },
    });
    expect(list.status).toBe(200);
    expect(list.body.ids).toContain(created.body.id);
    expect(list.body.result.every((user) => user.roles.some((role) => role.name === 'Gamma'))).toBe(true);
    const shown = await t.client.get<UserReply>(`/api/v1/security/users/${created.body.id}`, {
      headers: await admin(),
    });
    expect(shown.body.result.username).toBe(created.body.result.username);
    const unknown = await t.client.get(`/api/v1/security/users/99999`, { headers: await admin() });
    expect(unknown.status).toBe(404);
  });

  it('is Admin only', async () => {
    for (const user of ['alpha', 'gamma'] as const) {
      const list = await t.client.get('/api/v1/security/users/', { headers: await t.bearer(user) });
      expect(list.status).toBe(403);
      const roles = await t.client.get('/api/v1/security/roles/', { headers: await t.bearer(user) });
      expect(roles.status).toBe(403);
    }
  });

  it('deactivating a user ends their session cookie and JWT on the very next request', async () => {
    const created = await createUser();
    const { username } = created.body.result;
    const token = (await login(username, 'first password')).body.access_token;
    const cookie = await sessionOf(username, 'first password');
    expect(
      (await t.client.get('/api/v1/me/', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await t.client.get('/api/v1/me/', { headers: cookie })).status).toBe(200);
    const changed = await t.client.put<UserReply>(`/api/v1/security/users/${created.body.id}`, {
      headers: await admin(),
      json: { active: false },
    });
    expect(changed.body.result.active).toBe(false);
    expect(
      (await t.client.get('/api/v1/me/', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    expect((await t.client.get('/api/v1/me/', { headers: cookie })).status).toBe(401);
    expect((await login(username, 'first password')).status).toBe(401);
    // Reactivated, the old token stays dead (its token version is gone); a new login works.
    await t.client.put(`/api/v1/security/users/${created.body.id}`, {
      headers: await admin(),
      json: { active: true },
    });
    expect(
      (await t.client.get('/api/v1/me/', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    expect((await login(username, 'first password')).status).toBe(200);
  });

  it('changes roles and names, and an admin password reset ends the old password, sessions and tokens', async () => {
    const created = await createUser();
    const { username } = created.body.result;
    const token = (await login(username, 'first password')).body.access_token;
    const cookie = await sessionOf(username, 'first password');
    const alpha = await roleId('Alpha');
    const changed = await t.client.put<UserReply>(`/api/v1/security/users/${created.body.id}`, {
      headers: await admin(),
      json: { first_name: 'Renamed', roles: [alpha], password: 'second password' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      first_name: 'Renamed',
      roles: [{ id: alpha, name: 'Alpha' }],
    });
    expect(
      (await t.client.get('/api/v1/me/', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    expect((await t.client.get('/api/v1/me/', { headers: cookie })).status).toBe(401);
    expect((await login(username, 'first password')).status).toBe(401);
    const fresh = (await login(username, 'second password')).body.access_token;
    const roles = await t.client.get<{ result: { roles: Record<string, unknown> } }>('/api/v1/me/roles/', {
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(Object.keys(roles.body.result.roles)).toEqual(['Alpha']);
  });

  it('refuses an admin deactivating or deleting themselves, and deletes another user', async () => {
    const me = await t.client.get<{ result: { id: number } }>('/api/v1/me/', { headers: await admin() });
    const deactivate = await t.client.put(`/api/v1/security/users/${me.body.result.id}`, {
      headers: await admin(),
      json: { active: false },
    });
    expect(deactivate.status).toBe(422);
    const self = await t.client.delete(`/api/v1/security/users/${me.body.result.id}`, {
      headers: await admin(),
    });
    expect(self.status).toBe(422);
    const created = await createUser();
    const deleted = await t.client.delete(`/api/v1/security/users/${created.body.id}`, {
      headers: await admin(),
    });
    expect(deleted.body).toEqual({ message: 'OK' });
    expect(
      (await t.client.get(`/api/v1/security/users/${created.body.id}`, { headers: await admin() })).status,
    ).toBe(404);
    expect(
      (await t.client.delete(`/api/v1/security/users/${created.body.id}`, { headers: await admin() })).status,
    ).toBe(404);
  });

  it('PUT /api/v1/me/ changes the caller’s own name and email (422 for a taken email)', async () => {
    const created = await createUser();
    const token = (await login(created.body.result.username, 'first password')).body.access_token;
    const headers = { authorization: `Bearer ${token}` };
    const changed = await t.client.put<{ result: { first_name: string; email: string } }>('/api/v1/me/', {
      headers,
      json: { first_name: 'Myself', email: `${created.body.result.username}@other.invalid` },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result.first_name).toBe('Myself');
    expect(
      (await t.client.get<{ result: { first_name: string } }>('/api/v1/me/', { headers })).body.result
        .first_name,
    ).toBe('Myself');
    const taken = await t.client.put('/api/v1/me/', { headers, json: { email: 'admin@loupe.invalid' } });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ message: { email: ['A user with this email already exists.'] } });
  });

  it('PUT /api/v1/me/password checks the current password, keeps this session and ends the others', async () => {
    const created = await createUser();
    const { username } = created.body.result;
    const token = (await login(username, 'first password')).body.access_token;
    const other = await sessionOf(username, 'first password');
    const mine = await sessionOf(username, 'first password');
    const csrf = await t.client.get<{ result: string }>('/api/v1/security/csrf_token/', { headers: mine });
    const headers = { ...mine, 'x-csrftoken': csrf.body.result };
    const wrong = await t.client.put('/api/v1/me/password', {
      headers,
      json: { current_password: 'nope', new_password: 'second password' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ message: { current_password: ['Wrong password.'] } });
    const changed = await t.client.put('/api/v1/me/password', {
      headers,
      json: { current_password: 'first password', new_password: 'second password' },
    });
    expect(changed.body).toEqual({ message: 'Password changed' });
    expect((await t.client.get('/api/v1/me/', { headers: mine })).status).toBe(200);
    expect((await t.client.get('/api/v1/me/', { headers: other })).status).toBe(401);
    expect(
      (await t.client.get('/api/v1/me/', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(401);
    expect((await login(username, 'second password')).status).toBe(200);
    expect(TEST_PASSWORD).not.toBe('second password');
  });
});
