// The role × operation table: for every non-public operation of the contract and every kind of
// caller — Admin, Alpha, Gamma, sql_lab, a Gamma granted one dataset, a deactivated user — the
// expected answer follows from the operation's x-permission and the role's pairs
// (lib/security/builtinRoles.ts): a caller without the pair gets 403 naming it, before anything
// is read; a caller with it is never refused for its permission; a deactivated user is not
// signed in at all (401, with a token issued before the deactivation). One store.
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_ROLES } from '../../lib/security/builtinRoles.ts';
import { grantedUser } from '../support/grants.ts';
import { type SweptOperation, sweptOperations } from '../support/operationSweep.ts';
import { forOneStore } from '../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../support/testApp.ts';

const operations = sweptOperations();

type Caller = 'admin' | 'alpha' | 'gamma' | 'sqllab' | 'oneDataset' | 'deactivated';
const ROLES_OF: Record<Exclude<Caller, 'deactivated'>, string> = {
  admin: 'Admin',
  alpha: 'Alpha',
  gamma: 'Gamma',
  sqllab: 'sql_lab',
  oneDataset: 'Gamma',
};

function holds(role: string, operation: SweptOperation): boolean {
  if (role === 'Admin' || operation.permission === 'authenticated') return true;
  const [permission, view] = operation.permission;
  return (BUILTIN_ROLES[role] ?? []).some(([p, v]) => p === permission && v === view);
}

interface Refusal {
  message?: string;
  errors?: Array<{ extra?: { permission?: string; view?: string } }>;
}

forOneStore('role sweep', (ctx) => {
  // With async queries on, so the async event calls can be answered past their channel cookie.
  const t = useTestApp(ctx, {
    configure: (config) => ({
      ...config,
      featureFlags: { ...config.featureFlags, GLOBAL_ASYNC_QUERIES: true },
    }),
  });
  /** The async-token cookie an authenticated reply hands each caller (their event channel). */
  const withChannel = async (headers: Record<string, string>) => {
    const me = await t.client.get('/api/v1/me/', { headers });
    const token = me.cookies['async-token'];
    return token ? { ...headers, cookie: `async-token=${token}` } : headers;
  };
  const access: Partial<Record<Caller, Record<string, string>>> = {};
  const refresh: Partial<Record<Caller, Record<string, string>>> = {};

  beforeAll(async () => {
    for (const user of ['admin', 'alpha', 'gamma', 'sqllab'] as const) {
      const login = await t.client.post<{ access_token: string; refresh_token: string }>(
        '/api/v1/security/login',
        { json: { username: user, password: TEST_PASSWORD, provider: 'db', refresh: true } },
      );
      access[user] = { authorization: `Bearer ${login.body.access_token}` };
      refresh[user] = { authorization: `Bearer ${login.body.refresh_token}` };
    }
    const oneDataset = await grantedUser(t, ctx.store.db, 'Gamma', [
      ['datasource_access', '[examples].[sales](id:1)'],
    ]);
    access.oneDataset = oneDataset.access;
    refresh.oneDataset = oneDataset.refresh;
    const deactivated = await grantedUser(t, ctx.store.db, 'Alpha', []);
    access.deactivated = deactivated.access;
    refresh.deactivated = deactivated.refresh;
    // Deactivated after its tokens were issued, before any call resolved it as a caller.
    await ctx.store.db.updateTable('users').set({ active: 0 }).where('id', '=', deactivated.id).execute();
    for (const caller of Object.keys(ROLES_OF) as Caller[]) {
      access[caller] = await withChannel(access[caller]!);
      refresh[caller] = {
        ...refresh[caller]!,
        ...(access[caller]!.cookie ? { cookie: access[caller]!.cookie } : {}),
      };
    }
  });

  it('sweeps every non-public operation for six kinds of caller', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  for (const operation of operations) {
    describe(operation.label, () => {
      it(`answers each caller as ${operation.permission === 'authenticated' ? 'any signed-in user' : operation.permission.join(' on ')} says`, async () => {
        for (const caller of Object.keys(ROLES_OF).concat('deactivated') as Caller[]) {
          const headers = operation.schemes.has('jwt') ? access[caller]! : refresh[caller]!;
          const reply = await t.client.call<Refusal>(operation.method, operation.path, { headers, json: {} });
          const who = `${operation.label} as ${caller}`;
          if (caller === 'deactivated') {
            expect(reply.status, who).toBe(401);
            continue;
          }
          const refusedForPermission =
            reply.status === 403 &&
            Array.isArray(operation.permission) &&
            reply.body.errors?.[0]?.extra?.permission === operation.permission[0] &&
            reply.body.errors?.[0]?.extra?.view === operation.permission[1];
          const notSignedIn = reply.status === 401 && reply.body.message === 'Not authorized';
          if (holds(ROLES_OF[caller], operation)) {
            expect(notSignedIn, `${who}: not signed in`).toBe(false);
            expect(refusedForPermission, `${who}: refused for a permission the role holds`).toBe(false);
          } else {
            expect(reply.status, who).toBe(403);
            expect(refusedForPermission, `${who}: refused, but not for its permission`).toBe(true);
          }
        }
      });
    });
  }
});
