// Users as administrators manage them (Superset 4's FAB /api/v1/security/users/) and as each user
// changes their own name, email and password (/api/v1/me/): field checks with marshmallow-style
// 422s ({"message": {"username": [...]}}), hashed passwords, one transaction per write. A new
// password or a deactivation bumps the user's token version and ends their sessions, so their
// JWTs and cookies stop working on the very next request.
import type { components } from '../../../src/api/schema.gen.ts';
import { isConstraintViolation } from '../../store/constraintErrors.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  deleteUser,
  existingRoleIds,
  findUserWithRoles,
  insertUserWithRoleIds,
  listUsersWithRoles,
  takenUserFields,
  type UserChange,
  type UserWithRoleRefs,
  updateUserWithRoles,
} from '../../store/repositories/userAdminRepository.ts';
import { findUserById } from '../../store/repositories/usersRepository.ts';
import type { ListQuery } from '../shared/listRequests.ts';
import { listReplyOf } from '../shared/listRequests.ts';
import { type FieldMessages, invalidPayload, LoupeError, notFound } from '../shared/loupeError.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Principal, UserSummary } from './principal.ts';
import { userListRequest } from './securityListQueries.ts';
import { toUserSummary } from './users.ts';

type SecurityUser = components['schemas']['SecurityUser'];
type UserPost = components['schemas']['SecurityUserPostBody'];
type UserPut = components['schemas']['SecurityUserPutBody'];
type MeUpdate = components['schemas']['MeUpdateBody'];

export const USERNAME_TAKEN = 'A user with this username already exists.';
export const EMAIL_TAKEN = 'A user with this email already exists.';
export const UNKNOWN_ROLES = 'Some roles do not exist.';
export const WRONG_PASSWORD = 'Wrong password.';

function unprocessable(messages: FieldMessages): LoupeError {
  return new LoupeError(422, messages, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
}

export function toSecurityUser(row: UserWithRoleRefs): SecurityUser {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    active: row.active === 1,
    roles: row.roles,
    last_login: row.last_login,
    created_on: row.created_on,
    changed_on: row.changed_on,
    created_by: row.created_by_fk === null ? null : { id: row.created_by_fk },
    changed_by: row.changed_by_fk === null ? null : { id: row.changed_by_fk },
  };
}

function checkEmail(email: string | undefined): void {
  if (email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(email))
    throw invalidPayload({ email: ['Not a valid email address.'] });
}

/** 422 for a taken username / email or unknown roles, all reported together. */
async function checkUnique(
  db: MetadataDb,
  fields: { username?: string; email?: string; roles?: readonly number[] },
  exceptId: number | null,
): Promise<void> {
  const messages: FieldMessages = {};
  const taken = await takenUserFields(db, fields, exceptId);
  if (taken.username) messages.username = [USERNAME_TAKEN];
  if (taken.email) messages.email = [EMAIL_TAKEN];
  if (fields.roles !== undefined) {
    const known = await existingRoleIds(db, fields.roles);
    if (fields.roles.some((id) => !known.has(id))) messages.roles = [UNKNOWN_ROLES];
  }
  if (Object.keys(messages).length > 0) throw unprocessable(messages);
}

/** A unique constraint the pre-check could not see (a concurrent write): the same 422. */
async function unlessConstraint<T>(
  write: () => Promise<T>,
  fields: { username?: string; email?: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isConstraintViolation(error)) throw error;
    const messages: FieldMessages = {};
    if (fields.username !== undefined) messages.username = [USERNAME_TAKEN];
    if (fields.email !== undefined) messages.email = [EMAIL_TAKEN];
    throw unprocessable(
      Object.keys(messages).length > 0 ? messages : { _schema: ['Could not save the user.'] },
    );
  }
}

async function shown(db: MetadataDb, id: number) {
  const row = await findUserWithRoles(db, id);
  if (!row) throw notFound();
  return { id: row.id, result: toSecurityUser(row) };
}

