// Connected databases (Superset's `dbs` table).
import type { Kysely, Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { withIdColumn } from './columns.ts';

export function databasesMigration(kind: MetadataStoreKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('databases'), kind)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('database_name', 'varchar(250)', (c) => c.notNull().unique())
        .addColumn('backend', 'varchar(64)', (c) => c.notNull())
        .addColumn('sqlalchemy_uri', 'varchar(1024)', (c) => c.notNull())
        .addColumn('password_encrypted', 'text')
        .addColumn('expose_in_sqllab', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('allow_run_async', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_dml', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_ctas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_cvas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_file_upload', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('allow_multi_catalog', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('disable_data_preview', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('force_ctas_schema', 'varchar(250)')
        .addColumn('extra', 'text')
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('databases_changed_on_idx').on('databases').column('changed_on').execute();
    },
  };
}
