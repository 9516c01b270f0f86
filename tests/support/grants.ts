// A user with extra (permission, view) pairs besides a builtin role, as an admin grants them in
// Superset's role editor: a role of its own holding the pairs. Returns bearer headers.
import { randomBytes } from 'node:crypto';
import { createUser } from '../../server/services/security/users.ts';
import type { MetadataDb } from '../../server/store/metadataStore.ts';
import { TEST_PASSWORD, type TestApp } from './testApp.ts';

export async function userWithPairs(
  t: TestApp,
  db: MetadataDb,
  builtinRole: string,
  pairs: ReadonlyArray<readonly [permission: string, view: string]>,
): Promise<Record<string, string>> {
  return (await grantedUser(t, db, builtinRole, pairs)).access;
}

export interface GrantedUser {
  username: string;
  id: number;
  /** Authorization: Bearer with an access token. */
  access: Record<string, string>;
  /** Authorization: Bearer with a refresh token. */
  refresh: Record<string, string>;
}

/** The same user, with both of its tokens. */
export async function grantedUser(
  t: TestApp,
  db: MetadataDb,
  builtinRole: string,
  pairs: ReadonlyArray<readonly [permission: string, view: string]>,
): Promise<GrantedUser> {
  const suffix = randomBytes(4).toString('hex');
  const username = `granted_${suffix}`;
  const role = await db
    .insertInto('roles')
    .values({ name: `grants_${suffix}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [permission, view] of pairs) {
    const pair = await db
      .insertInto('permission_view')
      .values({ permission, view_menu: view })
      .onConflict((oc) => oc.columns(['permission', 'view_menu']).doNothing())
      .execute()
      .then(() =>
        db
          .selectFrom('permission_view')
          .select('id')
          .where('permission', '=', permission)
          .where('view_menu', '=', view)
          .executeTakeFirstOrThrow(),
      );
    await db
      .insertInto('role_permission_view')
      .values({ role_id: role.id, permission_view_id: pair.id })
      .execute();
  }
  const user = await createUser(db, {
    username,
    password: TEST_PASSWORD,
    roles: [builtinRole],
    firstName: 'Granted',
    lastName: suffix,
  });
  await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  const login = await t.client.post<{ access_token: string; refresh_token: string }>(
    '/api/v1/security/login',
    {
      json: { username, password: TEST_PASSWORD, provider: 'db', refresh: true },
    },
  );
  return {
    username,
    id: user.id,
    access: { authorization: `Bearer ${login.body.access_token}` },
    refresh: { authorization: `Bearer ${login.body.refresh_token}` },
  };
}