export function createUserAdmin(db: MetadataDb) {
  return {
    async list(q: ListQuery | undefined) {
      const { count, rows } = await listUsersWithRoles(db, userListRequest(q));
      return listReplyOf(count, rows.map(toSecurityUser));
    },

    get: (id: number) => shown(db, id),

    async create(caller: Principal, body: UserPost) {
      checkEmail(body.email);
      await checkUnique(db, body, null);
      const passwordHash = await hashPassword(body.password);
      const id = await unlessConstraint(
        () =>
          insertUserWithRoleIds(db, {
            username: body.username,
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            passwordHash,
            active: body.active ?? true,
            roleIds: body.roles,
            createdBy: caller.user.id,
          }),
        body,
      );
      return shown(db, id);
    },

    async update(caller: Principal, id: number, body: UserPut) {
      if (!(await findUserById(db, id))) throw notFound();
      checkEmail(body.email);
      if (id === caller.user.id && body.active === false)
        throw unprocessable({ active: ['You cannot deactivate yourself.'] });
      await checkUnique(db, body, id);
      if (id === caller.user.id && body.roles !== undefined && caller.isAdmin) {
        const adminRoles = [...caller.roles.keys()].filter((name) => name.toLowerCase() === 'admin');
        const kept = await findUserWithRoles(db, id);
        const adminIds = (kept?.roles ?? [])
          .filter((role) => adminRoles.includes(role.name))
          .map((role) => role.id);
        if (adminIds.length > 0 && !body.roles.some((roleId) => adminIds.includes(roleId)))
          throw unprocessable({ roles: ['You cannot take Admin from yourself.'] });
      }
      const change: UserChange = {
        username: body.username,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        active: body.active,
        roleIds: body.roles,
        passwordHash: body.password === undefined ? undefined : await hashPassword(body.password),
        changedBy: caller.user.id,
      };
      await unlessConstraint(() => updateUserWithRoles(db, id, change), body);
      return shown(db, id);
    },

    async delete(caller: Principal, id: number) {
      if (id === caller.user.id) throw new LoupeError(422, 'You cannot delete yourself.');
      let deleted: boolean;
      try {
        deleted = await deleteUser(db, id);
      } catch (error) {
        if (!isConstraintViolation(error)) throw error;
        throw new LoupeError(
          422,
          'The user owns objects that cannot lose their owner; deactivate them instead.',
        );
      }
      if (!deleted) throw notFound();
      return { message: 'OK' };
    },

    /** PUT /api/v1/me/: the caller's own name and email. */
    async updateMe(caller: Principal, body: MeUpdate): Promise<{ result: UserSummary }> {
      checkEmail(body.email);
      await checkUnique(db, { email: body.email }, caller.user.id);
      await unlessConstraint(
        () =>
          updateUserWithRoles(db, caller.user.id, {
            firstName: body.first_name,
            lastName: body.last_name,
            email: body.email,
            changedBy: caller.user.id,
          }),
        { email: body.email },
      );
      const row = await findUserById(db, caller.user.id);
      if (!row) throw notFound();
      return { result: toUserSummary(row) };
    },

    /**
     * PUT /api/v1/me/password: the current password checked (422 otherwise); the user's other
     * sessions end and every JWT issued before stops working; `keepSessionId` stays signed in.
     */
    async changeMyPassword(
      caller: Principal,
      body: { current_password: string; new_password: string },
      keepSessionId: string | undefined,
    ) {
      const row = await findUserById(db, caller.user.id);
      if (!row) throw notFound();
      const valid =
        row.password_hash !== null && (await verifyPassword(body.current_password, row.password_hash));
      if (!valid) throw unprocessable({ current_password: [WRONG_PASSWORD] });
      await updateUserWithRoles(db, caller.user.id, {
        passwordHash: await hashPassword(body.new_password),
        changedBy: caller.user.id,
        keepSessionId,
      });
      return { message: 'Password changed' };
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin>;
