// Chart writes, each one transaction: the chart row, its owners and its dashboards, each newly
// named dashboard's layout rewritten (by the caller's function) in the same transaction; deletes
// (owners and dashboard links cascade). Favourites of charts and dashboards (favstar).
import { type ChartDb, chartTablesOf, type NewSliceRow, type SliceUpdate } from '../chartTables.ts';
import type { MetadataDb } from '../metadataStore.ts';

export interface ChartLinks {
  owners?: readonly number[];
  /** The chart's dashboards after the write (links to others are removed). */
  dashboards?: readonly number[];
  /** The layout of a dashboard the chart is added to: position_json in, position_json out. */
  relayout?: (
    positionJson: string | null,
    chart: { id: number; uuid: string; slice_name: string | null },
  ) => string;
}

async function writeLinks(t: ChartDb, sliceId: number, links: ChartLinks, now: string) {
  if (links.owners) {
    await t.deleteFrom('slice_user').where('slice_id', '=', sliceId).execute();
    const owners = [...new Set(links.owners)];
    if (owners.length)
      await t
        .insertInto('slice_user')
        .values(owners.map((user_id) => ({ slice_id: sliceId, user_id })))
        .execute();
  }
  if (!links.dashboards) return;
  const wanted = [...new Set(links.dashboards)];
  const current = await t
    .selectFrom('dashboard_slices')
    .select('dashboard_id')
    .where('slice_id', '=', sliceId)
    .execute();
  const before = new Set(current.map((row) => row.dashboard_id));
  await t
    .deleteFrom('dashboard_slices')
    .where('slice_id', '=', sliceId)
    .where((eb) => (wanted.length ? eb('dashboard_id', 'not in', wanted) : eb.lit(true)))
    .execute();
  const chart = await t
    .selectFrom('slices')
    .select(['id', 'uuid', 'slice_name'])
    .where('id', '=', sliceId)
    .executeTakeFirstOrThrow();
  for (const dashboardId of wanted) {
    if (!before.has(dashboardId))
      await t
        .insertInto('dashboard_slices')
        .values({ dashboard_id: dashboardId, slice_id: sliceId })
        .execute();
    if (!links.relayout) continue;
    const board = await t
      .selectFrom('dashboards')
      .select('position_json')
      .where('id', '=', dashboardId)
      .executeTakeFirstOrThrow();
    const next = links.relayout(board.position_json, chart);
    if (next !== board.position_json)
      await t
        .updateTable('dashboards')
        .set({ position_json: next, changed_on: now })
        .where('id', '=', dashboardId)
        .execute();
  }
}

/** Inserts the chart with its owners and dashboards in one transaction; its id. */
export async function insertChart(db: MetadataDb, row: NewSliceRow, links: ChartLinks): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const t = chartTablesOf(trx);
    const { id } = await t.insertInto('slices').values(row).returning('id').executeTakeFirstOrThrow();
    await writeLinks(t, id, links, row.changed_on);
    return id;
  });
}

/** Updates the chart and the links given, in one transaction. */
export async function updateChart(db: MetadataDb, id: number, changes: SliceUpdate, links: ChartLinks) {
  await db.transaction().execute(async (trx) => {
    const t = chartTablesOf(trx);
    await t.updateTable('slices').set(changes).where('id', '=', id).execute();
    await writeLinks(t, id, links, changes.changed_on ?? new Date().toISOString());
  });
}

/** Deletes the charts (owners, dashboard links cascade; their favourites go too) in one transaction. */
export async function deleteCharts(db: MetadataDb, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (trx) => {
    const t = chartTablesOf(trx);
    await t.deleteFrom('favstar').where('class_name', '=', 'slice').where('obj_id', 'in', unique).execute();
    await t.deleteFrom('slices').where('id', 'in', unique).execute();
  });
}

export type FavoriteClass = 'slice' | 'Dashboard';

export async function favoriteIds(
  db: MetadataDb,
  userId: number,
  className: FavoriteClass,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await chartTablesOf(db)
    .selectFrom('favstar')
    .select('obj_id')
    .where('user_id', '=', userId)
    .where('class_name', '=', className)
    .where('obj_id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((row) => row.obj_id));
}

/** Marks (value true) or unmarks a favourite; marking twice keeps one row. */
export async function setFavorite(
  db: MetadataDb,
  userId: number,
  className: FavoriteClass,
  objId: number,
  value: boolean,
): Promise<void> {
  const t = chartTablesOf(db);
  if (!value) {
    await t
      .deleteFrom('favstar')
      .where('user_id', '=', userId)
      .where('class_name', '=', className)
      .where('obj_id', '=', objId)
      .execute();
    return;
  }
  await t
    .insertInto('favstar')
    .values({ user_id: userId, class_name: className, obj_id: objId, dttm: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
    .execute();
}
