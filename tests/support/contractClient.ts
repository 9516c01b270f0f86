// Every server test talks to the app through this client. It wraps app.inject() and checks
// each response against the contract (openapi/openapi.gen.json): the status must be declared
// for the operation, the content type must match, the body must fit the schema and may not
// carry undeclared properties, and every error must have Superset's shape
// {message, errors: [{message, error_type, level, extra}]}. A violation throws ContractViolation,
// failing the test. A path that is not in the contract fails too, unless the call says
// `unknownRoute: true` (404/405 tests), which checks the error shape only.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { encodeRison } from '../../lib/rison.ts';
import { ContractIndex } from '../../server/http/contractIndex.ts';

export class ContractViolation extends Error {
  override name = 'ContractViolation';
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** Query parameters; an object or array value (such as q) is rison-encoded. */
  query?: Record<string, unknown>;
  /** A JSON body. */
  json?: unknown;
  /** An application/x-www-form-urlencoded body. */
  form?: Record<string, string>;
  /** A raw body (with a content-type header of the caller's choice). */
  payload?: string;
  /** The path is not in the contract: only check that the reply is a Superset error. */
  unknownRoute?: boolean;
}

export interface ContractResponse<T = unknown> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  /** Parsed JSON for JSON replies, else the text. */
  body: T;
  text: string;
  /** Cookies set by the reply (name → value; '' when cleared). */
  cookies: Record<string, string>;
  raw: LightMyRequestResponse;
}

let sharedContract: ContractIndex | undefined;

export function loadContract(): ContractIndex {
  sharedContract ??= ContractIndex.load();
  return sharedContract;
}

export type ContractClient = ReturnType<typeof contractClient>;

export function contractClient(app: FastifyInstance, contract: ContractIndex = loadContract()) {
  async function call<T = unknown>(method: string, path: string, options: CallOptions = {}) {
    const url = withQuery(path, options.query);
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined = options.payload;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.form !== undefined) {
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    }
    const raw = await app.inject({ method: method as InjectOptions['method'], url, headers, payload });
    const response = toResponse<T>(raw);
    const violations = options.unknownRoute
      ? checkUnknownRoute(contract, method, path, response)
      : checkOperation(contract, method, path, response);
    if (violations.length > 0) {
      throw new ContractViolation(
        `${method} ${url} → ${response.status} breaks the contract:\n  ${violations.join('\n  ')}\n  body: ${response.text.slice(0, 500)}`,
      );
    }
    return response;
  }
  return {
    call,
    get: <T = unknown>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = unknown>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    put: <T = unknown>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
    delete: <T = unknown>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
  };
}

function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.append(name, typeof value === 'object' && value !== null ? encodeRison(value) : String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function toResponse<T>(raw: LightMyRequestResponse): ContractResponse<T> {
  const contentType = String(raw.headers['content-type'] ?? '');
  let body: unknown = raw.body;
  if (contentType.startsWith('application/json') && raw.body !== '') {
    try {
      body = JSON.parse(raw.body);
    } catch {
      body = raw.body;
    }
  }
  const cookies: Record<string, string> = {};
  for (const cookie of raw.cookies as Array<{ name: string; value: string }>)
    cookies[cookie.name] = cookie.value;
  return { status: raw.statusCode, headers: raw.headers, body: body as T, text: raw.body, cookies, raw };
}

function checkOperation(
  contract: ContractIndex,
  method: string,
  path: string,
  response: ContractResponse,
): string[] {
  const bare = path.split('?')[0] ?? path;
  if (!contract.findOperation(method, bare)) {
    return [`${method} ${bare} is not in the contract (pass unknownRoute: true for 404/405 tests)`];
  }
  const contentType = response.headers['content-type'] as string | undefined;
  const violations = contract.validateResponse(method, bare, response.status, contentType, response.body);
  if (response.status >= 400) violations.push(...checkErrorShape(contract, response));
  return violations;
}

function checkUnknownRoute(
  contract: ContractIndex,
  method: string,
  path: string,
  response: ContractResponse,
) {
  const bare = path.split('?')[0] ?? path;
  const violations: string[] = [];
  if (contract.findOperation(method, bare))
    violations.push(`${method} ${bare} IS in the contract: drop unknownRoute`);
  if (response.status < 400) violations.push(`expected an error status, got ${response.status}`);
  return [...violations, ...checkErrorShape(contract, response)];
}

/** Superset's shape, with both message and a typed errors list. */
function checkErrorShape(contract: ContractIndex, response: ContractResponse): string[] {
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json'))
    return [`an error must be JSON, got ${contentType || 'none'}`];
  const validate = contract.validatorAt('/components/schemas/ErrorResponse');
  const violations = validate(response.body)
    ? []
    : (validate.errors ?? []).map((e) => `error body ${e.instancePath} ${e.message}`);
  const body = response.body as { message?: unknown; errors?: unknown[] };
  if (body.message === undefined) violations.push('an error must carry `message`');
  if (!Array.isArray(body.errors) || body.errors.length === 0)
    violations.push('an error must carry `errors`');
  return violations;
}
