import { describe, expect, it } from 'vitest';
import { CSRF_INVALID, CSRF_MISSING } from '../../../server/http/csrfProtection.ts';
import { loginCsrfHeaders, loginHeaders } from '../../support/loginCsrf.ts';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/testApp.ts';

forEachStore('session login', (ctx) => {
  const t = useTestApp(ctx);
  const post = async (json: Record<string, unknown>) =>
    t.client.post('/login/', { headers: await loginHeaders(t.app), json });
  /** A form post carries the token in its csrf_token field, the cookie in its header. */
  const postForm = async (form: Record<string, string>) => {
    const csrf = await loginCsrfHeaders(t.app);
    return t.client.post('/login/', {
      headers: { cookie: csrf.cookie },
      form: { ...form, csrf_token: csrf['x-csrftoken'] },
    });
  };

  describe('JSON login', () => {
    it('answers the user and sets an httpOnly, SameSite=Lax session cookie', async () => {
      const reply = await t.client.post<{ result: { username: string; is_active: boolean } }>('/login/', {
        headers: await loginHeaders(t.app),
        json: { username: 'gamma', password: TEST_PASSWORD },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toMatchObject({ username: 'gamma', is_active: true, is_anonymous: false });
      const setCookie = String(reply.headers['set-cookie']);
      expect(setCookie).toMatch(/^session=[A-Za-z0-9_-]+;/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).toContain('Path=/');
    });

    it('lets the session cookie authenticate later calls', async () => {
      const session = await t.session('alpha');
      const me = await t.client.get<{ result: { username: string } }>('/api/v1/me/', {
        headers: session.headers,
      });
      expect(me.status).toBe(200);
      expect(me.body.result.username).toBe('alpha');
    });

    it('rejects a wrong password with 401 and Superset wording', async () => {
      const reply = await post({ username: 'gamma', password: 'nope' });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Invalid login. Please try again.' });
      expect(reply.cookies.session).toBeUndefined();
    });

    it('rejects an unknown user the same way', async () => {
      const reply = await post({ username: 'nobody', password: 'nope' });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Invalid login. Please try again.' });
    });

    it('answers 400 with field messages for a body without a password', async () => {
      const reply = await post({ username: 'gamma' });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        message: { password: ['Missing data for required field.'] },
        errors: [{ error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'error' }],
      });
    });
  });

  describe('form login', () => {
    it('redirects to a same-site next path with the cookie set', async () => {
      const reply = await postForm({ username: 'gamma', password: TEST_PASSWORD, next: '/sqllab/?new=true' });
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe('/sqllab/?new=true');
      expect(reply.cookies.session).toMatch(/^[A-Za-z0-9_-]+$/);
    });

    it('redirects to / when next points off the site', async () => {
      for (const next of [
        'https://evil.example/',
        '//evil.example/',
        '/\\evil.example',
        'javascript:alert(1)',
      ]) {
        const reply = await postForm({ username: 'gamma', password: TEST_PASSWORD, next });
        expect(reply.headers.location, next).toBe('/');
      }
    });

    it('sends a failed login back to /login/?error=1 without a cookie', async () => {
      const reply = await postForm({ username: 'gamma', password: 'wrong' });
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe('/login/?error=1');
      expect(reply.cookies.session).toBeUndefined();
    });
  });

  describe('login CSRF token', () => {
    const refusal = (message: string) => ({
      message,
      errors: [{ message, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }],
    });

    it('is bound to the visitor by an httpOnly login_csrf cookie, kept on later calls', async () => {
      const first = await t.client.get<{ result: string }>('/login/csrf_token/');
      expect(first.status).toBe(200);
      const cookie = first.cookies.login_csrf;
      expect(String(first.headers['set-cookie'])).toMatch(
        /login_csrf=[^;]+; Path=\/login\/; HttpOnly; SameSite=Lax/,
      );
      const again = await t.client.get<{ result: string }>('/login/csrf_token/', {
        headers: { cookie: `login_csrf=${cookie}` },
      });
      expect(again.body.result).toBe(first.body.result);
      expect(again.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a login without the token (JSON or form): 403, nothing checked', async () => {
      const json = await t.client.post('/login/', { json: { username: 'gamma', password: TEST_PASSWORD } });
      expect(json.status).toBe(403);
      expect(json.body).toEqual(refusal(CSRF_MISSING));
      expect(json.cookies.session).toBeUndefined();
      const form = await t.client.post('/login/', { form: { username: 'gamma', password: TEST_PASSWORD } });
      expect(form.status).toBe(403);
    });

    it('refuses another visitor’s token, a token without its cookie and a made-up one', async () => {
      const mine = await loginCsrfHeaders(t.app);
      const theirs = await loginCsrfHeaders(t.app);
      for (const headers of [
        { cookie: mine.cookie, 'x-csrftoken': theirs['x-csrftoken'] },
        { cookie: '', 'x-csrftoken': mine['x-csrftoken'] },
        { cookie: mine.cookie, 'x-csrftoken': 'made-up' },
        { cookie: 'login_csrf=planted', 'x-csrftoken': mine['x-csrftoken'] },
      ]) {
        const reply = await t.client.post('/login/', {
          headers,
          json: { username: 'gamma', password: TEST_PASSWORD },
        });
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual(refusal(CSRF_INVALID));
      }
    });

    it('is not needed by the token login of API clients', async () => {
      const reply = await t.client.post('/api/v1/security/login', {
        json: { username: 'gamma', password: TEST_PASSWORD, provider: 'db' },
      });
      expect(reply.status).toBe(200);
    });
  });

  describe('logout', () => {
    it('ends the session, clears the cookie and redirects to /login/', async () => {
      const session = await t.session('gamma');
      const reply = await t.client.get('/logout/', { headers: session.headers });
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe('/login/');
      expect(reply.cookies.session).toBe('');
      const me = await t.client.get('/api/v1/me/', { headers: session.headers });
      expect(me.status).toBe(401);
    });

    it('works without a session too', async () => {
      const reply = await t.client.get('/logout/');
      expect(reply.status).toBe(302);
    });
  });

  it('ignores a forged session cookie', async () => {
    const reply = await t.client.get('/api/v1/me/', {
      headers: { cookie: 'session=forged-session-value-123456' },
    });
    expect(reply.status).toBe(401);
  });
});

forEachStore('session cookie behind HTTPS', (ctx) => {
  const direct = useTestApp(ctx);
  const proxied = useTestApp(ctx, { configure: (config) => ({ ...config, trustProxy: true }) });
  const login = async (t: typeof direct, headers: Record<string, string>) => {
    const reply = await t.client.post('/login/', {
      headers: { ...(await loginHeaders(t.app)), ...headers },
      json: { username: 'gamma', password: TEST_PASSWORD },
    });
    expect(reply.status).toBe(200);
    return String(reply.headers['set-cookie']);
  };

  it('is Secure when X-Forwarded-Proto says https and LOUPE_TRUST_PROXY trusts the proxy', async () => {
    expect(await login(proxied, { 'x-forwarded-proto': 'https' })).toMatch(/^session=.*; Secure/);
    expect(await login(proxied, { 'x-forwarded-proto': 'http' })).not.toContain('Secure');
  });

  it('ignores X-Forwarded-Proto from an untrusted client: plain HTTP, no Secure', async () => {
    expect(await login(direct, { 'x-forwarded-proto': 'https' })).not.toContain('Secure');
  });
});
