// The mocks serve the whole contract: one handler per operation, and every response they give
// has a status the operation declares and a body that validates against its schema.
import Ajv from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { encodeRison } from '../../lib/rison.ts';
import { ADMIN_USER } from '../../mocks/fixtures/users.ts';
import { handlers } from '../../mocks/handlers.ts';
import { mockSession } from '../../mocks/session.ts';
import contract from '../../openapi/openapi.gen.json';
import { CHART_DATA_SCENARIOS } from './chartDataScenarios.ts';
import { CHART_SCENARIOS } from './chartScenarios.ts';
import { DATABASE_SCENARIOS } from './databaseScenarios.ts';
import { DATASET_SCENARIOS } from './datasetScenarios.ts';
import { EXPLORE_SCENARIOS } from './exploreScenarios.ts';
import type { Scenario } from './scenario.ts';
import { MOCK_SECURITY_WORLD, securityAdminScenarios } from './securityAdminScenarios.ts';
import { SQL_LAB_SCENARIOS } from './sqlLabScenarios.ts';
import { SQL_LAB_STATE_SCENARIOS } from './sqlLabStateScenarios.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OperationRef {
  method: (typeof METHODS)[number];
  path: string;
}

const paths = contract.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;

const operations: OperationRef[] = Object.entries(paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ method, path })),
);

const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
const CONTRACT_ID = 'loupe:openapi';
ajv.addSchema({ ...contract, $id: CONTRACT_ID });

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** The response object of a status, following a $ref into components/responses. */
function responseOf(
  op: OperationRef,
  status: string,
): { ref: string; value: Record<string, unknown> } | undefined {
  const response = paths[op.path]?.[op.method]?.responses[status] as Record<string, unknown> | undefined;
  if (!response) return undefined;
  const ref = response.$ref;
  if (typeof ref === 'string') {
    const name = ref.split('/').pop()!;
    const value = (contract.components.responses as Record<string, Record<string, unknown>>)[name]!;
    return { ref: `#/${pointer('components', 'responses', name)}`, value };
  }
  return { ref: `#/${pointer('paths', op.path, op.method, 'responses', status)}`, value: response };
}

const JSON_LOGIN = { username: 'admin', password: 'admin' };
/** The visitor's login token (send() replaces the placeholder after resetting the session). */
const LOGIN_CSRF = { 'X-CSRFToken': '{loginCsrf}' };

