// Superset's form-based configuration of a database: the `parameters` JSON schema advertised
// by /api/v1/database/available/ and the conversion between parameters and URI settings
// (encryption adds the engine's TLS query options; missing fields are reported together).
import type {
  AvailableEngine,
  Backend,
  ConnectionParameters,
  ConnectionSettings,
  ParsedUri,
} from './engineSpec.ts';
import { EngineError } from './errors.ts';

/** Host, port, database, username, password, query, encryption — Superset's BasicParametersSchema. */
export const SERVER_PARAMETERS_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    host: { type: 'string', description: 'Hostname or IP address' },
    port: { type: 'integer', description: 'Database port', minimum: 0, maximum: 65535 },
    database: { type: 'string', description: 'Database name' },
    username: { type: 'string', nullable: true, description: 'Username' },
    password: { type: 'string', nullable: true, description: 'Password' },
    query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
    encryption: { type: 'boolean', description: 'Use an encrypted connection to the database' },
  },
  required: ['database', 'host', 'port', 'username'],
};

/** A file engine: the path of the database file and driver options. */
export const FILE_PARAMETERS_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    database: { type: 'string', description: 'Path of the database file' },
    query: { type: 'object', additionalProperties: {}, description: 'Additional parameters' },
  },
  required: ['database'],
};

export interface ParameterRules {
  backend: Backend;
  engineName: string;
  /** Query options that mean "encrypted" (`sslmode=require`); empty for file engines. */
  encryptionQuery: Readonly<Record<string, string>>;
  /** Fields that must be present. */
  required: readonly (keyof ConnectionParameters)[];
  defaultPort: number | null;
}

export function settingsFromParameters(parameters: ConnectionParameters, rules: ParameterRules): ParsedUri {
  const missing = rules.required.filter((field) => {
    const value = parameters[field];
    return value === undefined || value === '' || (value === null && field !== 'username');
  });
  if (missing.length > 0) {
    throw new EngineError(
      'CONNECTION_MISSING_PARAMETERS_ERROR',
      `One or more parameters are missing: ${missing.join(', ')}`,
      { engine_name: rules.engineName, missing: [...missing] },
    );
  }
  const query = { ...(parameters.query ?? {}) };
  if (parameters.encryption) Object.assign(query, rules.encryptionQuery);
  const settings: ConnectionSettings = {
    backend: rules.backend,
    driver: null,
    host: parameters.host ?? null,
    port: parameters.port ?? (parameters.host ? rules.defaultPort : null),
    username: parameters.username ?? null,
    database: parameters.database ?? null,
    query,
  };
  return { settings, password: parameters.password ?? null };
}

export function parametersFromSettings(
  settings: ConnectionSettings,
  rules: ParameterRules,
): ConnectionParameters {
  const query = { ...settings.query };
  const encryptionEntries = Object.entries(rules.encryptionQuery);
  const encryption =
    encryptionEntries.length > 0 && encryptionEntries.every(([key, value]) => query[key] === value);
  if (encryption) for (const [key] of encryptionEntries) delete query[key];
  const parameters: ConnectionParameters = { database: settings.database ?? '', query };
  if (settings.host !== null) parameters.host = settings.host;
  if (settings.port !== null) parameters.port = settings.port;
  if (rules.required.includes('username')) parameters.username = settings.username;
  if (encryptionEntries.length > 0) parameters.encryption = encryption;
  return parameters;
}

export function availableEngine(options: {
  name: string;
  engine: string;
  driver: string;
  placeholder: string;
  parameters: Record<string, unknown> | null;
  supportsCatalogs: boolean;
  preferred: boolean;
}): AvailableEngine {
  const item: AvailableEngine = {
    name: options.name,
    engine: options.engine,
    available_drivers: [options.driver],
    default_driver: options.driver,
    sqlalchemy_uri_placeholder: options.placeholder,
    preferred: options.preferred,
    engine_information: {
      supports_file_upload: true,
      disable_ssh_tunneling: true,
      supports_dynamic_catalog: options.supportsCatalogs,
      supports_oauth2: false,
    },
  };
  if (options.parameters) item.parameters = options.parameters;
  return item;
}
