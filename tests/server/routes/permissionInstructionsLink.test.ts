// LOUPE_PERMISSION_INSTRUCTIONS_LINK (Superset's PERMISSION_INSTRUCTIONS_LINK): a refused table
// read carries the configured 'Request Access' link in its extra; unset, the link stays null.
import { beforeAll, describe, expect, it } from 'vitest';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import { examplesFileForSuite, registerDatabase } from '../../support/datasets.ts';
import { userWithPairs } from '../../support/grants.ts';
import type { StoreContext } from '../../support/stores.ts';
import { forOneStore } from '../../support/stores.ts';
import { type TestApp, useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();
const LINK = 'https://wiki.example.com/how-to-request-data-access';

interface ErrorBody {
  errors: Array<{ error_type: string; extra: { link?: unknown; tables?: unknown } }>;
}

function refusedRead(t: TestApp, ctx: StoreContext, label: string) {
  let database = 0;
  let user: Record<string, string> = {};
  beforeAll(async () => {
    const file = examplesCopy(examplesPath(), `permissionLink-${label}`);
    database = await registerDatabase(t, `examples-${label}`, `duckdb:///${file}`);
    user = await userWithPairs(t, ctx.store.db, 'sql_lab', []);
  });
  return async () => {
    const reply = await t.client.post<ErrorBody>('/api/v1/sqllab/execute/', {
      headers: user,
      json: { database_id: database, sql: 'SELECT * FROM birth_names', schema: 'main', runAsync: false },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.errors[0]?.error_type).toBe('TABLE_SECURITY_ACCESS_ERROR');
    expect(reply.body.errors[0]?.extra.tables).toEqual(['main.birth_names']);
    return reply.body.errors[0]?.extra.link;
  };
}

forOneStore('permission instructions link', (ctx) => {
  describe('configured', () => {
    const t = useTestApp(ctx, { configure: (config) => ({ ...config, permissionInstructionsLink: LINK }) });
    const refuse = refusedRead(t, ctx, 'set');
    it('puts the link in the access error', async () => {
      expect(await refuse()).toBe(LINK);
    });
  });

  describe('unset', () => {
    const t = useTestApp(ctx);
    const refuse = refusedRead(t, ctx, 'unset');
    it('leaves the link null', async () => {
      expect(await refuse()).toBeNull();
    });
  });
});
