// Users: creation with a hashed password, login checks, and the principal of a user.

import type { PermissionViewPair } from '../../../lib/security/builtinRoles.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  findUserById,
  findUserByUsername,
  grantsOfUser,
  insertUserWithRoles,
  recordLogin,
} from '../../store/repositories/usersRepository.ts';
import type { UserRow } from '../../store/tables.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { buildPrincipal, type Principal, type UserSummary } from './principal.ts';

export interface NewUserInput {
  username: string;
  password: string;
  roles: readonly string[];
  firstName?: string;
  lastName?: string;
  email?: string;
  active?: boolean;
}

export function toUserSummary(row: UserRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_active: row.active === 1,
    is_anonymous: false,
  };
}

export async function createUser(db: MetadataDb, input: NewUserInput): Promise<UserSummary> {
  if (input.username.trim() === '') throw new Error('a user needs a username');
  if (input.password === '') throw new Error('a user needs a password');
  const row = await insertUserWithRoles(db, {
    username: input.username,
    firstName: input.firstName ?? input.username,
    lastName: input.lastName ?? 'User',
    email: input.email ?? `${input.username}@loupe.invalid`,
    passwordHash: await hashPassword(input.password),
    active: input.active ?? true,
    roleNames: input.roles,
  });
  return toUserSummary(row);
}

/** The active user with these credentials (and records the login), else null. */
export async function authenticate(
  db: MetadataDb,
  username: string,
  password: string,
): Promise<UserSummary | null> {
  const row = await findUserByUsername(db, username);
  if (!row?.password_hash) return verifyAgainstDummy(password).then(() => null);
  const valid = await verifyPassword(password, row.password_hash);
  if (!valid || row.active !== 1) return null;
  await recordLogin(db, row.id, new Date().toISOString());
  return toUserSummary(row);
}

/** The principal of an active user, else null (deleted or deactivated users lose access at once). */
export async function principalOf(db: MetadataDb, userId: number): Promise<Principal | null> {
  const row = await findUserById(db, userId);
  if (row?.active !== 1) return null;
  const roles = new Map<string, PermissionViewPair[]>();
  for (const grant of await grantsOfUser(db, userId)) {
    const pairs = roles.get(grant.role) ?? [];
    if (grant.permission !== null && grant.view !== null) pairs.push([grant.permission, grant.view]);
    roles.set(grant.role, pairs);
  }
  return buildPrincipal(toUserSummary(row), roles);
}
