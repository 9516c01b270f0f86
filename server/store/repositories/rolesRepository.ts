// Roles and their (permission, view) pairs.
import type { MetadataDb } from '../metadataStore.ts';

export type Pair = readonly [permission: string, view: string];

export interface RoleDefinition {
  name: string;
  pairs: readonly Pair[];
  /** true: the role holds exactly `pairs` afterwards; false: pairs are only added. */
  exact: boolean;
}

export interface RoleSyncOutcome {
  pairsCreated: number;
  rolesCreated: number;
  grantsAdded: number;
  grantsRemoved: number;
}

/**
 * Makes the roles hold their pairs, creating missing pairs and roles, in one transaction.
 * Idempotent and safe when several processes run it at once (inserts ignore conflicts).
 */
export async function syncRoles(
  db: MetadataDb,
  allPairs: readonly Pair[],
  roles: readonly RoleDefinition[],
): Promise<RoleSyncOutcome> {
  return db.transaction().execute(async (trx) => {
    const outcome: RoleSyncOutcome = { pairsCreated: 0, rolesCreated: 0, grantsAdded: 0, grantsRemoved: 0 };
    const key = (permission: string, view: string) => `${permission}\u0000${view}`;

    const existingPairs = await trx
      .selectFrom('permission_view')
      .select(['id', 'permission', 'view_menu'])
      .execute();
    const pairIds = new Map(existingPairs.map((p) => [key(p.permission, p.view_menu), p.id]));
    const missingPairs = allPairs.filter(([permission, view]) => !pairIds.has(key(permission, view)));
    if (missingPairs.length > 0) {
      const inserted = await trx
        .insertInto('permission_view')
        .values(missingPairs.map(([permission, view]) => ({ permission, view_menu: view })))
        .onConflict((oc) => oc.columns(['permission', 'view_menu']).doNothing())
        .returning(['id', 'permission', 'view_menu'])
        .execute();
      outcome.pairsCreated = inserted.length;
      const all = await trx.selectFrom('permission_view').select(['id', 'permission', 'view_menu']).execute();
      for (const p of all) pairIds.set(key(p.permission, p.view_menu), p.id);
    }

    const existingRoles = await trx.selectFrom('roles').select(['id', 'name']).execute();
    const roleIds = new Map(existingRoles.map((r) => [r.name, r.id]));
    const missingRoles = roles.filter((r) => !roleIds.has(r.name));
    if (missingRoles.length > 0) {
      const inserted = await trx
        .insertInto('roles')
        .values(missingRoles.map((r) => ({ name: r.name })))
        .onConflict((oc) => oc.column('name').doNothing())
        .returning(['id', 'name'])
        .execute();
      outcome.rolesCreated = inserted.length;
      for (const r of await trx.selectFrom('roles').select(['id', 'name']).execute())
        roleIds.set(r.name, r.id);
    }

    for (const role of roles) {
      const roleId = roleIds.get(role.name);
      if (roleId === undefined) throw new Error(`role ${role.name} could not be created`);
      // Every role gains its missing pairs; only exact roles also lose pairs they should not hold.
      const wanted = new Set(role.pairs.map(([p, v]) => pairIds.get(key(p, v))!));
      const held = await trx
        .selectFrom('role_permission_view')
        .select('permission_view_id')
        .where('role_id', '=', roleId)
        .execute();
      const heldIds = new Set(held.map((h) => h.permission_view_id));
      const toAdd = [...wanted].filter((id) => !heldIds.has(id));
      if (toAdd.length > 0) {
        await trx
          .insertInto('role_permission_view')
          .values(toAdd.map((id) => ({ role_id: roleId, permission_view_id: id })))
          .onConflict((oc) => oc.columns(['role_id', 'permission_view_id']).doNothing())
          .execute();
        outcome.grantsAdded += toAdd.length;
      }
      const toRemove = role.exact ? [...heldIds].filter((id) => !wanted.has(id)) : [];
      if (toRemove.length > 0) {
        await trx
          .deleteFrom('role_permission_view')
          .where('role_id', '=', roleId)
          .where('permission_view_id', 'in', toRemove)
          .execute();
        outcome.grantsRemoved += toRemove.length;
      }
    }
    return outcome;
  });
}

/** Role name → its pairs, for every role. */
export async function pairsByRole(db: MetadataDb): Promise<Map<string, Pair[]>> {
  const rows = await db
    .selectFrom('roles')
    .leftJoin('role_permission_view', 'role_permission_view.role_id', 'roles.id')
    .leftJoin('permission_view', 'permission_view.id', 'role_permission_view.permission_view_id')
    .select([
      'roles.name as role',
      'permission_view.permission as permission',
      'permission_view.view_menu as view',
    ])
    .execute();
  const result = new Map<string, Pair[]>();
  for (const row of rows) {
    const pairs = result.get(row.role) ?? [];
    if (row.permission !== null && row.view !== null) pairs.push([row.permission, row.view]);
    result.set(row.role, pairs);
  }
  return result;
}
