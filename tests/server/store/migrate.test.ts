import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ALL_PAIRS, BUILTIN_ROLES } from '../../../lib/security/builtinRoles.ts';
import { syncBuiltinRoles } from '../../../server/services/security/roleSync.ts';
import { migrateToLatest } from '../../../server/store/migrate.ts';
import { pairsByRole } from '../../../server/store/repositories/rolesRepository.ts';
import { forEachStore } from '../../support/stores.ts';

const TABLES = [
  'users',
  'roles',
  'permission_view',
  'role_permission_view',
  'user_role',
  'sessions',
  'databases',
  'query',
  'key_value',
  'tab_state',
  'table_schema',
  'saved_query',
];

forEachStore(
  'metadata migrations',
  (ctx) => {
    async function tableNames(): Promise<string[]> {
      const query =
        ctx.kind === 'postgres'
          ? sql<{
              name: string;
            }>`select table_name as name from information_schema.tables where table_schema = 'public'`
          : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
      return (await query.execute(ctx.store.db)).rows.map((r) => r.name);
    }

    it('migrates an empty database to the latest schema', async () => {
      expect(await tableNames()).not.toContain('users');
      const { applied } = await migrateToLatest(ctx.store);
      expect(applied).toEqual(
        expect.arrayContaining(['0001_security', '0002_databases', '0003_database_settings']),
      );
      expect(applied).toContain('0004_queries');
      expect(applied).toContain('0005_sqllab_state');
      expect(await tableNames()).toEqual(expect.arrayContaining(TABLES));
    });

    it('does nothing when run again', async () => {
      const { applied } = await migrateToLatest(ctx.store);
      expect(applied).toEqual([]);
    });

    it('seeds the builtin roles, idempotently', async () => {
      const first = await syncBuiltinRoles(ctx.store.db);
      expect(first.rolesCreated).toBe(Object.keys(BUILTIN_ROLES).length);
      expect(first.pairsCreated).toBe(ALL_PAIRS.length);
      const again = await syncBuiltinRoles(ctx.store.db);
      expect(again).toEqual({ pairsCreated: 0, rolesCreated: 0, grantsAdded: 0, grantsRemoved: 0 });
      const roles = await pairsByRole(ctx.store.db);
      for (const [name, pairs] of Object.entries(BUILTIN_ROLES)) {
        expect(roles.get(name)?.length, name).toBe(pairs.length);
      }
    });

    it('restores a builtin role that was changed by hand, but leaves Public alone', async () => {
      const db = ctx.store.db;
      const gamma = await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'Gamma')
        .executeTakeFirstOrThrow();
      const publicRole = await db
        .selectFrom('roles')
        .select('id')
        .where('name', '=', 'Public')
        .executeTakeFirstOrThrow();
      const writeDb = await db
        .selectFrom('permission_view')
        .select('id')
        .where('permission', '=', 'can_write')
        .where('view_menu', '=', 'Database')
        .executeTakeFirstOrThrow();
      await db.deleteFrom('role_permission_view').where('role_id', '=', gamma.id).execute();
      await db
        .insertInto('role_permission_view')
        .values([
          { role_id: gamma.id, permission_view_id: writeDb.id },
          { role_id: publicRole.id, permission_view_id: writeDb.id },
        ])
        .execute();
      const outcome = await syncBuiltinRoles(db);
      expect(outcome.grantsRemoved).toBe(1);
      const roles = await pairsByRole(db);
      expect(roles.get('Gamma')).toHaveLength(BUILTIN_ROLES.Gamma?.length ?? -1);
      expect(roles.get('Gamma')).not.toContainEqual(['can_write', 'Database']);
      expect(roles.get('Public')).toEqual([['can_write', 'Database']]);
    });
  },
  { migrate: false },
);
