// Dashboards with their creator / editor and owners: lookups, the filtered, ordered, paged list
// and inserting one (with its owners, one transaction).
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type ChartTables, chartTablesOf, type DashboardRow, type NewDashboardRow } from '../chartTables.ts';
import type { MetadataDb } from '../metadataStore.ts';
import type { MetadataTables } from '../tables.ts';
import type { UserRefRow } from './databasesRepository.ts';
import { likeExpression, linkedUsers, pagedList, userRefOf } from './listQuery.ts';

export type DashboardOrderColumn = 'dashboard_title' | 'changed_on' | 'published' | 'id';

export type DashboardListFilter =
  | { kind: 'title'; operator: 'ct' | 'eq' | 'sw'; value: string }
  | { kind: 'published'; value: boolean }
  | { kind: 'owner'; value: number; negate: boolean }
  | { kind: 'ref'; column: 'created_by_fk' | 'changed_by_fk'; value: number }
  | { kind: 'favorite'; userId: number; value: boolean };

export interface DashboardListRequest {
  filters: readonly DashboardListFilter[];
  orderColumn: DashboardOrderColumn;
  orderDirection: 'asc' | 'desc';
  page: { index: number; size: number } | null;
}

export interface DashboardSummary extends DashboardRow {
  created_by: UserRefRow | null;
  changed_by: UserRefRow | null;
  owners: UserRefRow[];
}

type Expressions = ExpressionBuilder<MetadataTables & ChartTables, 'dashboards'>;

function baseQuery(db: MetadataDb) {
  return chartTablesOf(db)
    .selectFrom('dashboards')
    .leftJoin('users as creator', 'creator.id', 'dashboards.created_by_fk')
    .leftJoin('users as changer', 'changer.id', 'dashboards.changed_by_fk')
    .selectAll('dashboards')
    .select([
      'creator.first_name as creator_first_name',
      'creator.last_name as creator_last_name',
      'changer.first_name as changer_first_name',
      'changer.last_name as changer_last_name',
    ]);
}

type JoinedRow = DashboardRow & {
  creator_first_name: string | null;
  creator_last_name: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
};

function ownersOf(db: MetadataDb, ids: readonly number[]): Promise<Map<number, UserRefRow[]>> {
  return linkedUsers(db, { table: 'dashboard_user', parentColumn: 'dashboard_id' }, ids);
}

function toSummary(joined: JoinedRow, owners: Map<number, UserRefRow[]>): DashboardSummary {
  const { creator_first_name, creator_last_name, changer_first_name, changer_last_name, ...row } = joined;
  return {
    ...row,
    created_by: userRefOf(row.created_by_fk, creator_first_name, creator_last_name),
    changed_by: userRefOf(row.changed_by_fk, changer_first_name, changer_last_name),
    owners: owners.get(row.id) ?? [],
  };
}

export async function findDashboards(db: MetadataDb, ids: readonly number[]): Promise<DashboardSummary[]> {
  if (ids.length === 0) return [];
  const rows = await baseQuery(db)
    .where('dashboards.id', 'in', [...new Set(ids)])
    .execute();
  const owners = await ownersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, owners));
}

export async function slugTaken(db: MetadataDb, slug: string): Promise<boolean> {
  const row = await chartTablesOf(db)
    .selectFrom('dashboards')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

export async function listDashboards(
  db: MetadataDb,
  request: DashboardListRequest,
): Promise<{ count: number; rows: DashboardSummary[] }> {
  const { count, rows } = await pagedList(request, {
    countFrom: chartTablesOf(db).selectFrom('dashboards'),
    rowsFrom: baseQuery(db),
    filter: filterOf,
    order: (column) => sql.ref(`dashboards.${column}`),
    tieBreaker: 'dashboards.id',
  });
  const owners = await ownersOf(
    db,
    rows.map((row) => row.id),
  );
  return { count, rows: rows.map((row) => toSummary(row, owners)) };
}

function filterOf(eb: Expressions, filter: DashboardListFilter) {
  switch (filter.kind) {
    case 'title': {
      if (filter.operator === 'eq') return eb('dashboards.dashboard_title', '=', filter.value);
      return likeExpression(sql.ref('dashboards.dashboard_title'), filter.operator, filter.value);
    }
    case 'published':
      return eb('dashboards.published', '=', filter.value ? 1 : 0);
    case 'owner': {
      const owned = sql<SqlBool>`exists (select 1 from dashboard_user o where o.dashboard_id = dashboards.id and o.user_id = ${filter.value})`;
      return filter.negate ? eb.not(owned) : owned;
    }
    case 'ref':
      return eb(sql.ref(`dashboards.${filter.column}`), '=', filter.value);
    case 'favorite': {
      const fav = sql<SqlBool>`exists (select 1 from favstar f where f.class_name = 'Dashboard' and f.obj_id = dashboards.id and f.user_id = ${filter.userId})`;
      return filter.value ? fav : eb.not(fav);
    }
  }
}

/** Inserts the dashboard with its owners in one transaction; its id. */
export async function insertDashboard(
  db: MetadataDb,
  row: NewDashboardRow,
  owners: readonly number[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const t = chartTablesOf(trx);
    const { id } = await t.insertInto('dashboards').values(row).returning('id').executeTakeFirstOrThrow();
    const unique = [...new Set(owners)];
    if (unique.length)
      await t
        .insertInto('dashboard_user')
        .values(unique.map((user_id) => ({ dashboard_id: id, user_id })))
        .execute();
    return id;
  });
}
