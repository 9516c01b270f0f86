// Charts with their dataset's name, creator / editor / last saver, owners and dashboards:
// lookups and the filtered, ordered, paged list. Writes are in chartWritesRepository.ts.
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { type ChartDb, type ChartTables, chartTablesOf, type SliceRow } from '../chartTables.ts';
import type { DatasetTables } from '../datasetTables.ts';
import type { MetadataDb } from '../metadataStore.ts';
import type { MetadataTables } from '../tables.ts';
import type { UserRefRow } from './databasesRepository.ts';
import { type DatasetListFilter, filterExpression } from './datasetsRepository.ts';
import {
  existingIds,
  groupedBy,
  likeExpression,
  linkedUsers,
  pagedList,
  refFilterExpression,
  type TextOperator,
  textFilterExpression,
  userRefOf,
} from './listQuery.ts';

export type ChartTextOperator = TextOperator;
export type ChartOrderColumn =
  | 'slice_name'
  | 'viz_type'
  | 'datasource_name'
  | 'changed_on'
  | 'last_saved_at'
  | 'id';

export type ChartListFilter =
  | {
      kind: 'text';
      column: 'slice_name' | 'viz_type' | 'description';
      operator: ChartTextOperator;
      value: string;
    }
  | {
      kind: 'ref';
      column: 'datasource_id' | 'created_by_fk' | 'changed_by_fk';
      value: number;
      negate: boolean;
    }
  | { kind: 'owner'; value: number; negate: boolean }
  | { kind: 'dashboard'; value: number; negate: boolean }
  | { kind: 'favorite'; userId: number; value: boolean }
  /** Superset's ChartAllTextFilter: name, description, viz type or dataset name contain it. */
  | { kind: 'allText'; value: string }
  /** The charts whose dataset the caller may access (the dataset list's access filter). */
  | { kind: 'datasetAccess'; access: DatasetListFilter };

export interface ChartListRequest {
  filters: readonly ChartListFilter[];
  orderColumn: ChartOrderColumn;
  orderDirection: 'asc' | 'desc';
  page: { index: number; size: number } | null;
}

export interface ChartSummary extends SliceRow {
  /** The dataset's table_name and schema (null when the datasource is gone or not a dataset). */
  table_name: string | null;
  table_schema: string | null;
  created_by: UserRefRow | null;
  changed_by: UserRefRow | null;
  last_saved_by: UserRefRow | null;
  owners: UserRefRow[];
  dashboards: { id: number; dashboard_title: string | null }[];
}

type Tables = MetadataTables & DatasetTables & ChartTables;
type Expressions = ExpressionBuilder<Tables, 'slices'>;

function baseQuery(t: ChartDb) {
  return t
    .selectFrom('slices')
    .leftJoin('datasets as ds', (join) =>
      join.onRef('ds.id', '=', 'slices.datasource_id').on('slices.datasource_type', '=', 'table'),
    )
    .leftJoin('users as creator', 'creator.id', 'slices.created_by_fk')
    .leftJoin('users as changer', 'changer.id', 'slices.changed_by_fk')
    .leftJoin('users as saver', 'saver.id', 'slices.last_saved_by_fk')
    .selectAll('slices')
    .select([
      'ds.table_name as table_name',
      'ds.schema as table_schema',
      'creator.first_name as creator_first_name',
      'creator.last_name as creator_last_name',
      'changer.first_name as changer_first_name',
      'changer.last_name as changer_last_name',
      'saver.first_name as saver_first_name',
      'saver.last_name as saver_last_name',
    ]);
}

type JoinedRow = SliceRow & {
  table_name: string | null;
  table_schema: string | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
  saver_first_name: string | null;
  saver_last_name: string | null;
};

async function listsOf(t: ChartDb, ids: readonly number[]) {
  if (ids.length === 0)
    return {
      owners: new Map<number, UserRefRow[]>(),
      dashboards: new Map<number, { id: number; dashboard_title: string | null }[]>(),
    };
  const boardRows = await t
    .selectFrom('dashboard_slices')
    .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
    .select(['dashboard_slices.slice_id', 'dashboards.id', 'dashboards.dashboard_title'])
    .where('dashboard_slices.slice_id', 'in', [...ids])
    .orderBy('dashboards.id')
    .execute();
  return {
    owners: await linkedUsers(t, { table: 'slice_user', parentColumn: 'slice_id' }, ids),
    dashboards: groupedBy(boardRows, 'slice_id'),
  };
}

function toSummary(joined: JoinedRow, lists: Awaited<ReturnType<typeof listsOf>>): ChartSummary {
  const {
    creator_first_name,
    creator_last_name,
    changer_first_name,
    changer_last_name,
    saver_first_name,
    saver_last_name,
    ...row
  } = joined;
  return {
    ...row,
    created_by: userRefOf(row.created_by_fk, creator_first_name, creator_last_name),
    changed_by: userRefOf(row.changed_by_fk, changer_first_name, changer_last_name),
    last_saved_by: userRefOf(row.last_saved_by_fk, saver_first_name, saver_last_name),
    owners: lists.owners.get(row.id) ?? [],
    dashboards: lists.dashboards.get(row.id) ?? [],
  };
}

