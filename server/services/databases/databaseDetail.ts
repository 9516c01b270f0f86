// A stored database as GET /api/v1/database/{pk} shows it: the URI and parameters with the
// password masked (XXXXXXXXXX), never the password itself.
import type { components } from '../../../src/api/schema.gen.ts';
import { PASSWORD_MASK } from '../../engines/connectionUri.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import type { EngineCatalog } from './engineCatalog.ts';

export type DatabaseDetail = components['schemas']['DatabaseDetail'];
type DatabaseParameters = components['schemas']['DatabaseParameters'];
type ConfigurationMethod = components['schemas']['ConfigurationMethod'];

export function toDatabaseDetail(row: DatabaseRow, engines: EngineCatalog): DatabaseDetail {
  const hasPassword = row.password_encrypted !== null;
  const connection = describeConnection(row, engines, hasPassword);
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    backend: row.backend,
    driver: connection.driver,
    sqlalchemy_uri: connection.uri,
    parameters: connection.parameters,
    configuration_method: toConfigurationMethod(row.configuration_method),
    engine_information: engines.engineInformation(row.backend),
    expose_in_sqllab: row.expose_in_sqllab === 1,
    allow_run_async: row.allow_run_async === 1,
    allow_dml: row.allow_dml === 1,
    allow_ctas: row.allow_ctas === 1,
    allow_cvas: row.allow_cvas === 1,
    allow_file_upload: row.allow_file_upload === 1,
    allow_multi_catalog: row.allow_multi_catalog === 1,
    disable_data_preview: row.disable_data_preview === 1,
    allow_file_access: row.allow_file_access === 1,
    force_ctas_schema: row.force_ctas_schema,
    cache_timeout: row.cache_timeout,
    extra: row.extra,
    impersonate_user: false,
    is_managed_externally: false,
    changed_on: row.changed_on,
  };
}

function describeConnection(
  row: DatabaseRow,
  engines: EngineCatalog,
  hasPassword: boolean,
): { uri: string; driver: string | null; parameters: DatabaseParameters } {
  const spec = engines.byName(row.backend) ?? engines.forUri(row.sqlalchemy_uri);
  if (!spec) return { uri: row.sqlalchemy_uri, driver: null, parameters: {} };
  try {
    const { settings } = spec.parseUri(row.sqlalchemy_uri);
    const raw = spec.toParameters(settings);
    const parameters: DatabaseParameters = {
      ...withoutNulls(raw),
      ...(hasPassword ? { password: PASSWORD_MASK } : {}),
    };
    return {
      uri: spec.buildUri(settings, { maskPassword: hasPassword }),
      driver: settings.driver ?? spec.defaultDriver,
      parameters,
    };
  } catch {
    return { uri: row.sqlalchemy_uri, driver: spec.defaultDriver, parameters: {} };
  }
}

function withoutNulls(parameters: Record<string, unknown>): DatabaseParameters {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parameters)) {
    if (key === 'password') continue;
    if (value !== undefined && (value !== null || key === 'username')) result[key] = value;
  }
  return result as DatabaseParameters;
}

function toConfigurationMethod(value: string): ConfigurationMethod {
  return value === 'dynamic_form' ? 'dynamic_form' : 'sqlalchemy_form';
}
