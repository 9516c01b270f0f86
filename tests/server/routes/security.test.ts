import { describe, expect, it } from 'vitest';
import type { operations } from '../../../src/api/schema.gen.ts';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/testApp.ts';

type Tokens = operations['securityLogin']['responses'][200]['content']['application/json'];

forEachStore('token login', (ctx) => {
  const t = useTestApp(ctx);
  const login = (body: Record<string, unknown>) =>
    t.client.post<Tokens>('/api/v1/security/login', { json: body });

  describe('POST /api/v1/security/login', () => {
    it('returns an access token that authenticates API calls', async () => {
      const reply = await login({ username: 'admin', password: TEST_PASSWORD, provider: 'db' });
      expect(reply.status).toBe(200);
      expect(reply.body.refresh_token).toBeUndefined();
      const me = await t.client.get<{ result: { username: string } }>('/api/v1/me/', {
        headers: { authorization: `Bearer ${reply.body.access_token}` },
      });
      expect(me.body.result.username).toBe('admin');
    });

    it('returns a refresh token when asked', async () => {
      const reply = await login({
        username: 'admin',
        password: TEST_PASSWORD,
        provider: 'db',
        refresh: true,
      });
      expect(reply.body.refresh_token).toEqual(expect.any(String));
    });

    it('answers 401 Not authorized for bad credentials', async () => {
      const reply = await login({ username: 'admin', password: 'bad', provider: 'db' });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Not authorized' });
    });

    it('answers 400 for a body that misses the provider or has the wrong types', async () => {
      const missing = await login({ username: 'admin', password: TEST_PASSWORD });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ message: { provider: ['Missing data for required field.'] } });
      const wrong = await login({ username: 'admin', password: 1, provider: 'db' });
      expect(wrong.body).toMatchObject({ message: { password: ['Not a valid string.'] } });
    });

    it('answers 400 for an unsupported provider', async () => {
      const reply = await login({ username: 'admin', password: TEST_PASSWORD, provider: 'ldap' });
      expect(reply.status).toBe(400);
    });

    it('answers 400 for a body that is not JSON', async () => {
      const reply = await t.client.post('/api/v1/security/login', {
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ errors: [{ error_type: 'INVALID_PAYLOAD_FORMAT_ERROR' }] });
    });
  });

  describe('POST /api/v1/security/refresh', () => {
    it('exchanges a refresh token for a new access token', async () => {
      const tokens = await login({
        username: 'gamma',
        password: TEST_PASSWORD,
        provider: 'db',
        refresh: true,
      });
      const reply = await t.client.post<Tokens>('/api/v1/security/refresh', {
        headers: { authorization: `Bearer ${tokens.body.refresh_token}` },
      });
      expect(reply.status).toBe(200);
      const me = await t.client.get<{ result: { username: string } }>('/api/v1/me/', {
        headers: { authorization: `Bearer ${reply.body.access_token}` },
      });
      expect(me.body.result.username).toBe('gamma');
    });

    it('refuses an access token, and access calls refuse a refresh token', async () => {
      const tokens = await login({
        username: 'gamma',
        password: TEST_PASSWORD,
        provider: 'db',
        refresh: true,
      });
      const refresh = await t.client.post('/api/v1/security/refresh', {
        headers: { authorization: `Bearer ${tokens.body.access_token}` },
      });
      expect(refresh.status).toBe(401);
      const me = await t.client.get('/api/v1/me/', {
        headers: { authorization: `Bearer ${tokens.body.refresh_token}` },
      });
      expect(me.status).toBe(401);
    });

    it('refuses a session cookie', async () => {
      const session = await t.session('gamma');
      const reply = await t.client.post('/api/v1/security/refresh', { headers: session.csrfHeaders });
      expect(reply.status).toBe(401);
    });
  });

  it('rejects tampered and garbage bearer tokens, even next to a valid cookie', async () => {
    const tokens = await login({ username: 'gamma', password: TEST_PASSWORD, provider: 'db' });
    const tampered = `${tokens.body.access_token.slice(0, -4)}AAAA`;
    const session = await t.session('gamma');
    for (const token of [tampered, 'garbage']) {
      const reply = await t.client.get('/api/v1/me/', {
        headers: { authorization: `Bearer ${token}`, ...session.headers },
      });
      expect(reply.status).toBe(401);
    }
  });

  describe('GET /api/v1/security/csrf_token/', () => {
    it("returns the session's token", async () => {
      const session = await t.session('gamma');
      const again = await t.client.get<{ result: string }>('/api/v1/security/csrf_token/', {
        headers: session.headers,
      });
      expect(again.body.result).toBe(session.csrfToken);
      expect(session.csrfToken.length).toBeGreaterThanOrEqual(32);
    });

    it('returns a token to bearer callers too', async () => {
      const reply = await t.client.get<{ result: string }>('/api/v1/security/csrf_token/', {
        headers: await t.bearer('gamma'),
      });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toEqual(expect.any(String));
    });

    it('answers 401 when anonymous', async () => {
      const reply = await t.client.get('/api/v1/security/csrf_token/');
      expect(reply.status).toBe(401);
    });
  });
});
