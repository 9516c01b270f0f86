// Settings of connected databases that Superset keeps too: how the connection was configured
// (a SQLAlchemy URI or parameters) and the chart cache timeout.
import type { Kysely, Migration } from 'kysely';

export function databaseSettingsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('databases')
        .addColumn('configuration_method', 'varchar(32)', (c) => c.notNull().defaultTo('sqlalchemy_form'))
        .execute();
      await db.schema.alterTable('databases').addColumn('cache_timeout', 'integer').execute();
    },
  };
}
