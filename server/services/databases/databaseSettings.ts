// The non-connection settings of a create or update request → row columns: flags (0/1), the
// CTAS schema, the cache timeout and `extra`, which must be the JSON text of an object.
import type { components } from '../../../src/api/schema.gen.ts';
import { type DatabaseUpdate, toFlag } from '../../store/tables.ts';
import { invalidPayload } from '../shared/loupeError.ts';

export type DatabaseWriteFields = components['schemas']['DatabaseWriteFields'];

const FLAGS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_ctas',
  'allow_cvas',
  'allow_file_upload',
  'allow_multi_catalog',
  'disable_data_preview',
  'allow_file_access',
] as const;

/** What a new database gets when the request leaves a setting out (Superset's model defaults). */
export const DEFAULT_EXTRA = JSON.stringify({
  metadata_params: {},
  engine_params: {},
  metadata_cache_timeout: {},
  schemas_allowed_for_file_upload: [],
});

/** Columns for the settings present in the request (absent ones are left out). */
export function settingsColumns(fields: DatabaseWriteFields): DatabaseUpdate {
  const columns: DatabaseUpdate = {};
  for (const flag of FLAGS) {
    const value = fields[flag];
    if (typeof value === 'boolean') columns[flag] = toFlag(value);
  }
  if (fields.database_name !== undefined) columns.database_name = fields.database_name.trim();
  if (fields.force_ctas_schema !== undefined) columns.force_ctas_schema = fields.force_ctas_schema || null;
  if (fields.cache_timeout !== undefined) columns.cache_timeout = fields.cache_timeout;
  if (fields.extra !== undefined) columns.extra = checkedExtra(fields.extra);
  return columns;
}

/** The extra text when it is empty or a JSON object; a 400 on the `extra` field otherwise. */
export function checkedExtra(extra: string | null): string | null {
  if (extra === null || extra.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(extra);
  } catch (error) {
    throw invalidPayload({ extra: [`Field cannot be decoded by JSON. ${(error as Error).message}`] });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidPayload({ extra: ['Field cannot be decoded by JSON. Expected a JSON object.'] });
  }
  return extra;
}
