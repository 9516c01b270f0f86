// Datasets (Superset's `tables`, `table_columns`, `sql_metrics` and `sqlatable_user`): one per
// (database, catalog, schema, table_name) — NULL catalog / schema compared as equal, as Superset's
// uniqueness check does — deleted with their database; columns, metrics and owners deleted with
// their dataset.
import { type Kysely, type Migration, sql } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { withIdColumn } from './columns.ts';

export function datasetsMigration(kind: MetadataStoreKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('datasets'), kind)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('database_id', 'integer', (c) =>
          c.notNull().references('databases.id').onDelete('cascade'),
        )
        .addColumn('catalog', 'varchar(256)')
        .addColumn('schema', 'varchar(255)')
        .addColumn('table_name', 'varchar(250)', (c) => c.notNull())
        .addColumn('sql', 'text')
        .addColumn('description', 'text')
        .addColumn('main_dttm_col', 'varchar(250)')
        .addColumn('default_endpoint', 'text')
        .addColumn('offset', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cache_timeout', 'integer')
        .addColumn('is_sqllab_view', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('template_params', 'text')
        .addColumn('fetch_values_predicate', 'text')
        .addColumn('filter_select_enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('normalize_columns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('always_filter_main_dttm', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('extra', 'text')
        .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('external_url', 'text')
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('datasets_table_unique')
        .on('datasets')
        .unique()
        .expression(sql`"database_id", coalesce("catalog", ''), coalesce("schema", ''), "table_name"`)
        .execute();
      await db.schema.createIndex('datasets_changed_on_idx').on('datasets').column('changed_on').execute();

      await withIdColumn(db.schema.createTable('dataset_columns'), kind)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
        .addColumn('column_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('verbose_name', 'varchar(1024)')
        .addColumn('description', 'text')
        .addColumn('expression', 'text')
        .addColumn('type', 'varchar(255)')
        .addColumn('advanced_data_type', 'varchar(255)')
        .addColumn('filterable', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('groupby', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_dttm', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('python_date_format', 'varchar(255)')
        .addColumn('extra', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('dataset_columns_name_unique', ['dataset_id', 'column_name'])
        .execute();

      await withIdColumn(db.schema.createTable('dataset_metrics'), kind)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
        .addColumn('metric_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('verbose_name', 'varchar(1024)')
        .addColumn('metric_type', 'varchar(32)')
        .addColumn('expression', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('d3format', 'varchar(128)')
        .addColumn('currency', 'varchar(128)')
        .addColumn('extra', 'text')
        .addColumn('warning_text', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('dataset_metrics_name_unique', ['dataset_id', 'metric_name'])
        .execute();

      await db.schema
        .createTable('dataset_owners')
        .addColumn('dataset_id', 'integer', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('dataset_owners_pk', ['dataset_id', 'user_id'])
        .execute();
      await db.schema.createIndex('dataset_owners_user_idx').on('dataset_owners').column('user_id').execute();
    },
  };
}
