// A Loupe app on a test store, with one user per builtin role, and helpers to log in.
//
//   forEachStore('my routes', (ctx) => {
//     const t = useTestApp(ctx);
//     it('...', async () => {
//       const auth = await t.bearer('gamma');
//       const reply = await t.client.get('/api/v1/database/', { headers: auth });
//     });
//   });
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../../server/app.ts';
import type { ResolvedConfig } from '../../server/config.ts';
import { createUser } from '../../server/services/security/users.ts';
import type { MetadataDb } from '../../server/store/metadataStore.ts';
import { findUserByUsername } from '../../server/store/repositories/usersRepository.ts';
import { type ContractClient, contractClient } from './contractClient.ts';
import { loginHeaders } from './loginCsrf.ts';
import type { StoreContext } from './stores.ts';

export const TEST_PASSWORD = 'correct horse battery staple';

/** One user per builtin role: username → role. */
export const ROLE_USERS = {
  admin: 'Admin',
  alpha: 'Alpha',
  gamma: 'Gamma',
  sqllab: 'sql_lab',
  public: 'Public',
} as const;

export type RoleUser = keyof typeof ROLE_USERS;

export interface SessionAuth {
  /** Send these headers to be that user (cookie only: mutating calls also need csrfHeaders). */
  headers: Record<string, string>;
  csrfToken: string;
  /** The cookie plus X-CSRFToken. */
  csrfHeaders: Record<string, string>;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly client: ContractClient;
  /** Authorization: Bearer headers for a role user. */
  bearer(user: RoleUser): Promise<Record<string, string>>;
  /** A logged-in browser session for a role user. */
  session(user: RoleUser): Promise<SessionAuth>;
}

export async function ensureRoleUsers(db: MetadataDb): Promise<void> {
  for (const [username, role] of Object.entries(ROLE_USERS)) {
    if (await findUserByUsername(db, username)) continue;
    await createUser(db, {
      username,
      password: TEST_PASSWORD,
      roles: [role],
      firstName: username,
      lastName: role,
    });
  }
}

/** Builds the app in beforeAll (closing it in afterAll) and returns accessors for the tests. */
/** Build options, and the app's configuration derived from the store's (e.g. a feature flag on). */
export interface TestAppOptions extends BuildOptions {
  configure?: (config: ResolvedConfig) => ResolvedConfig;
}

export function useTestApp(ctx: StoreContext, options: TestAppOptions = {}): TestApp {
  let app: FastifyInstance | undefined;
  let client: ContractClient | undefined;
  const tokens = new Map<RoleUser, string>();
  beforeAll(async () => {
    await ensureRoleUsers(ctx.store.db);
    const { configure, ...build } = options;
    app = await buildApp(configure ? configure(ctx.config) : ctx.config, { store: ctx.store, ...build });
    client = contractClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  const ready = () => {
    if (!app || !client) throw new Error('the test app is not ready: use it inside tests or hooks');
    return { app, client };
  };
  return {
    get app() {
      return ready().app;
    },
    get client() {
      return ready().client;
    },
    async bearer(user) {
      let token = tokens.get(user);
      if (!token) {
        const reply = await ready().client.post<{ access_token: string }>('/api/v1/security/login', {
          json: { username: user, password: TEST_PASSWORD, provider: 'db' },
        });
        if (reply.status !== 200) throw new Error(`bearer login of ${user} failed: ${reply.text}`);
        token = reply.body.access_token;
        tokens.set(user, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    async session(user) {
      const { client: c, app: a } = ready();
      const login = await c.post('/login/', {
        headers: await loginHeaders(a),
        json: { username: user, password: TEST_PASSWORD },
      });
      const cookie = login.cookies.session;
      if (login.status !== 200 || !cookie) throw new Error(`session login of ${user} failed: ${login.text}`);
      const headers = { cookie: `session=${cookie}` };
      const csrf = await c.get<{ result: string }>('/api/v1/security/csrf_token/', { headers });
      return {
        headers,
        csrfToken: csrf.body.result,
        csrfHeaders: { ...headers, 'x-csrftoken': csrf.body.result },
      };
    },
  };
}