export async function findChart(db: MetadataDb, id: number): Promise<ChartSummary | undefined> {
  const t = chartTablesOf(db);
  const joined = await baseQuery(t).where('slices.id', '=', id).executeTakeFirst();
  if (!joined) return undefined;
  return toSummary(joined, await listsOf(t, [id]));
}

/** The ids among these that are charts. */
export async function existingChartIds(db: MetadataDb, ids: readonly number[]): Promise<Set<number>> {
  return existingIds(chartTablesOf(db).selectFrom('slices'), ids);
}

export async function listCharts(
  db: MetadataDb,
  request: ChartListRequest,
): Promise<{ count: number; rows: ChartSummary[] }> {
  const t = chartTablesOf(db);
  const { count, rows } = await pagedList(request, {
    countFrom: t
      .selectFrom('slices')
      .leftJoin('datasets as ds', (join) =>
        join.onRef('ds.id', '=', 'slices.datasource_id').on('slices.datasource_type', '=', 'table'),
      ),
    rowsFrom: baseQuery(t),
    filter: filterOf,
    order: orderExpression,
    tieBreaker: 'slices.id',
  });
  const lists = await listsOf(
    t,
    rows.map((row) => row.id),
  );
  return { count, rows: rows.map((row) => toSummary(row, lists)) };
}

function orderExpression(column: ChartOrderColumn) {
  if (column === 'datasource_name') return sql.ref('ds.table_name');
  return sql.ref(`slices.${column}`);
}

function filterOf(eb: Expressions, filter: ChartListFilter) {
  switch (filter.kind) {
    case 'text':
      return textFilterExpression(eb, sql.ref(`slices.${filter.column}`), filter.operator, filter.value);
    case 'ref':
      return refFilterExpression(eb, sql.ref(`slices.${filter.column}`), filter.value, filter.negate);
    case 'owner': {
      const owned = sql<SqlBool>`exists (select 1 from slice_user o where o.slice_id = slices.id and o.user_id = ${filter.value})`;
      return filter.negate ? eb.not(owned) : owned;
    }
    case 'dashboard': {
      const on = sql<SqlBool>`exists (select 1 from dashboard_slices d where d.slice_id = slices.id and d.dashboard_id = ${filter.value})`;
      return filter.negate ? eb.not(on) : on;
    }
    case 'favorite': {
      const fav = sql<SqlBool>`exists (select 1 from favstar f where f.class_name = 'slice' and f.obj_id = slices.id and f.user_id = ${filter.userId})`;
      return filter.value ? fav : eb.not(fav);
    }
    case 'allText':
      return eb.or(
        ['slices.slice_name', 'slices.description', 'slices.viz_type', 'ds.table_name'].map((name) =>
          likeExpression(sql.ref(name), 'ct', filter.value),
        ),
      );
    case 'datasetAccess': {
      const access = filter.access;
      return sql<SqlBool>`(slices.datasource_type = 'table' and slices.datasource_id in (${chartTablesOfEb(eb, access)}))`;
    }
  }
}

function chartTablesOfEb(eb: Expressions, access: DatasetListFilter) {
  return (eb as unknown as ExpressionBuilder<Tables, never>)
    .selectFrom('datasets')
    .select('datasets.id')
    .where((inner) => filterExpression(inner as never, access));
}

/** The charts on a dataset (for the dataset's related_objects). */
export async function chartsOfDataset(db: MetadataDb, datasetId: number) {
  return chartTablesOf(db)
    .selectFrom('slices')
    .select(['id', 'slice_name', 'viz_type'])
    .where('datasource_type', '=', 'table')
    .where('datasource_id', '=', datasetId)
    .orderBy('id')
    .execute();
}

/** The dashboards holding a chart of the dataset. */
export async function dashboardsOfDataset(db: MetadataDb, datasetId: number) {
  return chartTablesOf(db)
    .selectFrom('dashboards')
    .select(['dashboards.id', 'dashboards.json_metadata', 'dashboards.slug', 'dashboards.dashboard_title'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('dashboard_slices')
          .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
          .select('dashboard_slices.slice_id')
          .whereRef('dashboard_slices.dashboard_id', '=', 'dashboards.id')
          .where('slices.datasource_type', '=', 'table')
          .where('slices.datasource_id', '=', datasetId),
      ),
    )
    .orderBy('dashboards.id')
    .execute();
}

/** A chart's cache_timeout (null when it has none or does not exist). */
export async function chartCacheTimeoutOf(db: MetadataDb, id: number): Promise<number | null> {
  const row = await chartTablesOf(db)
    .selectFrom('slices')
    .select('cache_timeout')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.cache_timeout ?? null;
}
