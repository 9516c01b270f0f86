// Response helpers typed by the contract (src/api/schema.gen.ts): a handler can only answer a
// status the operation declares, with the body the contract gives that status.
import { HttpResponse } from 'msw';
import type { components, paths } from '../src/api/schema.gen.ts';

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type ResponsesOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? R : never;

export type StatusOf<P extends keyof paths, M extends Method> = keyof ResponsesOf<P, M> & number;

export type JsonBodyOf<P extends keyof paths, M extends Method, S extends StatusOf<P, M>> = ResponsesOf<
  P,
  M
>[S] extends { content: { 'application/json': infer B } }
  ? B
  : never;

/**
 * Superset's error shape. The generated `ErrorResponse` is `unknown` (its anyOf of required
 * members does not survive openapi-typescript), so it is put back together from its parts.
 */
export interface ErrorBody {
  message?: string | Record<string, unknown>;
  errors?: components['schemas']['SupersetError'][];
}

/** The body a handler must send: the contract's, or Superset's error shape for error statuses. */
export type BodyFor<P extends keyof paths, M extends Method, S extends StatusOf<P, M>> =
  unknown extends JsonBodyOf<P, M, S> ? ErrorBody : JsonBodyOf<P, M, S>;

/** A JSON response for `status` of the operation `method path`, its body checked against the contract. */
export function contractJson<P extends keyof paths, M extends Method, S extends StatusOf<P, M>>(
  _path: P,
  _method: M,
  status: S,
  body: BodyFor<P, M, S>,
  headers?: HeadersInit,
): Response {
  return HttpResponse.json(body as never, { status, ...(headers ? { headers } : {}) });
}
