import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertDatabase } from '../../../server/store/repositories/databasesRepository.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { forEachStore } from '../../support/stores.ts';
import { type RoleUser, useTestApp } from '../../support/testApp.ts';

type DatabaseList = components['schemas']['DatabaseList'];

const NAMES = [
  'Analytics Warehouse',
  'analytics_staging',
  'examples',
  'Finance',
  'finance_archive',
  'Marketing 100%',
  'marketing_under_score',
  'Sales',
  'sqlite_local',
  'Zeta',
];

forEachStore('databases API', (ctx) => {
  const t = useTestApp(ctx);

  beforeAll(async () => {
    const admin = await ctx.store.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const [index, name] of NAMES.entries()) {
      const stamp = new Date(Date.UTC(2024, 0, 1 + index)).toISOString();
      await insertDatabase(ctx.store.db, {
        uuid: randomUUID(),
        database_name: name,
        backend: index % 3 === 0 ? 'postgresql' : 'duckdb',
        sqlalchemy_uri: `duckdb:///tmp/${index}.duckdb`,
        password_encrypted: null,
        expose_in_sqllab: index % 2 === 0 ? 1 : 0,
        allow_run_async: 0,
        allow_dml: index === 7 ? 1 : 0,
        allow_ctas: 0,
        allow_cvas: 0,
        allow_file_upload: 0,
        allow_multi_catalog: 0,
        disable_data_preview: 0,
        force_ctas_schema: null,
        extra: '{}',
        created_on: stamp,
        changed_on: stamp,
        created_by_fk: index < 5 ? admin.id : null,
        changed_by_fk: null,
      });
    }
  });

  const list = async (q?: Record<string, unknown>, user: RoleUser = 'admin') =>
    t.client.get<DatabaseList>('/api/v1/database/', { headers: await t.bearer(user), query: q ? { q } : {} });
  const names = (reply: { body: DatabaseList }) => reply.body.result.map((d) => d.database_name);

  describe('GET /api/v1/database/', () => {
    it('lists every database by changed_on desc by default, with count and ids', async () => {
      const reply = await list();
      expect(reply.status).toBe(200);
      expect(reply.body.count).toBe(NAMES.length);
      expect(names(reply)).toEqual([...NAMES].reverse());
      expect(reply.body.ids).toEqual(reply.body.result.map((d) => d.id));
      const first = reply.body.result.at(-1);
      expect(first?.created_by).toEqual({ id: expect.any(Number), first_name: 'admin', last_name: 'Admin' });
      expect(reply.body.result[0]?.created_by).toBeNull();
    });

    it('filters database_name by contains (case-insensitive), starts with, ends with, equals', async () => {
      const ct = await list({ filters: [{ col: 'database_name', opr: 'ct', value: 'FINANCE' }] });
      expect(names(ct).sort()).toEqual(['Finance', 'finance_archive']);
      const sw = await list({ filters: [{ col: 'database_name', opr: 'sw', value: 'analytics' }] });
      expect(names(sw).sort()).toEqual(['Analytics Warehouse', 'analytics_staging']);
      const ew = await list({ filters: [{ col: 'database_name', opr: 'ew', value: 'archive' }] });
      expect(names(ew)).toEqual(['finance_archive']);
      const eq = await list({ filters: [{ col: 'database_name', opr: 'eq', value: 'Sales' }] });
      expect(names(eq)).toEqual(['Sales']);
    });

    it('treats % and _ in a contains value literally', async () => {
      const percent = await list({ filters: [{ col: 'database_name', opr: 'ct', value: '100%' }] });
      expect(names(percent)).toEqual(['Marketing 100%']);
      const underscore = await list({ filters: [{ col: 'database_name', opr: 'ct', value: 'g_1' }] });
      expect(names(underscore)).toEqual([]);
    });

    it('filters flags by equality, combined with other filters', async () => {
      const exposed = await list({ filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }] });
      expect(exposed.body.count).toBe(5);
      expect(exposed.body.result.every((d) => d.expose_in_sqllab)).toBe(true);
      const both = await list({
        filters: [
          { col: 'expose_in_sqllab', opr: 'eq', value: true },
          { col: 'database_name', opr: 'ct', value: 'AN' },
        ],
        order_column: 'database_name',
        order_direction: 'asc',
      });
      expect(names(both)).toEqual(['Analytics Warehouse', 'finance_archive']);
      const dml = await list({ filters: [{ col: 'allow_dml', opr: 'eq', value: 'true' }] });
      expect(names(dml)).toEqual(['Sales']);
    });

    it('answers the SQL Lab picker’s query: empty contains, exposed only, by name, paged', async () => {
      const picker = (search: string, page: number, page_size: number) =>
        list({
          order_column: 'database_name',
          order_direction: 'asc',
          page,
          page_size,
          filters: [
            { col: 'database_name', opr: 'ct', value: search },
            { col: 'expose_in_sqllab', opr: 'eq', value: true },
          ],
        });
      const all = await picker('', 0, 100);
      expect(all.body.count).toBe(5);
      expect(names(all)).toEqual([
        'Analytics Warehouse',
        'examples',
        'finance_archive',
        'marketing_under_score',
        'sqlite_local',
      ]);
      const second = await picker('', 1, 2);
      expect(names(second)).toEqual(['finance_archive', 'marketing_under_score']);
      expect(second.body.count).toBe(5);
      const searched = await picker('LOCAL', 0, 100);
      expect(names(searched)).toEqual(['sqlite_local']);
    });

    it('orders by database_name either way', async () => {
      const asc = await list({ order_column: 'database_name', order_direction: 'asc' });
      const desc = await list({ order_column: 'database_name', order_direction: 'desc' });
      expect(names(asc)).toHaveLength(NAMES.length);
      expect(names(desc)).toEqual([...names(asc)].reverse());
    });

    it('pages with page and page_size; count stays the total', async () => {
      const q = { order_column: 'changed_on', order_direction: 'asc', page_size: 4 };
      const page0 = await list({ ...q, page: 0 });
      const page2 = await list({ ...q, page: 2 });
      expect(page0.body.count).toBe(NAMES.length);
      expect(names(page0)).toEqual(NAMES.slice(0, 4));
      expect(names(page2)).toEqual(NAMES.slice(8));
      const all = await list({ ...q, page_size: -1 });
      expect(all.body.result).toHaveLength(NAMES.length);
    });

    it('answers 400 for malformed rison, a wrong shape, an unknown filter column or order column', async () => {
      const headers = await t.bearer('admin');
      const malformed = await t.client.get('/api/v1/database/?q=(filters:!((col:x', { headers });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ message: 'Not a valid rison argument' });
      const shape = await list({ page: 'first' });
      expect(shape.status).toBe(400);
      expect((shape.body as unknown as { message: string }).message).toMatch(/^Not a valid rison schema/);
      const column = await list({ filters: [{ col: 'sqlalchemy_uri', opr: 'ct', value: 'x' }] });
      expect(column.status).toBe(400);
      expect(column.body).toMatchObject({ message: 'Filter column: sqlalchemy_uri not allowed to filter' });
      const operator = await list({ filters: [{ col: 'expose_in_sqllab', opr: 'ct', value: 'x' }] });
      expect(operator.status).toBe(400);
      const order = await list({ order_column: 'sqlalchemy_uri' });
      expect(order.status).toBe(400);
      expect(order.body).toMatchObject({ message: 'Invalid order by column: sqlalchemy_uri' });
    });

    it('answers 401 anonymous and 403 to a role without can_read on Database', async () => {
      const anonymous = await t.client.get('/api/v1/database/');
      expect(anonymous.status).toBe(401);
      const forbidden = await list(undefined, 'public');
      expect(forbidden.status).toBe(403);
      expect((forbidden.body as unknown as { message: string }).message).toContain('can_read on Database');
    });

    it('checks permissions before the query: 403 wins over a bad q', async () => {
      const reply = await t.client.get('/api/v1/database/?q=(((', { headers: await t.bearer('public') });
      expect(reply.status).toBe(403);
    });
  });

  describe('GET /api/v1/database/_info', () => {
    const info = async (user: RoleUser) => {
      const reply = await t.client.get<{ permissions: string[] }>('/api/v1/database/_info', {
        headers: await t.bearer(user),
        query: { q: { keys: ['permissions'] } },
      });
      return reply;
    };

    it('gives each role its permissions on Database', async () => {
      // As Superset: Database is a READ_ONLY_MODEL_VIEW (writes and exports are Admin's), can_upload
      // is Alpha's (ALPHA_ONLY_PMVS), Gamma and sql_lab only read.
      expect((await info('admin')).body.permissions.sort()).toEqual([
        'can_export',
        'can_read',
        'can_upload',
        'can_write',
      ]);
      expect((await info('alpha')).body.permissions.sort()).toEqual(['can_read', 'can_upload']);
      expect((await info('gamma')).body.permissions).toEqual(['can_read']);
      expect((await info('sqllab')).body.permissions).toEqual(['can_read']);
      expect((await info('admin')).body).toEqual({ permissions: expect.any(Array) });
    });

    it('returns the filters too when no keys are asked for', async () => {
      const reply = await t.client.get<{ filters: Record<string, Array<{ operator: string }>> }>(
        '/api/v1/database/_info',
        { headers: await t.bearer('gamma') },
      );
      expect(reply.body.filters.database_name?.map((f) => f.operator)).toContain('ct');
    });

    it('answers 403 to a role without can_read on Database', async () => {
      expect((await info('public')).status).toBe(403);
    });
  });
});
