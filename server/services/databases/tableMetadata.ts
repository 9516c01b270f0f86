// The engine's table description → Superset's table_metadata payload: columns with their keys,
// the primary key, foreign keys, every key under `indexes`, and a formatted SELECT *.
import type { components } from '../../../src/api/schema.gen.ts';
import type { ConnectionSettings, TableMetadata as EngineTableMetadata } from '../../engines/engineSpec.ts';

export type TableMetadata = components['schemas']['TableMetadata'];
type TableKey = components['schemas']['TableKey'];

/** Superset's select_star default row limit. */
export const SELECT_STAR_LIMIT = 100;

export function toTableMetadata(meta: EngineTableMetadata, selectStar: string): TableMetadata {
  const primaryKey: TableKey = {
    type: 'pk',
    name: meta.primaryKey.name,
    column_names: [...meta.primaryKey.constrained_columns],
  };
  const foreignKeys: TableKey[] = meta.foreignKeys.map((fk) => ({
    type: 'fk',
    name: fk.name,
    column_names: [...fk.constrained_columns],
    ...(fk.referred_catalog !== undefined ? { referred_catalog: fk.referred_catalog } : {}),
    referred_schema: fk.referred_schema,
    referred_table: fk.referred_table,
    referred_columns: [...fk.referred_columns],
    options: {},
  }));
  const indexes: TableKey[] = meta.indexes.map((index) => ({
    type: 'index',
    name: index.name,
    column_names: [...index.column_names],
    unique: index.unique,
  }));
  const keys = [...(primaryKey.column_names.length > 0 ? [primaryKey] : []), ...foreignKeys, ...indexes];
  return {
    name: meta.name,
    columns: meta.columns.map((column) => ({
      name: column.name,
      type: column.type.includes('(') ? column.type.slice(0, column.type.indexOf('(')) : column.type,
      longType: column.type,
      keys: keys.filter((key) => key.column_names.includes(column.name)),
      comment: column.comment ?? null,
    })),
    selectStar,
    primaryKey,
    foreignKeys,
    indexes: keys,
    comment: meta.comment,
  };
}

/** The schema a table is looked up in when the request names none. */
export function defaultSchema(settings: ConnectionSettings): string {
  switch (settings.backend) {
    case 'postgresql':
      return 'public';
    case 'mysql':
      return settings.database ?? '';
    default:
      return 'main';
  }
}
