// A database's "Allow file access" setting: off (0) by default. On, SQL on that database may use
// its engine's file functions and statements (DuckDB opens it with external access enabled).
import type { Kysely, Migration } from 'kysely';

export function databaseFileAccessMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('databases')
        .addColumn('allow_file_access', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
