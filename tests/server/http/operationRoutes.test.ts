// onOperation registers a route from its contract operation and hands the handler the validated
// body, path parameters, query parameters and decoded rison `q`.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ContractIndex } from '../../../server/http/contractIndex.ts';
import type { OpenApiDocument } from '../../../server/http/openapiTypes.ts';
import { fastifyPath, onOperation } from '../../../server/http/operationRoutes.ts';
import { installRequestValidation } from '../../../server/http/requestValidation.ts';

const ok = { '200': { description: 'ok' } };
const document: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/v1/thing/{pk}': {
      put: {
        operationId: 'updateDatabase',
        security: [],
        parameters: [
          { name: 'pk', in: 'path', required: true, schema: { type: 'integer' } },
          { name: 'force', in: 'query', schema: { type: 'boolean' } },
          {
            name: 'q',
            in: 'query',
            content: {
              'application/json': { schema: { type: 'object', properties: { page: { type: 'integer' } } } },
            },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
        },
        responses: ok,
      },
    },
  },
};

describe('onOperation', () => {
  it('turns contract path templates into Fastify routes', () => {
    expect(fastifyPath('/api/v1/database/{pk}/select_star/{table_name}/')).toBe(
      '/api/v1/database/:pk/select_star/:table_name/',
    );
  });

  it("registers the operation's method and path and passes what validation has read", async () => {
    const app = Fastify();
    const contract = new ContractIndex(document);
    app.decorate('contract', contract);
    installRequestValidation(app, contract);
    // The id is a real operation of the contract (for its types); the route is this document's.
    onOperation(app, 'updateDatabase', async (request, reply) =>
      reply.send({ params: request.params, query: request.query, rison: request.rison, body: request.body }),
    );
    const reply = await app.inject({
      method: 'PUT',
      url: '/api/v1/thing/7?force=true&q=(page:2)',
      payload: { name: 'x' },
    });
    expect(reply.json()).toEqual({
      params: { pk: 7 },
      query: { force: true },
      rison: { page: 2 },
      body: { name: 'x' },
    });
    const refused = await app.inject({ method: 'PUT', url: '/api/v1/thing/7', payload: {} });
    expect(refused.statusCode).toBe(400);
    await app.close();
  });

  it('refuses an operation the contract does not have', () => {
    const app = Fastify();
    app.decorate('contract', new ContractIndex(document));
    expect(() => onOperation(app, 'getMe', async () => ({ result: {} as never }))).toThrow(
      'the contract has no operation getMe',
    );
  });
});
