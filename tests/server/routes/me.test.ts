import { expect, it } from 'vitest';
import { ALPHA_ONLY_PAIRS, GAMMA_PAIRS } from '../../../lib/security/builtinRoles.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

forEachStore('current user', (ctx) => {
  const t = useTestApp(ctx);

  it('GET /api/v1/me/ answers 401 exactly as Superset when anonymous', async () => {
    const reply = await t.client.get('/api/v1/me/');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({
      message: 'Not authorized',
      errors: [{ message: 'Not authorized', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }],
    });
  });

  it('GET /api/v1/me/ returns the user', async () => {
    const reply = await t.client.get('/api/v1/me/', { headers: await t.bearer('gamma') });
    expect(reply.body).toEqual({
      result: {
        id: expect.any(Number),
        username: 'gamma',
        first_name: 'gamma',
        last_name: 'Gamma',
        email: 'gamma@loupe.invalid',
        is_active: true,
        is_anonymous: false,
      },
    });
  });

  it('GET /api/v1/me/roles/ returns the roles with their (permission, view) pairs', async () => {
    const reply = await t.client.get<{ result: { roles: Record<string, string[][]>; permissions: object } }>(
      '/api/v1/me/roles/',
      { headers: await t.bearer('alpha') },
    );
    expect(Object.keys(reply.body.result.roles)).toEqual(['Alpha']);
    const pairs = reply.body.result.roles.Alpha ?? [];
    expect(pairs).toContainEqual(['can_write', 'Dashboard']);
    expect(pairs).toHaveLength(new Set([...GAMMA_PAIRS, ...ALPHA_ONLY_PAIRS].map((p) => p.join())).size);
    expect(reply.body.result.permissions).toEqual({});
  });

  it('GET /api/v1/me/roles/ gives Gamma chart and dashboard writes, but no dataset writes or SQL Lab', async () => {
    const reply = await t.client.get<{ result: { roles: Record<string, string[][]> } }>('/api/v1/me/roles/', {
      headers: await t.bearer('gamma'),
    });
    const pairs = reply.body.result.roles.Gamma ?? [];
    expect(pairs).toHaveLength(GAMMA_PAIRS.length);
    expect(pairs).toContainEqual(['can_write', 'Dashboard']);
    expect(pairs).toContainEqual(['can_write', 'Chart']);
    expect(pairs).toContainEqual(['can_csv', 'Superset']);
    expect(pairs).not.toContainEqual(['can_write', 'Dataset']);
    expect(pairs).not.toContainEqual(['can_upload', 'Database']);
    expect(pairs).not.toContainEqual(['can_sqllab', 'Superset']);
  });

  it('GET /api/v1/me/roles/ lists a role without pairs as empty', async () => {
    const reply = await t.client.get<{ result: { roles: Record<string, string[][]> } }>('/api/v1/me/roles/', {
      headers: await t.bearer('public'),
    });
    expect(reply.body.result.roles).toEqual({ Public: [] });
  });

  it('GET /api/v1/me/roles/ answers 401 when anonymous', async () => {
    expect((await t.client.get('/api/v1/me/roles/')).status).toBe(401);
  });
});