/** Requests that drive every operation through its success and error answers. */
const SCENARIOS: Record<string, Scenario[]> = {
  'get /health': [{ name: 'up', expectStatus: 200 }],
  'get /login/csrf_token/': [{ name: 'login token', expectStatus: 200 }],
  'post /login/': [
    { name: 'JSON login', body: JSON_LOGIN, headers: LOGIN_CSRF, expectStatus: 200 },
    {
      name: 'wrong password',
      body: { ...JSON_LOGIN, password: 'nope' },
      headers: LOGIN_CSRF,
      expectStatus: 401,
    },
    { name: 'missing field', body: { username: 'admin' }, headers: LOGIN_CSRF, expectStatus: 400 },
    { name: 'no login CSRF token', body: JSON_LOGIN, expectStatus: 403 },
    {
      name: 'another login CSRF token',
      body: JSON_LOGIN,
      headers: { 'X-CSRFToken': 'forged' },
      expectStatus: 403,
    },
    { name: 'form login', form: { ...JSON_LOGIN, next: '/sqllab/' }, headers: LOGIN_CSRF, expectStatus: 302 },
    {
      name: 'failed form login',
      form: { username: 'admin', password: 'x' },
      headers: LOGIN_CSRF,
      expectStatus: 302,
    },
  ],
  'get /logout/': [{ name: 'logout', signedIn: true, expectStatus: 302 }],
  'post /api/v1/security/login': [
    { name: 'tokens', body: { ...JSON_LOGIN, provider: 'db', refresh: true }, expectStatus: 200 },
    { name: 'access only', body: { ...JSON_LOGIN, provider: 'db' }, expectStatus: 200 },
    { name: 'bad password', body: { ...JSON_LOGIN, password: 'x', provider: 'db' }, expectStatus: 401 },
    { name: 'bad provider', body: { ...JSON_LOGIN, provider: 'oauth' }, expectStatus: 400 },
  ],
  'post /api/v1/security/refresh': [
    { name: 'refresh', headers: { Authorization: 'Bearer {refresh}' }, expectStatus: 200 },
    { name: 'bad refresh token', headers: { Authorization: 'Bearer nope' }, expectStatus: 401 },
  ],
  'get /api/v1/security/csrf_token/': [
    { name: 'token', signedIn: true, expectStatus: 200 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/me/': [
    { name: 'me', signedIn: true, expectStatus: 200 },
    { name: 'me by JWT', headers: { Authorization: 'Bearer {access}' }, expectStatus: 200 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/me/roles/': [
    { name: 'roles', signedIn: true, expectStatus: 200 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/database/': [
    { name: 'all', signedIn: true, expectStatus: 200 },
    {
      name: 'filtered and paged',
      signedIn: true,
      query: encodeRison({
        filters: [
          { col: 'database_name', opr: 'ct', value: 'EX' },
          { col: 'expose_in_sqllab', opr: 'eq', value: true },
        ],
        order_column: 'database_name',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
      }),
      expectStatus: 200,
    },
    { name: 'every row', signedIn: true, query: '(page_size:-1)', expectStatus: 200 },
    { name: 'bad rison', signedIn: true, query: '(filters:!(', expectStatus: 400 },
    { name: 'bad column', signedIn: true, query: '(order_column:password)', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/database/_info': [
    { name: 'permissions', signedIn: true, query: '(keys:!(permissions))', expectStatus: 200 },
    { name: 'everything', signedIn: true, expectStatus: 200 },
    { name: 'bad rison', signedIn: true, query: '(keys:!(', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  ...DATABASE_SCENARIOS,
  ...SQL_LAB_STATE_SCENARIOS,
  'get /api/v1/async_event/': [
    { name: 'events', signedIn: true, expectStatus: 200 },
    { name: 'after an id', signedIn: true, search: { last_id: '1700000000000-0' }, expectStatus: 200 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /ws/async_event/': [
    { name: 'without the upgrade', signedIn: true, expectStatus: 426 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  ...SQL_LAB_SCENARIOS,
  ...CHART_DATA_SCENARIOS,
  ...CHART_SCENARIOS,
  ...DATASET_SCENARIOS,
  ...EXPLORE_SCENARIOS,
  ...securityAdminScenarios(MOCK_SECURITY_WORLD),
};

/** The contract's /a/{id} as MSW writes it: /a/:id. */
function mswPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function tokens() {
  return mockSession.issueTokens(ADMIN_USER.id);
}

async function send(op: OperationRef, scenario: Scenario): Promise<Response> {
  mockSession.reset();
  if (scenario.signedIn) mockSession.login(ADMIN_USER.id);
  const issued = tokens();
  const headers = new Headers();
  for (const [name, value] of Object.entries(scenario.headers ?? {})) {
    headers.set(
      name,
      value
        .replace('{refresh}', issued.refresh_token)
        .replace('{access}', issued.access_token)
        .replace('{loginCsrf}', () => mockSession.loginCsrfToken()),
    );
  }
  let body: string | undefined;
  if (scenario.form) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(scenario.form).toString();
  } else if (scenario.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(scenario.body);
  }
  const url = new URL(scenario.path ?? op.path, location.origin);
  if (scenario.query !== undefined) url.searchParams.set('q', scenario.query);
  for (const [name, value] of Object.entries(scenario.search ?? {})) url.searchParams.set(name, value);
  return fetch(url, { method: op.method.toUpperCase(), headers, body, redirect: 'manual' });
}

describe('mock handlers', () => {
  it('cover every operation of the contract', () => {
    const missing = operations.filter(
      (op) =>
        !handlers.some(
          (handler) =>
            handler instanceof HttpHandler &&
            String(handler.info.method).toLowerCase() === op.method &&
            handler.info.path === mswPath(op.path),
        ),
    );
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(10);
  });

  it('have no handler outside the contract', () => {
    const extra = handlers.filter(
      (handler) =>
        handler instanceof HttpHandler &&
        !operations.some(
          (op) =>
            String(handler.info.method).toLowerCase() === op.method && handler.info.path === mswPath(op.path),
        ),
    );
    expect(extra.map((handler) => (handler as HttpHandler).info.header)).toEqual([]);
  });

  it('have scenarios for every operation', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(Object.keys(SCENARIOS).sort());
  });

  for (const op of operations) {
    for (const scenario of SCENARIOS[`${op.method} ${op.path}`] ?? []) {
      it(`${op.method.toUpperCase()} ${op.path}: ${scenario.name} → ${scenario.expectStatus}, as the contract says`, async () => {
        const response = await send(op, scenario);
        expect(response.status).toBe(scenario.expectStatus);
        const declared = responseOf(op, String(response.status));
        expect(declared, `status ${response.status} is not declared`).toBeDefined();
        const content = declared!.value.content as Record<string, unknown> | undefined;
        if (!content) {
          const text = await response.text();
          expect(text).toBe('');
          if (response.status === 302) expect(response.headers.get('Location')).toMatch(/^\//);
          return;
        }
        const type = (response.headers.get('Content-Type') ?? '').split(';')[0]!.trim();
        expect(Object.keys(content)).toContain(type);
        const body = type === 'application/json' ? await response.json() : await response.text();
        const validate = ajv.compile({
          $ref: `${CONTRACT_ID}${declared!.ref}/${pointer('content', type, 'schema')}`,
        });
        const valid = validate(body);
        expect(validate.errors ?? [], JSON.stringify(body)).toEqual([]);
        expect(valid).toBe(true);
      });
    }
  }
});
