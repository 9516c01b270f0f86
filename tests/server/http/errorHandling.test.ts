import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { installErrorHandling } from '../../../server/http/errorHandling.ts';
import { LoupeError } from '../../../server/services/shared/loupeError.ts';
import { contractClient } from '../../support/contractClient.ts';
import { loginHeaders } from '../../support/loginCsrf.ts';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/testApp.ts';

describe('error handling on a bare instance', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    installErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('secret detail: password=hunter2 at /srv/loupe/internal.ts');
    });
    app.get('/typed', async () => {
      throw new LoupeError(422, 'Could not process', { errorType: 'GENERIC_COMMAND_ERROR', extra: { k: 1 } });
    });
    app.post('/json', async () => ({ ok: true }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 500 without internals and logs the stack', async () => {
    const reply = await app.inject({ method: 'GET', url: '/boom' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({
      message: 'Internal server error',
      errors: [
        { message: 'Internal server error', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
      ],
    });
    expect(reply.body).not.toContain('hunter2');
    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'internal server error');
    expect(logged?.level).toBe(50);
    expect(logged?.err?.stack).toContain('secret detail');
  });

  it('sends a LoupeError with its status, type and extra', async () => {
    const reply = await app.inject({ method: 'GET', url: '/typed' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({
      message: 'Could not process',
      errors: [
        {
          message: 'Could not process',
          error_type: 'GENERIC_COMMAND_ERROR',
          level: 'error',
          extra: { k: 1 },
        },
      ],
    });
  });

  it("shapes Fastify's own client errors: bad JSON 400, unsupported media type 415", async () => {
    const badJson = await app.inject({
      method: 'POST',
      url: '/json',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().errors[0].error_type).toBe('INVALID_PAYLOAD_FORMAT_ERROR');
    const media = await app.inject({
      method: 'POST',
      url: '/json',
      payload: 'x',
      headers: { 'content-type': 'application/x-unknown' },
    });
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ message: expect.any(String), errors: [{ level: 'error' }] });
  });
});

forEachStore('unknown routes', (ctx) => {
  const t = useTestApp(ctx);

  it('answers 404 in the Superset shape', async () => {
    const reply = await t.client.get('/api/v1/nothing/here', { unknownRoute: true });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      message: 'Not found',
      errors: [{ message: 'Not found', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }],
    });
  });

  it('answers 405 with Allow for a known path and another method', async () => {
    const reply = await t.client.delete('/api/v1/me/', { unknownRoute: true });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toContain('GET');
  });

  it('logs requests as JSON without passwords, tokens or cookies', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({ ...ctx.config, logLevel: 'trace' }, { store: ctx.store, logStream: stream });
    try {
      const client = contractClient(app);
      const login = await client.post<{ access_token: string }>('/api/v1/security/login', {
        json: { username: 'gamma', password: TEST_PASSWORD, provider: 'db' },
      });
      const session = await client.post('/login/', {
        headers: await loginHeaders(app),
        json: { username: 'gamma', password: TEST_PASSWORD },
      });
      await client.get('/api/v1/me/', {
        headers: {
          authorization: `Bearer ${login.body.access_token}`,
          cookie: `session=${session.cookies.session}`,
        },
      });
      const log = lines.join('');
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
      expect(log).not.toContain(TEST_PASSWORD);
      expect(log).not.toContain(login.body.access_token);
      expect(log).not.toContain(String(session.cookies.session));
    } finally {
      await app.close();
    }
  });
});
