// POST /api/v1/database/test_connection/ and /validate_parameters/, as Superset's commands:
// a test connects and runs a trivial statement; a validation first reports every missing or
// invalid parameter (typed errors with extra.missing / extra.invalid, the form's field errors),
// then tries the connection. Failures are 422 replies carrying the typed errors.
import type { components } from '../../../src/api/schema.gen.ts';
import type { EngineSpec } from '../../engines/engineSpec.ts';
import { EngineError, type ErrorType } from '../../engines/errors.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findDatabaseById, findDatabaseByName } from '../../store/repositories/databasesRepository.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import { LoupeError, type SupersetErrorPayload } from '../shared/loupeError.ts';
import { type ParametersInput, parsePort, readSafeConnection } from './connectionRequest.ts';
import type { EngineCatalog } from './engineCatalog.ts';
import { engineCall } from './engineFailure.ts';
import type { FileDatabasePolicy } from './fileDatabasePolicy.ts';
import { hostnameResolves, portIsOpen } from './networkChecks.ts';
import type { PasswordCipher } from './passwordCipher.ts';
import {
  effectivePassword,
  engineConnection,
  storedConnection,
  testEngineConnection,
} from './storedConnection.ts';

export type ConnectionTestRequest = components['schemas']['ConnectionTestRequest'];
export type ValidateParametersRequest = components['schemas']['ValidateParametersRequest'];
type MessageResponse = components['schemas']['MessageResponse'];

export interface ConnectionCheckContext {
  db: MetadataDb;
  engines: EngineCatalog;
  cipher: PasswordCipher;
  files: FileDatabasePolicy;
}

export async function testConnection(
  ctx: ConnectionCheckContext,
  body: ConnectionTestRequest,
): Promise<MessageResponse> {
  const requested = readSafeConnection(ctx, body);
  const row =
    requested.passwordMasked && body.database_name
      ? await findDatabaseByName(ctx.db, body.database_name)
      : undefined;
  const password = effectivePassword(requested, stored(ctx, row));
  await engineCall(() =>
    testEngineConnection(requested.spec, engineConnection(requested.settings, password)),
  );
  return { message: 'OK' };
}

export async function validateParameters(
  ctx: ConnectionCheckContext,
  body: ValidateParametersRequest,
): Promise<MessageResponse> {
  const spec = ctx.engines.byName(body.engine);
  if (!spec) {
    throw new LoupeError(422, `Engine "${body.engine}" cannot be configured through parameters.`, {
      errorType: 'GENERIC_DB_ENGINE_ERROR',
    });
  }
  const input = body.parameters ?? {};
  const problems = await parameterProblems(spec, input);
  if (problems.length > 0) throw failure(problems);
  const requested = readSafeConnection(ctx, {
    configuration_method: 'dynamic_form',
    engine: spec.backend,
    parameters: input,
  });
  const row =
    requested.passwordMasked && typeof body.id === 'number'
      ? await findDatabaseById(ctx.db, body.id)
      : undefined;
  const password = effectivePassword(requested, stored(ctx, row));
  await engineCall(() =>
    testEngineConnection(requested.spec, engineConnection(requested.settings, password)),
  );
  return { message: 'OK' };
}

function stored(ctx: ConnectionCheckContext, row: DatabaseRow | undefined) {
  return row ? storedConnection(ctx.engines, ctx.cipher, row) : null;
}

/** Superset's BasicParametersMixin.validate_parameters: missing fields, host, then port. */
async function parameterProblems(spec: EngineSpec, input: ParametersInput): Promise<SupersetErrorPayload[]> {
  const schema = spec.describe().parameters as
    | { required?: string[]; properties?: Record<string, unknown> }
    | undefined;
  const required = schema?.required ?? ['database'];
  const values = input as Record<string, unknown>;
  const missing = required.filter((key) => !isPresent(values[key])).sort();
  const problems: SupersetErrorPayload[] = [];
  if (missing.length > 0) {
    problems.push({
      ...problem(
        spec,
        'CONNECTION_MISSING_PARAMETERS_ERROR',
        `One or more parameters are missing: ${missing.join(', ')}`,
        {
          missing,
        },
      ),
      level: 'warning',
    });
  }
  const host = typeof input.host === 'string' ? input.host.trim() : '';
  if (!host || !schema?.properties || !('host' in schema.properties)) return problems;
  if (!(await hostnameResolves(host))) {
    problems.push(
      problem(spec, 'CONNECTION_INVALID_HOSTNAME_ERROR', "The hostname provided can't be resolved.", {
        invalid: ['host'],
      }),
    );
    return problems;
  }
  if (!isPresent(input.port)) return problems;
  const port = parsePort(input.port);
  if (port === 'invalid' || port === null) {
    problems.push(
      problem(spec, 'CONNECTION_INVALID_PORT_ERROR', 'Port must be a valid integer.', { invalid: ['port'] }),
    );
  } else if (port < 0 || port > 65535) {
    problems.push(
      problem(
        spec,
        'CONNECTION_INVALID_PORT_ERROR',
        'The port must be an integer between 0 and 65535 (inclusive).',
        {
          invalid: ['port'],
        },
      ),
    );
  } else if (!(await portIsOpen(host, port))) {
    problems.push(
      problem(spec, 'CONNECTION_PORT_CLOSED_ERROR', 'The port is closed.', { invalid: ['port'] }),
    );
  }
  return problems;
}

/** Python truthiness, as Superset tests `parameters.get(key)`. */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== 0 && value !== false;
}

function problem(
  spec: EngineSpec,
  type: ErrorType,
  message: string,
  extra: Record<string, unknown>,
): SupersetErrorPayload {
  return new EngineError(type, message, { engine_name: spec.engineName, ...extra }).toPayload();
}

function failure(problems: readonly SupersetErrorPayload[]): LoupeError {
  const first = problems[0]!;
  return new LoupeError(422, problems.map((p) => p.message).join(' '), {
    errorType: first.error_type,
    extra: first.extra ?? {},
    errors: problems,
  });
}
