// Routes typed by their contract operation: `onOperation(app, 'listUsers', handler)` registers the
// operation's method and path (read from the contract by operationId), and the handler's request
// carries the operation's own types — JSON body, path parameters, query parameters and the
// decoded rison `q` — from src/api/schema.gen.ts, so no route casts `request.body as T`. Request
// validation has checked all of them before the handler runs; the reply body is typed as one of
// the operation's 2xx JSON bodies (or the handler sends the reply itself: other statuses, files).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { operations, risonQueries } from '../../src/api/schema.gen.ts';
import type { ContractIndex } from './contractIndex.ts';
import { principalOf } from './requestContext.ts';

export type OperationId = keyof operations;
type Operation<Id extends OperationId> = operations[Id];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } }
  ? Body
  : T extends { content: { 'application/x-www-form-urlencoded': infer Body } }
    ? Body
    : never;

/** The request body: required when the operation says so, else possibly undefined. */
export type OperationBody<Id extends OperationId> =
  Operation<Id> extends { requestBody: infer Body }
    ? JsonContent<Body>
    : Operation<Id> extends { requestBody?: infer Body }
      ? JsonContent<NonNullable<Body>> | undefined
      : undefined;

type Parameters<Id extends OperationId> = Operation<Id>['parameters'];

export type OperationPathParams<Id extends OperationId> =
  Parameters<Id> extends { path: infer Path }
    ? Path extends object
      ? Path
      : Record<string, never>
    : Record<string, never>;

type QueryOf<Id extends OperationId> =
  Parameters<Id> extends { query?: infer Query } ? NonNullable<Query> : Record<string, never>;

/** The query parameters other than the rison `q`. */
export type OperationQuery<Id extends OperationId> = Omit<QueryOf<Id>, 'q'>;

/**
 * The decoded rison `q`, when the operation takes one (undefined when the caller sends none;
 * a required one is checked by request validation).
 */
export type OperationRison<Id extends OperationId> = Id extends keyof risonQueries
  ? QueryOf<Id> extends { q: unknown }
    ? risonQueries[Id]
    : risonQueries[Id] | undefined
  : undefined;

type Responses<Id extends OperationId> = Operation<Id>['responses'];
type SuccessStatus = 200 | 201 | 202;

/** The JSON bodies of the operation's 2xx answers. */
export type OperationReplyBody<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends SuccessStatus ? JsonContent<Responses<Id>[Status]> : never;
}[keyof Responses<Id>];

export interface OperationRequest<Id extends OperationId> {
  body: OperationBody<Id>;
  params: OperationPathParams<Id>;
  query: OperationQuery<Id>;
  rison: OperationRison<Id>;
  /** The Fastify request, for headers, cookies and the caller. */
  raw: FastifyRequest;
}

export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<OperationReplyBody<Id> | FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract the app serves (set by buildApp before the routes). */
    contract: ContractIndex;
  }
}

/** /api/v1/thing/{pk} → /api/v1/thing/:pk */
export function fastifyPath(template: string): string {
  return template.replace(/\{([^}]+)\}/g, ':$1');
}

export function onOperation<Id extends OperationId>(
  app: FastifyInstance,
  operationId: Id,
  handler: OperationHandler<Id>,
): void {
  const operation = app.contract.operationById(operationId);
  app.route({
    method: operation.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: fastifyPath(operation.path),
    handler: (request, reply) => {
      const { q: _rison, ...query } = (request.query ?? {}) as Record<string, unknown>;
      return handler(
        {
          body: request.body as OperationBody<Id>,
          params: request.params as OperationPathParams<Id>,
          query: query as OperationQuery<Id>,
          rison: request.risonQuery as OperationRison<Id>,
          raw: request,
        },
        reply,
      );
    },
  });
}

/** The caller of an operation that needs one (the authentication plugin has let them in). */
export function callerOf<Id extends OperationId>(request: OperationRequest<Id>) {
  return principalOf(request.raw);
}
