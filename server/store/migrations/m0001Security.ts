// Users, roles, (permission, view) pairs and browser sessions.
import type { Kysely, Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { withIdColumn } from './columns.ts';

export function securityMigration(kind: MetadataStoreKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('users'), kind)
        .addColumn('username', 'varchar(255)', (c) => c.notNull().unique())
        .addColumn('first_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(255)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(512)')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('changed_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_login', 'varchar(32)')
        .execute();

      await withIdColumn(db.schema.createTable('roles'), kind)
        .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
        .execute();

      await withIdColumn(db.schema.createTable('permission_view'), kind)
        .addColumn('permission', 'varchar(100)', (c) => c.notNull())
        .addColumn('view_menu', 'varchar(255)', (c) => c.notNull())
        .addUniqueConstraint('permission_view_pair_unique', ['permission', 'view_menu'])
        .execute();

      await db.schema
        .createTable('role_permission_view')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_view_id', 'integer', (c) =>
          c.notNull().references('permission_view.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('role_permission_view_pk', ['role_id', 'permission_view_id'])
        .execute();

      await db.schema
        .createTable('user_role')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_role_pk', ['user_id', 'role_id'])
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('csrf_token', 'varchar(128)', (c) => c.notNull())
        .addColumn('created_on', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_on', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_on_idx').on('sessions').column('expires_on').execute();
    },
  };
}
