// Users and their roles.
import type { MetadataDb } from '../metadataStore.ts';
import { type NewUserRow, nowIso, type UserRow } from '../tables.ts';

export interface NewUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  active: boolean;
  roleNames: readonly string[];
}

export interface UserGrant {
  role: string;
  permission: string | null;
  view: string | null;
}

export async function findUserByUsername(db: MetadataDb, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserById(db: MetadataDb, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: MetadataDb): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts a user and their role links in one transaction. Unknown role names throw. */
export async function insertUserWithRoles(db: MetadataDb, user: NewUser): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const roles =
      user.roleNames.length === 0
        ? []
        : await trx.selectFrom('roles').select(['id', 'name']).where('name', 'in', user.roleNames).execute();
    const missing = user.roleNames.filter((name) => !roles.some((r) => r.name === name));
    if (missing.length > 0) throw new Error(`unknown role(s): ${missing.join(', ')}`);
    const now = nowIso();
    const row: NewUserRow = {
      username: user.username,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      password_hash: user.passwordHash,
      active: user.active ? 1 : 0,
      created_on: now,
      changed_on: now,
      last_login: null,
    };
    const inserted = await trx.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
    if (roles.length > 0) {
      await trx
        .insertInto('user_role')
        .values(roles.map((role) => ({ user_id: inserted.id, role_id: role.id })))
        .execute();
    }
    return inserted;
  });
}

export async function recordLogin(db: MetadataDb, userId: number, when: string): Promise<void> {
  await db.updateTable('users').set({ last_login: when }).where('id', '=', userId).execute();
}

/** Every (role, permission, view) of a user; a role with no pairs appears once with nulls. */
export async function grantsOfUser(db: MetadataDb, userId: number): Promise<UserGrant[]> {
  return db
    .selectFrom('user_role')
    .innerJoin('roles', 'roles.id', 'user_role.role_id')
    .leftJoin('role_permission_view', 'role_permission_view.role_id', 'roles.id')
    .leftJoin('permission_view', 'permission_view.id', 'role_permission_view.permission_view_id')
    .select([
      'roles.name as role',
      'permission_view.permission as permission',
      'permission_view.view_menu as view',
    ])
    .where('user_role.user_id', '=', userId)
    .orderBy('roles.name')
    .orderBy('permission_view.view_menu')
    .orderBy('permission_view.permission')
    .execute();
}
