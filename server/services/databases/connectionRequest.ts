// Reads the connection a request describes: a SQLAlchemy URI, or an engine with parameters
// (configuration_method dynamic_form), as Superset's database schemas do. Malformed input is a
// 400 with field messages; an engine Loupe has no driver for is a 422.
import type { components } from '../../../src/api/schema.gen.ts';
import { PASSWORD_MASK, uriScheme } from '../../engines/connectionUri.ts';
import type {
  ConnectionParameters,
  ConnectionSettings,
  EngineSpec,
  ParsedUri,
} from '../../engines/engineSpec.ts';
import { isEngineError } from '../../engines/errors.ts';
import { type FieldMessages, invalidPayload, LoupeError } from '../shared/loupeError.ts';
import type { EngineCatalog } from './engineCatalog.ts';
import type { FileDatabasePolicy } from './fileDatabasePolicy.ts';

export type ConfigurationMethod = components['schemas']['ConfigurationMethod'];
export type ParametersInput = components['schemas']['DatabaseParametersInput'];

/** The connection fields of a create, update, test or validate request. */
export interface ConnectionFields {
  sqlalchemy_uri?: string;
  engine?: string | null;
  configuration_method?: ConfigurationMethod;
  parameters?: ParametersInput;
}

export interface RequestedConnection {
  spec: EngineSpec;
  settings: ConnectionSettings;
  /** The clear-text password; null when the connection has none. */
  password: string | null;
  /** The request sent the mask XXXXXXXXXX: the stored password is meant. */
  passwordMasked: boolean;
  configurationMethod: ConfigurationMethod;
}

/** Whether the request describes a connection at all (an update may change only flags). */
export function carriesConnection(fields: ConnectionFields): boolean {
  return fields.sqlalchemy_uri !== undefined || usesParameters(fields);
}

function usesParameters(fields: ConnectionFields): boolean {
  return (
    fields.configuration_method === 'dynamic_form' ||
    (fields.sqlalchemy_uri === undefined && fields.parameters !== undefined)
  );
}

/** A connection request, refused (422) when it would open a file the policy forbids. */
export function readSafeConnection(
  ctx: { engines: EngineCatalog; files: FileDatabasePolicy },
  fields: ConnectionFields,
  defaultEngine: string | null = null,
): RequestedConnection {
  const requested = readConnection(ctx.engines, fields, defaultEngine);
  ctx.files.check(requested.spec, requested.settings);
  return requested;
}

/**
 * The connection of the request. `defaultEngine` names the engine when parameters come without
 * one (an update of an existing database).
 */
export function readConnection(
  engines: EngineCatalog,
  fields: ConnectionFields,
  defaultEngine: string | null = null,
): RequestedConnection {
  if (usesParameters(fields)) {
    const engineName = fields.engine ?? defaultEngine;
    if (!engineName) {
      throw invalidPayload({
        _schema: ['An engine must be specified when passing individual parameters to a database.'],
      });
    }
    const spec = engines.byName(engineName);
    if (!spec) {
      throw invalidPayload({
        _schema: [`Engine spec "${engineName}" does not support being configured via individual parameters.`],
      });
    }
    const parsed = fromParameters(spec, normalizeParameters(fields.parameters ?? {}));
    return withPassword(spec, parsed, 'dynamic_form');
  }
  const uri = fields.sqlalchemy_uri?.trim();
  if (!uri) throw invalidPayload({ sqlalchemy_uri: ['Missing data for required field.'] });
  const scheme = uriScheme(uri);
  const spec = engines.forUri(uri);
  if (!spec) {
    if (scheme === null) throw invalidPayload({ sqlalchemy_uri: [INVALID_URI] });
    throw new LoupeError(422, `Could not load database driver: ${scheme}`, {
      errorType: 'GENERIC_DB_ENGINE_ERROR',
    });
  }
  try {
    return withPassword(spec, spec.parseUri(uri), 'sqlalchemy_form');
  } catch (error) {
    if (isEngineError(error)) throw invalidPayload({ sqlalchemy_uri: [error.message] });
    throw error;
  }
}

const INVALID_URI =
  'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name';

function withPassword(
  spec: EngineSpec,
  parsed: ParsedUri,
  configurationMethod: ConfigurationMethod,
): RequestedConnection {
  const masked = parsed.password === PASSWORD_MASK;
  return {
    spec,
    settings: parsed.settings,
    password: masked || parsed.password === '' ? null : parsed.password,
    passwordMasked: masked,
    configurationMethod,
  };
}

function fromParameters(spec: EngineSpec, parameters: ConnectionParameters): ParsedUri {
  try {
    return spec.fromParameters(parameters);
  } catch (error) {
    if (isEngineError(error) && Array.isArray(error.extra.missing)) {
      const messages: FieldMessages = {};
      for (const field of error.extra.missing as string[])
        messages[field] = ['Missing data for required field.'];
      throw invalidPayload({ parameters: messages });
    }
    if (isEngineError(error)) throw invalidPayload({ parameters: { _schema: [error.message] } });
    throw error;
  }
}

/** The request's parameters in the engine layer's types (port as a number, no nulls). */
export function normalizeParameters(input: ParametersInput): ConnectionParameters {
  const parameters: ConnectionParameters = {};
  if (input.host) parameters.host = input.host.trim();
  const port = parsePort(input.port);
  if (port === 'invalid') throw invalidPayload({ parameters: { port: ['Not a valid integer.'] } });
  if (port !== null) parameters.port = port;
  if (input.database) parameters.database = input.database;
  if (input.username !== undefined) parameters.username = input.username;
  if (input.password !== undefined) parameters.password = input.password;
  if (input.query) parameters.query = input.query;
  if (typeof input.encryption === 'boolean') parameters.encryption = input.encryption;
  return parameters;
}

/** null when absent, 'invalid' when not a whole number. */
export function parsePort(value: ParametersInput['port']): number | null | 'invalid' {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : 'invalid';
  return /^\s*\d+\s*$/.test(value) ? Number(value) : 'invalid';
}
