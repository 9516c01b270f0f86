import { describe, expect, it } from 'vitest';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/testApp.ts';

forEachStore('session login', (ctx) => {
  const t = useTestApp(ctx);

  describe('JSON login', () => {
    it('answers the user and sets an httpOnly, SameSite=Lax session cookie', async () => {
      const reply = await t.client.post<{ result: { username: string; is_active: boolean } }>('/login/', {
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
      const reply = await t.client.post('/login/', { json: { username: 'gamma', password: 'nope' } });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Invalid login. Please try again.' });
      expect(reply.cookies.session).toBeUndefined();
    });

    it('rejects an unknown user the same way', async () => {
      const reply = await t.client.post('/login/', { json: { username: 'nobody', password: 'nope' } });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Invalid login. Please try again.' });
    });

    it('answers 400 with field messages for a body without a password', async () => {
      const reply = await t.client.post('/login/', { json: { username: 'gamma' } });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        message: { password: ['Missing data for required field.'] },
        errors: [{ error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR', level: 'error' }],
      });
    });
  });

  describe('form login', () => {
    it('redirects to a same-site next path with the cookie set', async () => {
      const reply = await t.client.post('/login/', {
        form: { username: 'gamma', password: TEST_PASSWORD, next: '/sqllab/?new=true' },
      });
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
        const reply = await t.client.post('/login/', {
          form: { username: 'gamma', password: TEST_PASSWORD, next },
        });
        expect(reply.headers.location, next).toBe('/');
      }
    });

    it('sends a failed login back to /login/?error=1 without a cookie', async () => {
      const reply = await t.client.post('/login/', { form: { username: 'gamma', password: 'wrong' } });
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe('/login/?error=1');
      expect(reply.cookies.session).toBeUndefined();
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
