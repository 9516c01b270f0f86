// The contract client must fail a test whenever a response strays from the contract.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { installErrorHandling } from '../../server/http/errorHandling.ts';
import { ContractViolation, contractClient } from '../support/contractClient.ts';

let app: FastifyInstance;
let reply: { status: number; body: unknown; type?: string } = { status: 200, body: {} };

beforeAll(async () => {
  app = Fastify({ logger: false });
  installErrorHandling(app);
  app.get('/api/v1/me/', async (_request, res) =>
    res
      .code(reply.status)
      .type(reply.type ?? 'application/json')
      .send(reply.body),
  );
  app.get('/not/in/contract', async () => ({ ok: true }));
});
afterAll(async () => {
  await app.close();
});

const user = {
  id: 1,
  username: 'u',
  first_name: 'U',
  last_name: 'V',
  email: 'u@x',
  is_active: true,
  is_anonymous: false,
};

it('passes a conforming response', async () => {
  reply = { status: 200, body: { result: user } };
  const client = contractClient(app);
  expect((await client.get('/api/v1/me/')).status).toBe(200);
});

it('fails on a missing field, an invented field, an undeclared status or a wrong content type', async () => {
  const client = contractClient(app);
  const { email: _email, ...withoutEmail } = user;
  for (const [status, body, type] of [
    [200, { result: withoutEmail }, undefined],
    [200, { result: { ...user, invented: 1 } }, undefined],
    [418, { message: 'teapot', errors: [] }, undefined],
    [200, 'OK', 'text/plain'],
  ] as const) {
    reply = { status, body, ...(type ? { type } : {}) };
    await expect(client.get('/api/v1/me/'), JSON.stringify(body)).rejects.toThrow(ContractViolation);
  }
});

it('fails on an error without the Superset shape', async () => {
  const client = contractClient(app);
  reply = { status: 401, body: { message: 'Not authorized' } };
  await expect(client.get('/api/v1/me/')).rejects.toThrow(/must carry `errors`/);
  reply = { status: 401, body: { msg: 'Token has expired' } };
  await expect(client.get('/api/v1/me/')).rejects.toThrow(ContractViolation);
});

it('fails on a path outside the contract unless the test expects an unknown route', async () => {
  const client = contractClient(app);
  await expect(client.get('/not/in/contract')).rejects.toThrow(/not in the contract/);
  const missing = await client.get('/nowhere', { unknownRoute: true });
  expect(missing.status).toBe(404);
  await expect(client.get('/api/v1/me/', { unknownRoute: true })).rejects.toThrow(/IS in the contract/);
});
