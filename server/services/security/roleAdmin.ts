// Roles and permissions as administrators manage them (Superset 4's FAB /api/v1/security/roles/,
// permissions/, resources/, permissions-resources/). Builtin roles are protected: Admin, Alpha,
// Gamma and sql_lab are kept as lib/security/builtinRoles.ts defines them (every start syncs
// them back), so they cannot be renamed, deleted or given other pairs; Public keeps its name and
// stays, its pairs are the administrators'. Created roles can be renamed, deleted and given any
// pairs. Each write is one transaction.
import { BUILTIN_ROLES, PUBLIC_ROLE } from '../../../lib/security/builtinRoles.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { isConstraintViolation } from '../../store/constraintErrors.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  deleteRole,
  existingPairIds,
  findRole,
  findRoleByName,
  insertRole,
  listPairNames,
  listPairs,
  listRoles,
  pairCountsOfRoles,
  pairsOfRole,
  type RoleRow,
  renameRole,
  replaceRolePairs,
} from '../../store/repositories/rolesRepository.ts';
import { type ListQuery, listReplyOf } from '../shared/listRequests.ts';
import { LoupeError, notFound } from '../shared/loupeError.ts';
import { nameListRequest, pairListRequest } from './securityListQueries.ts';

type SecurityRole = components['schemas']['SecurityRole'];

export const ROLE_NAME_TAKEN = 'A role with this name already exists.';

const isBuiltin = (name: string) => Object.hasOwn(BUILTIN_ROLES, name);
/** Builtin roles whose pairs Loupe keeps (all but Public). */
const isFixed = (name: string) => isBuiltin(name) && name !== PUBLIC_ROLE;

function toRole(row: RoleRow, permissionCount: number): SecurityRole {
  return { id: row.id, name: row.name, builtin: isBuiltin(row.name), permission_count: permissionCount };
}

function unprocessable(field: string, message: string): LoupeError {
  return new LoupeError(422, { [field]: [message] }, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' });
}

/** onChange: called after a role's name or pairs change (callers' principals are then stale). */
export function createRoleAdmin(db: MetadataDb, onChange: () => void = () => {}) {
  async function requireRole(id: number): Promise<RoleRow> {
    const role = await findRole(db, id);
    if (!role) throw notFound();
    return role;
  }

  async function pairCount(roleId: number): Promise<number> {
    return (await pairCountsOfRoles(db, [roleId])).get(roleId) ?? 0;
  }

  async function checkNameFree(name: string, exceptId: number | null): Promise<void> {
    const other = await findRoleByName(db, name);
    if (other && other.id !== exceptId) throw unprocessable('name', ROLE_NAME_TAKEN);
  }

  return {
    async list(q: ListQuery | undefined) {
      const { count, rows } = await listRoles(db, nameListRequest(q));
      const pairs = await pairCountsOfRoles(
        db,
        rows.map((row) => row.id),
      );
      return listReplyOf(
        count,
        rows.map((row) => toRole(row, pairs.get(row.id) ?? 0)),
      );
    },

    async get(id: number) {
      const role = await requireRole(id);
      return { id: role.id, result: toRole(role, await pairCount(role.id)) };
    },

    async create(name: string) {
      await checkNameFree(name, null);
      try {
        const role = await insertRole(db, name);
        return { id: role.id, result: toRole(role, 0) };
      } catch (error) {
        if (isConstraintViolation(error)) throw unprocessable('name', ROLE_NAME_TAKEN);
        throw error;
      }
    },

    async rename(id: number, name: string) {
      const role = await requireRole(id);
      if (isBuiltin(role.name) && role.name !== name)
        throw unprocessable('name', `${role.name} is a builtin role: it keeps its name.`);
      await checkNameFree(name, id);
      await renameRole(db, id, name);
      onChange();
      return { id, result: toRole({ id, name }, await pairCount(id)) };
    },

    async delete(id: number) {
      const role = await requireRole(id);
      if (isBuiltin(role.name))
        throw new LoupeError(422, `${role.name} is a builtin role: it cannot be deleted.`);
      await deleteRole(db, id);
      onChange();
      return { message: 'OK' };
    },

    async permissions(roleId: number) {
      await requireRole(roleId);
      const pairs = await pairsOfRole(db, roleId);
      return {
        result: pairs.map((pair) => ({
          id: pair.id,
          permission_name: pair.permission,
          view_menu_name: pair.view_menu,
        })),
      };
    },

    async setPermissions(roleId: number, pairIds: readonly number[]) {
      const role = await requireRole(roleId);
      if (isFixed(role.name))
        throw unprocessable(
          'permission_view_menu_ids',
          `${role.name} is a builtin role: Loupe keeps its permissions as it defines them.`,
        );
      const known = await existingPairIds(db, pairIds);
      const unknown = [...new Set(pairIds)].filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw unprocessable('permission_view_menu_ids', `Unknown ids: ${unknown.join(', ')}.`);
      await replaceRolePairs(db, roleId, pairIds);
      onChange();
      return { result: { permission_view_menu_ids: [...new Set(pairIds)] } };
    },

    async pairs(q: ListQuery | undefined) {
      const { count, rows } = await listPairs(db, pairListRequest(q));
      return listReplyOf(
        count,
        rows.map((row) => ({
          id: row.id,
          permission: { name: row.permission },
          view_menu: { name: row.view_menu },
        })),
      );
    },

    async names(part: 'permission' | 'view_menu', q: ListQuery | undefined) {
      const { filters, page } = nameListRequest(q);
      const { count, rows } = await listPairNames(db, part, { filters, page });
      return listReplyOf(count, rows);
    },
  };
}

export type RoleAdmin = ReturnType<typeof createRoleAdmin>;
