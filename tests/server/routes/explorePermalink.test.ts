// Explore permalinks (Superset's ExplorePermalinkRestApi): the state stored in key_value, as SQL
// Lab's permalinks, under a random key; url {origin}/explore/p/{key}/; unknown keys 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { queryTablesOf } from '../../../server/store/queryTables.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import {
  datasetCalls,
  type ErrorReply,
  examplesFileForSuite,
  registerDatabase,
} from '../../support/datasets.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();

type State = { formData: Record<string, unknown>; urlParams?: unknown };

forEachStore('explore permalinks', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let sales = 0;

  beforeAll(async () => {
    const db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `explorePermalink-${ctx.kind}`)}`,
    );
    sales = (await api.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
  });

  const create = async (json: unknown, headers: Record<string, string>) =>
    t.client.post<{ key: string; url: string }>('/api/v1/explore/permalink', { headers, json });
  const read = async (key: string, headers: Record<string, string>) =>
    t.client.get<{ state: State }>(`/api/v1/explore/permalink/${key}`, { headers });

  describe('round trip', () => {
    it('stores the form data and URL parameters and gives them back', async () => {
      const alpha = await t.bearer('alpha');
      const state = {
        formData: { datasource: `${sales}__table`, viz_type: 'pie', metrics: ['count'], groupby: ['region'] },
        urlParams: [
          ['standalone', '1'],
          ['height', '400'],
        ],
      };
      const created = await create(state, alpha);
      expect(created.status).toBe(201);
      expect(created.body.url).toMatch(new RegExp(`^https?://[^/]+/explore/p/${created.body.key}/$`));
      const stored = await read(created.body.key, alpha);
      expect(stored.status).toBe(200);
      expect(stored.body.state).toEqual(state);
      expect((await read(`kv:${created.body.key}`, alpha)).body.state).toEqual(state);
    });

    it('keeps a state without URL parameters as it came', async () => {
      const admin = await t.bearer('admin');
      const created = await create({ formData: { datasource: `${sales}__table`, viz_type: 'table' } }, admin);
      expect((await read(created.body.key, admin)).body.state).toEqual({
        formData: { datasource: `${sales}__table`, viz_type: 'table' },
      });
    });

    it('stores them in key_value with the caller as creator', async () => {
      const admin = await t.bearer('admin');
      const { key } = (await create({ formData: { datasource: `${sales}__table` } }, admin)).body;
      const row = await queryTablesOf(ctx.store.db)
        .selectFrom('key_value')
        .select(['resource', 'created_by_fk'])
        .where('uuid', '=', key)
        .executeTakeFirstOrThrow();
      expect(row.resource).toBe('explore_permalink');
      expect(row.created_by_fk).not.toBeNull();
    });
  });

  describe('errors', () => {
    it('answers 404 for an unknown key', async () => {
      const reply = await read('doesNotExist', await t.bearer('admin'));
      expect(reply.status).toBe(404);
    });

    it('answers 400 without formData', async () => {
      const reply = await create({ urlParams: [] }, await t.bearer('admin'));
      expect(reply.status).toBe(400);
      expect((reply.body as unknown as ErrorReply).message).toEqual({
        formData: ['Missing data for required field.'],
      });
    });

    it('refuses a dataset the caller may not access, on create and read', async () => {
      const gamma = await t.bearer('gamma');
      const denied = await create({ formData: { datasource: `${sales}__table` } }, gamma);
      expect(denied.status).toBe(403);
      const { key } = (await create({ formData: { datasource: `${sales}__table` } }, await t.bearer('admin')))
        .body;
      expect((await read(key, gamma)).status).toBe(403);
    });

    it('answers 404 for a form data naming an unknown dataset', async () => {
      const reply = await create({ formData: { datasource: '99999__table' } }, await t.bearer('admin'));
      expect(reply.status).toBe(404);
    });
  });
});
