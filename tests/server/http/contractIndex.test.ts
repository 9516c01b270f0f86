import { describe, expect, it } from 'vitest';
import { ContractIndex } from '../../../server/http/contractIndex.ts';
import type { OpenApiDocument } from '../../../server/http/openapiTypes.ts';
import { loadContract } from '../../support/contractClient.ts';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  security: [{ jwt: [] }],
  paths: {
    '/api/v1/thing/': {
      get: {
        operationId: 'listThings',
        'x-permission': ['can_read', 'Thing'],
        responses: { '200': { $ref: '#/components/responses/Things' } },
      },
    },
    '/api/v1/thing/{pk}': {
      get: {
        operationId: 'getThing',
        'x-permission': 'authenticated',
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingReply' } } },
          },
        },
      },
    },
    '/api/v1/thing/_info': {
      get: { operationId: 'thingInfo', security: [], responses: { '302': { description: 'r' } } },
    },
  },
  components: {
    responses: {
      Things: {
        description: 'things',
        content: {
          'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Thing' } } },
        },
      },
    },
    schemas: {
      Thing: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'integer' }, extra: { type: 'object' } },
      },
      ThingReply: {
        allOf: [
          { $ref: '#/components/schemas/Thing' },
          {
            type: 'object',
            properties: { tags: { type: 'object', additionalProperties: { type: 'string' } } },
          },
        ],
      },
    },
  },
};

describe('ContractIndex', () => {
  const contract = new ContractIndex(document);

  it("reads each operation's x-permission: a pair, authenticated, or null when public", () => {
    expect(contract.findOperation('GET', '/api/v1/thing/')?.permission).toEqual(['can_read', 'Thing']);
    expect(contract.findOperation('GET', '/api/v1/thing/{pk}')?.permission).toBe('authenticated');
    expect(contract.findOperation('GET', '/api/v1/thing/_info')?.permission).toBeNull();
  });

  it('refuses a non-public operation that does not say what its caller needs', () => {
    for (const declared of [undefined, ['can_read'], 'anyone', ['can_read', 3]]) {
      const broken: OpenApiDocument = {
        ...document,
        paths: { '/x': { get: { operationId: 'x', 'x-permission': declared, responses: {} } } },
      };
      expect(() => new ContractIndex(broken)).toThrow('x: a non-public operation declares x-permission');
    }
  });

  it('finds operations by template, Fastify route or concrete path; literals win over parameters', () => {
    expect(contract.findOperation('get', '/api/v1/thing/{pk}')?.operationId).toBe('getThing');
    expect(contract.findOperation('GET', '/api/v1/thing/:pk')?.operationId).toBe('getThing');
    expect(contract.findOperation('GET', '/api/v1/thing/42?q=(a:1)')?.operationId).toBe('getThing');
    expect(contract.findOperation('GET', '/api/v1/thing/_info')?.operationId).toBe('thingInfo');
    expect(contract.findOperation('POST', '/api/v1/thing/42')).toBeUndefined();
    expect(contract.findOperation('GET', '/api/v1/other/')).toBeUndefined();
  });

  it('finds the operation of a registered route once and answers the same after', () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/v1/thing/:pk'],
      ['GET', '/api/v1/thing/_info'],
      ['POST', '/api/v1/thing/:pk'],
      ['GET', '/api/v1/other/'],
    ];
    for (const [method, route] of routes) {
      const found = contract.findOperation(method, route);
      expect(contract.operationOfRoute(method, route)).toBe(found);
      expect(contract.operationOfRoute(method, route)).toBe(found);
    }
    expect(contract.operationOfRoute('GET', '/api/v1/thing/:pk')?.operationId).toBe('getThing');
    expect(contract.operationOfRoute('POST', '/api/v1/thing/:pk')).toBeUndefined();
  });

  it('knows which operations are public', () => {
    expect(contract.findOperation('GET', '/api/v1/thing/_info')?.isPublic).toBe(true);
    expect(contract.findOperation('GET', '/api/v1/thing/')?.isPublic).toBe(false);
  });

  it('accepts a conforming response, following $refs of responses and schemas', () => {
    expect(contract.validateResponse('GET', '/api/v1/thing/', 200, 'application/json', [{ id: 1 }])).toEqual(
      [],
    );
    expect(
      contract.validateResponse('GET', '/api/v1/thing/7', 200, 'application/json; charset=utf-8', {
        id: 7,
        extra: { anything: true },
        tags: { a: 'b' },
      }),
    ).toEqual([]);
  });

  it('reports undeclared statuses, wrong content types, schema errors and invented fields', () => {
    expect(contract.validateResponse('GET', '/api/v1/thing/', 404, 'application/json', {})).toEqual([
      'listThings: status 404 is not declared',
    ]);
    expect(contract.validateResponse('GET', '/api/v1/thing/', 200, 'text/html', '')[0]).toMatch(
      /content type/,
    );
    expect(
      contract.validateResponse('GET', '/api/v1/thing/', 200, 'application/json', [{ id: 'x' }])[0],
    ).toMatch(/must be integer/);
    expect(
      contract.validateResponse('GET', '/api/v1/thing/9', 200, 'application/json', { id: 9, invented: 1 }),
    ).toEqual(['getThing 200: invented is not declared in the contract']);
    expect(contract.validateResponse('GET', '/api/v1/thing/_info', 302, undefined, 'body')[0]).toMatch(
      /declares no body/,
    );
    expect(contract.validateResponse('GET', '/nowhere', 200, undefined, '')[0]).toMatch(/not an operation/);
  });

  it('loads the real contract, whose error types include every type the server emits', () => {
    const real = loadContract();
    const schemas = real.document.components?.schemas as Record<string, { enum?: string[] }> | undefined;
    const enumValues = schemas?.ErrorType?.enum;
    for (const type of [
      'GENERIC_BACKEND_ERROR',
      'GENERIC_COMMAND_ERROR',
      'INVALID_PAYLOAD_FORMAT_ERROR',
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      'MARSHMALLOW_ERROR',
      'OBJECT_DOES_NOT_EXIST_ERROR',
      'DATABASE_SECURITY_ACCESS_ERROR',
      'DATABASE_NOT_FOUND_ERROR',
    ]) {
      expect(enumValues).toContain(type);
    }
  });
});
