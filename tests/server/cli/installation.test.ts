import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadExamples, prepareInstallation } from '../../../server/cli/installation.ts';
import { ensureAdminUser } from '../../../server/services/security/firstStart.ts';
import { authenticate } from '../../../server/services/security/users.ts';
import { forEachStore } from '../../support/stores.ts';

forEachStore(
  'first start',
  (ctx) => {
    it('migrates, creates the admin with a generated password printed once, and registers examples', async () => {
      // A placeholder examples file: generation is tested elsewhere, registration here.
      writeFileSync(join(ctx.dataDir, 'examples.duckdb'), '');
      const config = { ...ctx.config, loadExamples: true };
      const firstLines: string[] = [];
      await prepareInstallation(ctx.store, config, { announce: (line) => firstLines.push(line) });
      const passwordLine = firstLines.find((line) =>
        line.startsWith('Admin user "admin" created with password: '),
      );
      expect(passwordLine).toBeDefined();
      expect(firstLines).toContain('Registered the database "examples"');
      const password = passwordLine?.split(': ')[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect((await authenticate(ctx.store.db, 'admin', password))?.username).toBe('admin');

      const laterLines: string[] = [];
      await prepareInstallation(ctx.store, config, { announce: (line) => laterLines.push(line) });
      expect(laterLines).toEqual([]);
      const databases = await ctx.store.db
        .selectFrom('databases')
        .select(['database_name', 'backend'])
        .execute();
      expect(databases).toEqual([{ database_name: 'examples', backend: 'duckdb' }]);
    });

    it('does not bring back a deleted examples database on a later start', async () => {
      await ctx.store.db.deleteFrom('databases').where('database_name', '=', 'examples').execute();
      const lines: string[] = [];
      await prepareInstallation(
        ctx.store,
        { ...ctx.config, loadExamples: true },
        {
          announce: (line) => lines.push(line),
        },
      );
      expect(lines).toEqual([]);
      const names = await ctx.store.db.selectFrom('databases').select('database_name').execute();
      expect(names).toEqual([]);
    });

    it('registers examples read-only with Redis (workers open the file too), writable without', async () => {
      writeFileSync(join(ctx.dataDir, 'examples.duckdb'), '');
      const uriWith = async (redisUrl: string | null) => {
        await ctx.store.db.deleteFrom('databases').where('database_name', '=', 'examples').execute();
        await loadExamples(
          ctx.store,
          { ...ctx.config, loadExamples: true, redisUrl },
          { announce: () => {} },
        );
        const row = await ctx.store.db
          .selectFrom('databases')
          .select('sqlalchemy_uri')
          .where('database_name', '=', 'examples')
          .executeTakeFirstOrThrow();
        return row.sqlalchemy_uri;
      };
      expect(await uriWith('redis://127.0.0.1:6379')).toMatch(
        /^duckdb:\/\/\/.*examples\.duckdb\?access_mode=read_only$/,
      );
      expect(await uriWith(null)).toMatch(/^duckdb:\/\/\/.*examples\.duckdb$/);
      await ctx.store.db.deleteFrom('databases').where('database_name', '=', 'examples').execute();
    });

    it('uses LOUPE_ADMIN_PASSWORD when set, and never prints it', async () => {
      await ctx.store.db.deleteFrom('users').execute();
      const lines: string[] = [];
      expect(await ensureAdminUser(ctx.store.db, 'from-the-env', (line) => lines.push(line))).toBe(true);
      expect(lines).toEqual(['Admin user "admin" created with the password from LOUPE_ADMIN_PASSWORD']);
      expect(await authenticate(ctx.store.db, 'admin', 'from-the-env')).not.toBeNull();
      expect(await ensureAdminUser(ctx.store.db, 'from-the-env', (line) => lines.push(line))).toBe(false);
      expect(lines).toHaveLength(1);
    });
  },
  { migrate: false },
);
