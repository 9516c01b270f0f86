// SQL Lab's queries (Superset's `query` table) and the key-value store of permalinks
// (Superset's `key_value`). Times of the query life cycle are ms since the epoch, as Superset's.
import type { Kysely, Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { withIdColumn } from './columns.ts';

export function queriesMigration(kind: MetadataStoreKind): Migration {
  const float = kind === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('query'), kind)
        .addColumn('client_id', 'varchar(11)', (c) => c.notNull().unique())
        .addColumn('database_id', 'integer', (c) =>
          c.notNull().references('databases.id').onDelete('cascade'),
        )
        .addColumn('tmp_table_name', 'varchar(256)')
        .addColumn('tmp_schema_name', 'varchar(256)')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('tab_name', 'varchar(256)')
        .addColumn('sql_editor_id', 'varchar(256)')
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(256)')
        .addColumn('sql', 'text', (c) => c.notNull())
        .addColumn('select_sql', 'text')
        .addColumn('executed_sql', 'text')
        .addColumn('limit', 'integer')
        .addColumn('limiting_factor', 'varchar(32)', (c) => c.notNull().defaultTo('UNKNOWN'))
        .addColumn('select_as_cta', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('select_as_cta_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ctas_method', 'varchar(16)')
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rows', 'integer')
        .addColumn('error_message', 'text')
        .addColumn('results_key', 'varchar(64)')
        .addColumn('start_time', float)
        .addColumn('start_running_time', float)
        .addColumn('end_time', float)
        .addColumn('end_result_backend_time', float)
        .addColumn('tracking_url', 'text')
        .addColumn('extra_json', 'text')
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('query_user_changed_on_idx')
        .on('query')
        .columns(['user_id', 'changed_on'])
        .execute();
      await db.schema.createIndex('query_client_id_idx').on('query').column('client_id').execute();
      await withIdColumn(db.schema.createTable('key_value'), kind)
        .addColumn('resource', 'varchar(32)', (c) => c.notNull())
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('expires_on', 'varchar(32)')
        .execute();
    },
  };
}
