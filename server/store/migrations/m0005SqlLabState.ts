// SQL Lab's saved state: tabs (Superset's tab_state), the tables shown in them (table_schema,
// deleted with their tab) and saved queries (saved_query). latest_query_id holds the query's
// client id without a foreign key, as Superset's tab_state does.
import type { Kysely, Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { withIdColumn } from './columns.ts';

export function sqlLabStateMigration(kind: MetadataStoreKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('saved_query'), kind)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('db_id', 'integer', (c) => c.references('databases.id').onDelete('set null'))
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(128)')
        .addColumn('label', 'varchar(256)')
        .addColumn('description', 'text')
        .addColumn('sql', 'text')
        .addColumn('template_parameters', 'text')
        .addColumn('extra_json', 'text')
        .addColumn('rows', 'integer')
        .addColumn('last_run', 'varchar(32)')
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('saved_query_user_idx').on('saved_query').column('user_id').execute();

      await withIdColumn(db.schema.createTable('tab_state'), kind)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('label', 'varchar(256)')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('database_id', 'integer', (c) => c.references('databases.id').onDelete('cascade'))
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(256)')
        .addColumn('sql', 'text')
        .addColumn('query_limit', 'integer')
        .addColumn('latest_query_id', 'varchar(64)')
        .addColumn('autorun', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('template_params', 'text')
        .addColumn('hide_left_bar', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('saved_query_id', 'integer', (c) => c.references('saved_query.id').onDelete('set null'))
        .addColumn('extra_json', 'text')
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tab_state_user_idx').on('tab_state').column('user_id').execute();

      await withIdColumn(db.schema.createTable('table_schema'), kind)
        .addColumn('tab_state_id', 'integer', (c) =>
          c.notNull().references('tab_state.id').onDelete('cascade'),
        )
        .addColumn('database_id', 'integer', (c) => c.references('databases.id').onDelete('cascade'))
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(256)')
        .addColumn('table', 'varchar(256)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('expanded', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('table_schema_tab_state_idx')
        .on('table_schema')
        .column('tab_state_id')
        .execute();
    },
  };
}
