// A user with extra (permission, view) pairs besides a builtin role, as an admin grants them in
// Superset's role editor: a role of its own holding the pairs. Returns a bearer header.
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
  const login = await t.client.post<{ access_token: string }>('/api/v1/security/login', {
    json: { username, password: TEST_PASSWORD, provider: 'db' },
  });
  return { authorization: `Bearer ${login.body.access_token}` };
}
