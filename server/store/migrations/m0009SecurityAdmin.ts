// What administering users and row level security needs: on users, a token version (bumped when
// a password changes or a user is deactivated: older JWTs stop working) and who created and last
// changed the user; Superset's row_level_security_filters with their datasets
// (rls_filter_tables) and roles (rls_filter_roles), deleted with either.
import type { Kysely, Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { withIdColumn } from './columns.ts';

export function securityAdminMigration(kind: MetadataStoreKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('users').addColumn('created_by_fk', 'integer').execute();
      await db.schema.alterTable('users').addColumn('changed_by_fk', 'integer').execute();

      await withIdColumn(db.schema.createTable('row_level_security_filters'), kind)
        .addColumn('name', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('filter_type', 'varchar(255)', (c) => c.notNull())
        .addColumn('group_key', 'varchar(255)')
        .addColumn('clause', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('changed_by_fk', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();

      await db.schema
        .createTable('rls_filter_tables')
        .addColumn('rls_filter_id', 'integer', (c) =>
          c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
        )
        .addColumn('table_id', 'integer', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('rls_filter_tables_pk', ['rls_filter_id', 'table_id'])
        .execute();
      await db.schema
        .createIndex('rls_filter_tables_table_idx')
        .on('rls_filter_tables')
        .column('table_id')
        .execute();

      await db.schema
        .createTable('rls_filter_roles')
        .addColumn('rls_filter_id', 'integer', (c) =>
          c.notNull().references('row_level_security_filters.id').onDelete('cascade'),
        )
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('rls_filter_roles_pk', ['rls_filter_id', 'role_id'])
        .execute();
    },
  };
}
