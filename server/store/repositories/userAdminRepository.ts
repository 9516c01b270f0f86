// Users as administrators manage them (Superset 4's /api/v1/security/users/): the filtered,
// ordered, paged list with each user's roles, one user, and the writes — each one transaction:
// the user row and their role links together; a password change or a deactivation also bumps
// the user's token version and ends their sessions (all, or all but the caller's own).
import { type ExpressionBuilder, sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import { type MetadataTables, nowIso, type UserRow, type UserUpdate } from '../tables.ts';
import { replaceLinks } from './linkTables.ts';
import {
  type ListRequest,
  linkFilterExpression,
  pagedList,
  type TextOperator,
  textFilterExpression,
} from './listQuery.ts';
import { precompiledQuery } from './precompiledQuery.ts';

const USER_ROLES = { table: 'user_role', parentColumn: 'user_id', childColumn: 'role_id' };

export type UserTextColumn = 'username' | 'first_name' | 'last_name' | 'email';
export type UserOrderColumn = UserTextColumn | 'id' | 'active' | 'last_login' | 'created_on' | 'changed_on';

export type UserListFilter =
  | { kind: 'text'; column: UserTextColumn; operator: TextOperator; value: string }
  | { kind: 'active'; value: boolean }
  | { kind: 'role'; value: number; negate: boolean };

export interface RoleRef {
  id: number;
  name: string;
}

export interface UserWithRoleRefs extends UserRow {
  roles: RoleRef[];
}

type Expressions = ExpressionBuilder<MetadataTables, 'users'>;

function filterExpression(eb: Expressions, filter: UserListFilter) {
  switch (filter.kind) {
    case 'text':
      return textFilterExpression(eb, sql.ref(`users.${filter.column}`), filter.operator, filter.value);
    case 'active':
      return eb('users.active', '=', filter.value ? 1 : 0);
    case 'role':
      return linkFilterExpression(
        eb,
        { table: 'user_role', parentColumn: 'user_id', childColumn: 'role_id', parentId: 'users.id' },
        filter.value,
        filter.negate,
      );
  }
}

/** Each user's roles (id, name), by user id. */
export async function rolesOfUsers(
  db: MetadataDb,
  userIds: readonly number[],
): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('user_role')
    .innerJoin('roles', 'roles.id', 'user_role.role_id')
    .select(['user_role.user_id as user_id', 'roles.id as id', 'roles.name as name'])
    .where('user_role.user_id', 'in', [...userIds])
    .orderBy('roles.id')
    .execute();
  for (const row of rows)
    byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), { id: row.id, name: row.name }]);
  return byUser;
}

export async function listUsersWithRoles(
  db: MetadataDb,
  request: ListRequest<UserListFilter, UserOrderColumn>,
): Promise<{ count: number; rows: UserWithRoleRefs[] }> {
  const { count, rows } = await pagedList(request, {
    countFrom: db.selectFrom('users'),
    rowsFrom: db.selectFrom('users').selectAll('users'),
    filter: filterExpression,
    order: (column: UserOrderColumn) => sql.ref(`users.${column}`),
    tieBreaker: 'users.id',
  });
  const roles = await rolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  return { count, rows: rows.map((row) => ({ ...row, roles: roles.get(row.id) ?? [] })) };
}

export async function findUserWithRoles(db: MetadataDb, id: number): Promise<UserWithRoleRefs | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...row, roles: (await rolesOfUsers(db, [id])).get(id) ?? [] };
}

/** Which of these role ids exist. */
export async function existingRoleIds(db: MetadataDb, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('roles')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Which of the values are taken by another user than `exceptId`, per column. */
export async function takenUserFields(
  db: MetadataDb,
  values: { username?: string; email?: string },
  exceptId: number | null,
): Promise<{ username: boolean; email: boolean }> {
  const taken = async (column: 'username' | 'email', value: string | undefined) => {
    if (value === undefined) return false;
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(${sql.ref(column)})`, '=', value.toLowerCase())
      .where('id', '<>', exceptId ?? -1)
      .executeTakeFirst();
    return row !== undefined;
  };
  return { username: await taken('username', values.username), email: await taken('email', values.email) };
}

export interface UserInsert {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  active: boolean;
  roleIds: readonly number[];
  createdBy: number | null;
}

export async function insertUserWithRoleIds(db: MetadataDb, user: UserInsert): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const inserted = await trx
      .insertInto('users')
      .values({
        username: user.username,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        password_hash: user.passwordHash,
        active: user.active ? 1 : 0,
        created_on: now,
        changed_on: now,
        last_login: null,
        created_by_fk: user.createdBy,
        changed_by_fk: user.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLinks(trx, USER_ROLES, inserted.id, user.roleIds);
    return inserted.id;
  });
}

export interface UserChange {
  username?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  passwordHash?: string;
  active?: boolean;
  roleIds?: readonly number[];
  changedBy: number | null;
  /** A session id (hashed) to keep when the user's sessions end (the caller changing their own password). */
  keepSessionId?: string;
}

/**
 * Changes a user in one transaction. A new password or a deactivation bumps the token version
 * and ends the user's sessions (but keepSessionId). false when the user does not exist.
 */
export async function updateUserWithRoles(db: MetadataDb, id: number, change: UserChange): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('users')
      .select(['id', 'active'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return false;
    const set: UserUpdate = { changed_on: nowIso(), changed_by_fk: change.changedBy };
    if (change.username !== undefined) set.username = change.username;
    if (change.firstName !== undefined) set.first_name = change.firstName;
    if (change.lastName !== undefined) set.last_name = change.lastName;
    if (change.email !== undefined) set.email = change.email;
    if (change.passwordHash !== undefined) set.password_hash = change.passwordHash;
    if (change.active !== undefined) set.active = change.active ? 1 : 0;
    const locksOut = change.passwordHash !== undefined || (change.active === false && current.active === 1);
    await trx
      .updateTable('users')
      .set(locksOut ? { ...set, token_version: sql`token_version + 1` } : set)
      .where('id', '=', id)
      .execute();
    if (locksOut) {
      await trx
        .deleteFrom('sessions')
        .where('user_id', '=', id)
        .where('id', '<>', change.keepSessionId ?? '')
        .execute();
    }
    if (change.roleIds !== undefined) await replaceLinks(trx, USER_ROLES, id, change.roleIds);
    return true;
  });
}

/** Deletes a user (sessions and role links go with them; references to them become null). */
export async function deleteUser(db: MetadataDb, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ created_by_fk: null }).where('created_by_fk', '=', id).execute();
    await trx.updateTable('users').set({ changed_by_fk: null }).where('changed_by_fk', '=', id).execute();
    const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

const accessStateQuery = precompiledQuery((db) =>
  db.selectFrom('users').select(['active', 'token_version', 'changed_on']).where('id', '=', 0),
);

/** The user's active flag and token version: the one lookup every authenticated request makes. */
export async function userAccessState(
  db: MetadataDb,
  id: number,
): Promise<{ active: number; token_version: number; changed_on: string } | undefined> {
  return (await accessStateQuery(db, [id]))[0];
}
