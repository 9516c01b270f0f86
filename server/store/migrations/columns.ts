// Column helpers for migrations that differ between SQLite and PostgreSQL.
import type { CreateTableBuilder } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';

/** An auto-incrementing integer primary key named id. */
export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  kind: MetadataStoreKind,
): CreateTableBuilder<T, 'id'> {
  return kind === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
