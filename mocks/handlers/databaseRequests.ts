// Reading database requests in the mock backend: who may call (can_read / can_write on
// Database), and the connection a body describes (URI or engine + parameters), with the
// server's 400 messages.
import type { components } from '../../src/api/schema.gen.ts';
import type { ErrorBody } from '../contract.ts';
import { NOT_AUTHORIZED, validationError } from '../errors.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { backendOf, type MockConnection, parseUri } from '../mockConnections.ts';
import { callerOf } from './auth.ts';

type ParametersInput = components['schemas']['DatabaseParametersInput'];

export type Refusal = { status: 401 | 403; body: ErrorBody };

/** null when the caller holds `permission` on Database, else the 401/403 to answer. */
export function refusal(request: Request, permission: 'can_read' | 'can_write'): Refusal | null {
  const account = callerOf(request);
  if (!account) return { status: 401, body: NOT_AUTHORIZED };
  if (!permissionsOn('Database', account.roles).includes(permission)) {
    return {
      status: 403,
      body: { message: `Forbidden: this action needs the permission ${permission} on Database` },
    };
  }
  return null;
}

export interface ConnectionBody {
  sqlalchemy_uri?: string;
  engine?: string | null;
  configuration_method?: string;
  parameters?: ParametersInput;
}

export type ReadConnection =
  | { ok: true; connection: MockConnection; method: 'sqlalchemy_form' | 'dynamic_form' }
  | { ok: false; body: ErrorBody };

const SERVER_FIELDS = ['database', 'host', 'port', 'username'] as const;

export function readConnection(body: ConnectionBody, fallbackBackend: string | null = null): ReadConnection {
  const byParameters =
    body.configuration_method === 'dynamic_form' ||
    (body.sqlalchemy_uri === undefined && body.parameters !== undefined);
  if (byParameters) {
    const backend = backendOf(body.engine ?? fallbackBackend);
    if (!backend) {
      return {
        ok: false,
        body: validationError('_schema', [
          'An engine must be specified when passing individual parameters to a database.',
        ]),
      };
    }
    const parameters = body.parameters ?? {};
    const file = backend === 'duckdb' || backend === 'sqlite';
    const missing = (file ? ['database'] : [...SERVER_FIELDS]).filter(
      (field) =>
        parameters[field as keyof ParametersInput] === undefined ||
        parameters[field as keyof ParametersInput] === '',
    );
    if (missing.length > 0) {
      return {
        ok: false,
        body: {
          message: {
            parameters: Object.fromEntries(missing.map((f) => [f, ['Missing data for required field.']])),
          },
        },
      };
    }
    return {
      ok: true,
      method: 'dynamic_form',
      connection: {
        backend,
        host: parameters.host ?? null,
        port: parameters.port === undefined || parameters.port === null ? null : Number(parameters.port),
        database: parameters.database ?? null,
        username: parameters.username ?? null,
        password: parameters.password || null,
      },
    };
  }
  if (!body.sqlalchemy_uri)
    return { ok: false, body: validationError('sqlalchemy_uri', ['Missing data for required field.']) };
  const connection = parseUri(body.sqlalchemy_uri);
  if (!connection) {
    return {
      ok: false,
      body: validationError('sqlalchemy_uri', [
        'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name',
      ]),
    };
  }
  return { ok: true, method: 'sqlalchemy_form', connection };
}

/** The numeric path parameter, or null when it is not one (the server answers 404). */
export function idOf(value: string | readonly string[] | undefined): number | null {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}
