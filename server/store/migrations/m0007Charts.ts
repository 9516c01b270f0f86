// Charts and dashboards (Superset's `slices`, `slice_user`, `dashboards`, `dashboard_user`,
// `dashboard_slices` and `favstar`). A chart keeps its datasource as (datasource_id,
// datasource_type) without a foreign key, as Superset does (a query or a dataset); owners and
// dashboard links are deleted with their chart or dashboard; favourites name any object by class.
import type { Kysely, Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { withIdColumn } from './columns.ts';

export function chartsMigration(kind: MetadataStoreKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('slices'), kind)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('slice_name', 'varchar(250)')
        .addColumn('viz_type', 'varchar(250)')
        .addColumn('datasource_id', 'integer')
        .addColumn('datasource_type', 'varchar(200)')
        .addColumn('params', 'text')
        .addColumn('query_context', 'text')
        .addColumn('description', 'text')
        .addColumn('cache_timeout', 'integer')
        .addColumn('certified_by', 'text')
        .addColumn('certification_details', 'text')
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('last_saved_at', 'varchar(32)')
        .addColumn('last_saved_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('slices_datasource_idx')
        .on('slices')
        .columns(['datasource_type', 'datasource_id'])
        .execute();
      await db.schema.createIndex('slices_changed_on_idx').on('slices').column('changed_on').execute();

      await db.schema
        .createTable('slice_user')
        .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('slice_user_pk', ['slice_id', 'user_id'])
        .execute();

      await withIdColumn(db.schema.createTable('dashboards'), kind)
        .addColumn('uuid', 'varchar(36)', (c) => c.notNull().unique())
        .addColumn('dashboard_title', 'varchar(500)')
        .addColumn('slug', 'varchar(255)', (c) => c.unique())
        .addColumn('position_json', 'text')
        .addColumn('json_metadata', 'text')
        .addColumn('css', 'text')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('certified_by', 'text')
        .addColumn('certification_details', 'text')
        .addColumn('is_managed_externally', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('external_url', 'text')
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('dashboards_changed_on_idx')
        .on('dashboards')
        .column('changed_on')
        .execute();

      await db.schema
        .createTable('dashboard_user')
        .addColumn('dashboard_id', 'integer', (c) =>
          c.notNull().references('dashboards.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('dashboard_user_pk', ['dashboard_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('dashboard_slices')
        .addColumn('dashboard_id', 'integer', (c) =>
          c.notNull().references('dashboards.id').onDelete('cascade'),
        )
        .addColumn('slice_id', 'integer', (c) => c.notNull().references('slices.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('dashboard_slices_pk', ['dashboard_id', 'slice_id'])
        .execute();
      await db.schema
        .createIndex('dashboard_slices_slice_idx')
        .on('dashboard_slices')
        .column('slice_id')
        .execute();

      await withIdColumn(db.schema.createTable('favstar'), kind)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('obj_id', 'integer', (c) => c.notNull())
        .addColumn('dttm', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('favstar_unique', ['user_id', 'class_name', 'obj_id'])
        .execute();
    },
  };
}
