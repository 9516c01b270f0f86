// Roles and their (permission, view) pairs: the sync of the builtin roles, and what
// administrators do with roles (list, create, rename, delete, set their pairs).
import { type ExpressionBuilder, sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import type { MetadataTables } from '../tables.ts';
import { replaceLinks } from './linkTables.ts';
import { type ListPage, pagedList, type TextOperator, textFilterExpression } from './listQuery.ts';

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

export interface RoleRow {
  id: number;
  name: string;
}

/** Roles named like `filter` (or every role), ordered and paged. */
export async function listRoles(
  db: MetadataDb,
  request: {
    filters: readonly { operator: TextOperator; value: string }[];
    orderColumn: 'id' | 'name';
    orderDirection: 'asc' | 'desc';
    page: ListPage | null;
  },
): Promise<{ count: number; rows: RoleRow[] }> {
  return pagedList(request, {
    countFrom: db.selectFrom('roles'),
    rowsFrom: db.selectFrom('roles').select(['roles.id', 'roles.name']),
    filter: (
      eb: ExpressionBuilder<MetadataTables, 'roles'>,
      filter: { operator: TextOperator; value: string },
    ) => textFilterExpression(eb, sql.ref('roles.name'), filter.operator, filter.value),
    order: (column: 'id' | 'name') => sql.ref(`roles.${column}`),
    tieBreaker: 'roles.id',
  });
}

/** How many pairs each of the roles holds (0 for a role with none). */
export async function pairCountsOfRoles(
  db: MetadataDb,
  roleIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(roleIds.map((id) => [id, 0]));
  if (roleIds.length === 0) return counts;
  const rows = await db
    .selectFrom('role_permission_view')
    .select(['role_id', (eb) => eb.fn.countAll<number | string | bigint>().as('pairs')])
    .where('role_id', 'in', [...roleIds])
    .groupBy('role_id')
    .execute();
  for (const row of rows) counts.set(row.role_id, Number(row.pairs));
  return counts;
}

export async function findRole(db: MetadataDb, id: number): Promise<RoleRow | undefined> {
  return db.selectFrom('roles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function findRoleByName(db: MetadataDb, name: string): Promise<RoleRow | undefined> {
  return db.selectFrom('roles').select(['id', 'name']).where('name', '=', name).executeTakeFirst();
}

export async function insertRole(db: MetadataDb, name: string): Promise<RoleRow> {
  return db.insertInto('roles').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function renameRole(db: MetadataDb, id: number, name: string): Promise<void> {
  await db.updateTable('roles').set({ name }).where('id', '=', id).execute();
}

/** Deletes a role; its user links, pair links and row level security links go with it (cascade). */
export async function deleteRole(db: MetadataDb, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_role').where('role_id', '=', id).execute();
    await trx.deleteFrom('role_permission_view').where('role_id', '=', id).execute();
    await trx.deleteFrom('roles').where('id', '=', id).execute();
  });
}

export interface PairRow {
  id: number;
  permission: string;
  view_menu: string;
}

/** The (permission, view) pairs a role holds, by pair id. */
export async function pairsOfRole(db: MetadataDb, roleId: number): Promise<PairRow[]> {
  return db
    .selectFrom('role_permission_view')
    .innerJoin('permission_view', 'permission_view.id', 'role_permission_view.permission_view_id')
    .select([
      'permission_view.id as id',
      'permission_view.permission as permission',
      'permission_view.view_menu as view_menu',
    ])
    .where('role_permission_view.role_id', '=', roleId)
    .orderBy('permission_view.id')
    .execute();
}

/** Which of these pair ids exist. */
export async function existingPairIds(db: MetadataDb, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('permission_view')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The role holds exactly these pairs afterwards (one transaction). */
export async function replaceRolePairs(
  db: MetadataDb,
  roleId: number,
  pairIds: readonly number[],
): Promise<void> {
  await db
    .transaction()
    .execute((trx) =>
      replaceLinks(
        trx,
        { table: 'role_permission_view', parentColumn: 'role_id', childColumn: 'permission_view_id' },
        roleId,
        pairIds,
      ),
    );
}

/** Every pair, filtered by permission / view name, ordered by id, paged. */
export async function listPairs(
  db: MetadataDb,
  request: {
    filters: readonly { column: 'permission' | 'view_menu'; operator: TextOperator; value: string }[];
    orderDirection: 'asc' | 'desc';
    page: ListPage | null;
  },
): Promise<{ count: number; rows: PairRow[] }> {
  type Filter = (typeof request.filters)[number];
  return pagedList(
    { ...request, orderColumn: 'id' as const },
    {
      countFrom: db.selectFrom('permission_view'),
      rowsFrom: db.selectFrom('permission_view').select(['id', 'permission', 'view_menu']),
      filter: (eb: ExpressionBuilder<MetadataTables, 'permission_view'>, filter: Filter) =>
        textFilterExpression(eb, sql.ref(`permission_view.${filter.column}`), filter.operator, filter.value),
      order: () => sql.ref('permission_view.id'),
      tieBreaker: 'permission_view.id',
    },
  );
}

/**
 * The distinct permission names (or view names), each numbered by the first pair that names it
 * (pairs are never deleted, so the number stays), filtered by name and paged.
 */
export async function listPairNames(
  db: MetadataDb,
  part: 'permission' | 'view_menu',
  request: { filters: readonly { operator: TextOperator; value: string }[]; page: ListPage | null },
): Promise<{ count: number; rows: { id: number; name: string }[] }> {
  const column = sql.ref<string>(`permission_view.${part}`);
  const rows = await db
    .selectFrom('permission_view')
    .select([(eb) => eb.fn.min<number>('permission_view.id').as('id'), column.as('name')])
    .where((eb) => eb.and(request.filters.map((f) => textFilterExpression(eb, column, f.operator, f.value))))
    .groupBy(column)
    .orderBy('id')
    .execute();
  const all = rows.map((row) => ({ id: Number(row.id), name: row.name }));
  const page = request.page;
  return {
    count: all.length,
    rows: page ? all.slice(page.index * page.size, (page.index + 1) * page.size) : all,
  };
}
