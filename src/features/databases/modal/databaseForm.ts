// The database modal's form: its state, built from a stored database, turned into the requests
// (create, update, test, validate), and the field errors of a validation (spec §5 'Database
// parameter validation').
import type { SupersetError } from '../../../api/clientError.ts';
import type { components } from '../../../api/schema.gen.ts';

export type AvailableEngine = components['schemas']['AvailableEngine'];
export type DatabaseDetail = components['schemas']['DatabaseDetail'];
type WriteFields = components['schemas']['DatabaseWriteFields'];
type ConfigurationMethod = components['schemas']['ConfigurationMethod'];

export const PARAMETER_FIELDS = ['host', 'port', 'database', 'username', 'password'] as const;
export type ParameterField = (typeof PARAMETER_FIELDS)[number];

export const FLAG_FIELDS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_multi_catalog',
  'disable_data_preview',
  'allow_file_access',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

export interface DatabaseForm {
  /** The backend (`postgresql`), as /available/ names it in `engine`. */
  engine: string | null;
  mode: ConfigurationMethod;
  databaseName: string;
  sqlalchemyUri: string;
  parameters: Record<ParameterField, string>;
  flags: Record<FlagField, boolean>;
}

/** Field name (host, port, …, database_name) → message. */
export type FieldErrors = Partial<Record<string, string>>;

export const EMPTY_FORM: DatabaseForm = {
  engine: null,
  mode: 'dynamic_form',
  databaseName: '',
  sqlalchemyUri: '',
  parameters: { host: '', port: '', database: '', username: '', password: '' },
  flags: {
    expose_in_sqllab: true,
    allow_run_async: false,
    allow_dml: false,
    allow_multi_catalog: false,
    disable_data_preview: false,
    allow_file_access: false,
  },
};

/** The parameter fields an engine is configured by (its /available/ JSON schema), in form order. */
export function parameterFieldsOf(engine: AvailableEngine | undefined): ParameterField[] {
  const properties =
    (engine?.parameters as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  return PARAMETER_FIELDS.filter((field) => field in properties);
}

/** A new form for an engine: by parameters when the engine offers them, else by URI. */
export function formForEngine(form: DatabaseForm, engine: AvailableEngine | undefined): DatabaseForm {
  const byParameters = parameterFieldsOf(engine).length > 0;
  return { ...form, engine: engine?.engine ?? null, mode: byParameters ? 'dynamic_form' : 'sqlalchemy_form' };
}

export function formFromDetail(detail: DatabaseDetail): DatabaseForm {
  const p = detail.parameters;
  return {
    engine: detail.backend,
    mode: detail.configuration_method,
    databaseName: detail.database_name,
    sqlalchemyUri: detail.sqlalchemy_uri,
    parameters: {
      host: p.host ?? '',
      port: p.port === undefined ? '' : String(p.port),
      database: p.database ?? '',
      username: p.username ?? '',
      password: p.password ?? '',
    },
    flags: {
      expose_in_sqllab: detail.expose_in_sqllab,
      allow_run_async: detail.allow_run_async,
      allow_dml: detail.allow_dml,
      allow_multi_catalog: detail.allow_multi_catalog,
      disable_data_preview: detail.disable_data_preview,
      allow_file_access: detail.allow_file_access,
    },
  };
}

/** The parameters as the server reads them (a numeric port as a number; empty fields left out). */
export function parametersPayload(form: DatabaseForm): Record<string, string | number> {
  const payload: Record<string, string | number> = {};
  for (const field of PARAMETER_FIELDS) {
    const value = field === 'password' ? form.parameters[field] : form.parameters[field].trim();
    if (value === '') continue;
    payload[field] = field === 'port' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return payload;
}

/** The connection part of a request: the URI, or the engine with its parameters. */
export function connectionPayload(form: DatabaseForm) {
  if (form.mode === 'sqlalchemy_form') {
    return { configuration_method: 'sqlalchemy_form' as const, sqlalchemy_uri: form.sqlalchemyUri.trim() };
  }
  return {
    configuration_method: 'dynamic_form' as const,
    engine: form.engine ?? '',
    parameters: parametersPayload(form),
  };
}

/** The body of POST /api/v1/database/ and PUT /api/v1/database/{pk}. */
export function savePayload(form: DatabaseForm): WriteFields & { database_name: string } {
  return { database_name: form.databaseName.trim(), ...connectionPayload(form), ...form.flags };
}

/** Error types that are field errors whatever the step (spec §5). */
export const FIELD_ERROR_TYPES: readonly string[] = [
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
  'INVALID_PAYLOAD_SCHEMA_ERROR',
];

/**
 * Field errors of a validation (spec §5): only the field error types count, unless `anyType`
 * (the form is being submitted). Missing fields get `requiredText`, invalid ones the server's
 * message.
 */
export function fieldErrorsFrom(
  errors: readonly SupersetError[] | undefined,
  anyType: boolean,
  requiredText: string,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors ?? []) {
    if (!anyType && !FIELD_ERROR_TYPES.includes(error.error_type)) continue;
    const extra = error.extra ?? {};
    if (Array.isArray(extra.missing)) for (const field of extra.missing) fields[String(field)] = requiredText;
    if (Array.isArray(extra.invalid))
      for (const field of extra.invalid) fields[String(field)] ??= error.message;
  }
  return fields;
}
