// The engines available, and the connection test and parameter validation of the mock backend:
// missing parameters are reported together (warning level, extra.missing), then the pretend
// connection (see mockConnections.ts) decides.
import { http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { AVAILABLE_ENGINES } from '../fixtures/engines.ts';
import { backendOf, connectionError, ENGINE_NAMES } from '../mockConnections.ts';
import { readBody } from './auth.ts';
import { type ConnectionBody, readConnection, refusal } from './databaseRequests.ts';

type SupersetError = components['schemas']['SupersetError'];

function missingParameters(backend: string, parameters: Record<string, unknown>): SupersetError | null {
  const file = backend === 'duckdb' || backend === 'sqlite';
  const required = file ? ['database'] : ['database', 'host', 'port', 'username'];
  const missing = required.filter((field) => !parameters[field]);
  if (missing.length === 0) return null;
  return {
    message: `One or more parameters are missing: ${missing.join(', ')}`,
    error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
    level: 'warning',
    extra: {
      engine_name: ENGINE_NAMES[backend] ?? backend,
      missing,
      issue_codes: [
        {
          code: 1018,
          message: 'Issue 1018 - One or more parameters needed to configure a database are missing.',
        },
      ],
    },
  };
}

export const databaseConnectionHandlers = [
  http.get('/api/v1/database/available/', ({ request }) => {
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson('/api/v1/database/available/', 'get', denied.status, denied.body);
    return contractJson('/api/v1/database/available/', 'get', 200, { databases: AVAILABLE_ENGINES });
  }),

  http.post('/api/v1/database/test_connection/', async ({ request }) => {
    const denied = refusal(request, 'can_write');
    if (denied) return contractJson('/api/v1/database/test_connection/', 'post', denied.status, denied.body);
    const body = (await readBody(request)) as ConnectionBody | undefined;
    if (!body)
      return contractJson('/api/v1/database/test_connection/', 'post', 400, {
        message: 'Request is not JSON',
      });
    const read = readConnection(body);
    if (!read.ok) return contractJson('/api/v1/database/test_connection/', 'post', 400, read.body);
    const failure = connectionError(read.connection);
    if (failure) {
      return contractJson('/api/v1/database/test_connection/', 'post', 422, {
        message: failure.message,
        errors: [failure],
      });
    }
    return contractJson('/api/v1/database/test_connection/', 'post', 200, { message: 'OK' });
  }),

  http.post('/api/v1/database/validate_parameters/', async ({ request }) => {
    const denied = refusal(request, 'can_write');
    if (denied)
      return contractJson('/api/v1/database/validate_parameters/', 'post', denied.status, denied.body);
    const body = (await readBody(request)) as (ConnectionBody & { engine?: string }) | undefined;
    if (!body?.engine || !body.configuration_method) {
      return contractJson('/api/v1/database/validate_parameters/', 'post', 400, {
        message: { engine: ['Missing data for required field.'] },
      });
    }
    const backend = backendOf(body.engine);
    if (!backend) {
      return contractJson('/api/v1/database/validate_parameters/', 'post', 422, {
        message: `Engine "${body.engine}" cannot be configured through parameters.`,
      });
    }
    const missing = missingParameters(backend, (body.parameters ?? {}) as Record<string, unknown>);
    if (missing) {
      return contractJson('/api/v1/database/validate_parameters/', 'post', 422, {
        message: missing.message,
        errors: [missing],
      });
    }
    const read = readConnection({ ...body, configuration_method: 'dynamic_form' });
    const failure = read.ok ? connectionError(read.connection) : null;
    if (failure) {
      return contractJson('/api/v1/database/validate_parameters/', 'post', 422, {
        message: failure.message,
        errors: [failure],
      });
    }
    return contractJson('/api/v1/database/validate_parameters/', 'post', 200, { message: 'OK' });
  }),
];
