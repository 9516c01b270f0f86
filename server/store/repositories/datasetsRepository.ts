// Datasets with their database, creator / editor names, owners, columns and metrics: lookups,
// the filtered, ordered, paged list, distinct schemas. Writes are in datasetWritesRepository.ts.
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import {
  type DatasetColumnRow,
  type DatasetDb,
  type DatasetMetricRow,
  type DatasetRow,
  type DatasetTables,
  datasetTablesOf,
} from '../datasetTables.ts';
import type { MetadataDb } from '../metadataStore.ts';
import type { MetadataTables } from '../tables.ts';
import type { UserRefRow } from './databasesRepository.ts';
import {
  distinctValues,
  existingIds,
  linkedUsers,
  pagedList,
  refFilterExpression,
  type TextOperator,
  textFilterExpression,
  userRefOf,
} from './listQuery.ts';

export type DatasetTextColumn = 'table_name' | 'schema' | 'catalog' | 'sql' | 'description';
export type DatasetRefColumn = 'database_id' | 'created_by_fk' | 'changed_by_fk';
export type { TextOperator };
export type DatasetOrderColumn =
  | 'table_name'
  | 'schema'
  | 'changed_by_first_name'
  | 'changed_on'
  | 'database_name';

export type DatasetListFilter =
  | { kind: 'text'; column: DatasetTextColumn; operator: TextOperator; value: string }
  | { kind: 'ref'; column: DatasetRefColumn; value: number; negate: boolean }
  | { kind: 'owner'; value: number; negate: boolean }
  | { kind: 'physical'; value: boolean }
  | { kind: 'certified'; value: boolean }
  /** The datasets a caller may see: owned, named, or of a database / schema they may access. */
  | {
      kind: 'access';
      ownerId: number;
      datasetIds: readonly number[];
      databaseIds: readonly number[];
      schemas: ReadonlyArray<{ databaseName: string; schema: string }>;
    };

export interface DatasetListRequest {
  filters: readonly DatasetListFilter[];
  orderColumn: DatasetOrderColumn;
  orderDirection: 'asc' | 'desc';
  /** null: every row. */
  page: { index: number; size: number } | null;
}

/** A dataset row with what its replies name: database, creator, editor, owners. */
export interface DatasetSummary extends DatasetRow {
  database_name: string;
  backend: string;
  allow_multi_catalog: boolean;
  created_by: UserRefRow | null;
  changed_by: UserRefRow | null;
  owners: UserRefRow[];
}

export interface DatasetFull extends DatasetSummary {
  columns: DatasetColumnRow[];
  metrics: DatasetMetricRow[];
}

type Tables = MetadataTables & DatasetTables;
type Expressions = ExpressionBuilder<Tables, 'datasets'>;

function baseQuery(t: DatasetDb) {
  return t
    .selectFrom('datasets')
    .innerJoin('databases', 'databases.id', 'datasets.database_id')
    .leftJoin('users as creator', 'creator.id', 'datasets.created_by_fk')
    .leftJoin('users as changer', 'changer.id', 'datasets.changed_by_fk')
    .selectAll('datasets')
    .select([
      'databases.database_name as database_name',
      'databases.backend as backend',
      'databases.allow_multi_catalog as db_allow_multi_catalog',
      'creator.first_name as creator_first_name',
      'creator.last_name as creator_last_name',
      'changer.first_name as changer_first_name',
      'changer.last_name as changer_last_name',
    ]);
}

type JoinedRow = DatasetRow & {
  database_name: string;
  backend: string;
  db_allow_multi_catalog: number;
  creator_first_name: string | null;
  creator_last_name: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
};

function toSummary(joined: JoinedRow, owners: UserRefRow[]): DatasetSummary {
  const {
    creator_first_name,
    creator_last_name,
    changer_first_name,
    changer_last_name,
    db_allow_multi_catalog,
    ...row
  } = joined;
  return {
    ...row,
    allow_multi_catalog: db_allow_multi_catalog === 1,
    created_by: userRefOf(row.created_by_fk, creator_first_name, creator_last_name),
    changed_by: userRefOf(row.changed_by_fk, changer_first_name, changer_last_name),
    owners,
  };
}

function ownersOf(t: DatasetDb, ids: readonly number[]): Promise<Map<number, UserRefRow[]>> {
  return linkedUsers(t, { table: 'dataset_owners', parentColumn: 'dataset_id' }, ids);
}

export async function findDataset(db: MetadataDb, id: number): Promise<DatasetFull | undefined> {
  const t = datasetTablesOf(db);
  const joined = await baseQuery(t).where('datasets.id', '=', id).executeTakeFirst();
  if (!joined) return undefined;
  const owners = (await ownersOf(t, [id])).get(id) ?? [];
  const columns = await t
    .selectFrom('dataset_columns')
    .selectAll()
    .where('dataset_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const metrics = await t
    .selectFrom('dataset_metrics')
    .selectAll()
    .where('dataset_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...toSummary(joined, owners), columns, metrics };
}

/** The id of the dataset on that table (NULL catalog / schema equal to NULL), if any. */
export async function findDatasetIdByTable(
  db: MetadataDb,
  table: { databaseId: number; catalog: string | null; schema: string | null; tableName: string },
  exceptId: number | null = null,
): Promise<number | undefined> {
  const row = await datasetTablesOf(db)
    .selectFrom('datasets')
    .select('id')
    .where('database_id', '=', table.databaseId)
    .where('table_name', '=', table.tableName)
    .where(sql<SqlBool>`coalesce(catalog, '') = ${table.catalog ?? ''}`)
    .where(sql<SqlBool>`coalesce(schema, '') = ${table.schema ?? ''}`)
    .where((eb) => (exceptId === null ? eb.lit(true) : eb('id', '<>', exceptId)))
    .executeTakeFirst();
  return row?.id;
}

export async function listDatasets(
  db: MetadataDb,
  request: DatasetListRequest,
): Promise<{ count: number; rows: DatasetSummary[] }> {
  const t = datasetTablesOf(db);
  const { count, rows } = await pagedList(request, {
    countFrom: t.selectFrom('datasets'),
    rowsFrom: baseQuery(t),
    filter: filterExpression,
    order: orderExpression,
    tieBreaker: 'datasets.id',
  });
  const owners = await ownersOf(
    t,
    rows.map((row) => row.id),
  );
  return { count, rows: rows.map((row) => toSummary(row, owners.get(row.id) ?? [])) };
}

function orderExpression(column: DatasetOrderColumn) {
  if (column === 'changed_by_first_name') return sql.ref('changer.first_name');
  if (column === 'database_name') return sql.ref('databases.database_name');
  return sql.ref(`datasets.${column}`);
}

/** The WHERE expression of one dataset list filter (also what the chart list uses for dataset access). */
export function filterExpression(eb: Expressions, filter: DatasetListFilter) {
  switch (filter.kind) {
    case 'ref':
      return refFilterExpression(eb, sql.ref(`datasets.${filter.column}`), filter.value, filter.negate);
    case 'owner': {
      const owned = sql<SqlBool>`exists (select 1 from dataset_owners o where o.dataset_id = datasets.id and o.user_id = ${filter.value})`;
      return filter.negate ? eb.not(owned) : owned;
    }
    case 'physical': {
      const physical = sql<SqlBool>`(datasets.sql is null or datasets.sql = '')`;
      return filter.value ? physical : eb.not(physical);
    }
    case 'certified': {
      const certified = sql<SqlBool>`(datasets.extra like '%"certification"%' and datasets.extra like '%"certified_by"%')`;
      return filter.value ? certified : eb.not(certified);
    }
    case 'access': {
      const allowed = [
        sql<SqlBool>`exists (select 1 from dataset_owners o where o.dataset_id = datasets.id and o.user_id = ${filter.ownerId})`,
      ];
      if (filter.datasetIds.length > 0)
        allowed.push(sql<SqlBool>`datasets.id in (${sql.join([...filter.datasetIds])})`);
      if (filter.databaseIds.length > 0)
        allowed.push(sql<SqlBool>`datasets.database_id in (${sql.join([...filter.databaseIds])})`);
      for (const { databaseName, schema } of filter.schemas) {
        allowed.push(
          sql<SqlBool>`(datasets.schema = ${schema} and datasets.database_id in (select d.id from databases d where d.database_name = ${databaseName}))`,
        );
      }
      return eb.or(allowed);
    }
    case 'text':
      return textFilterExpression(eb, sql.ref(`datasets.${filter.column}`), filter.operator, filter.value);
  }
}

/** The ids among these that are users. */
export async function existingUserIds(db: MetadataDb, ids: readonly number[]): Promise<Set<number>> {
  return existingIds(db.selectFrom('users'), ids);
}

/** The distinct schemas of datasets containing `filter`, paged. */
export async function distinctDatasetSchemas(
  db: MetadataDb,
  filter: string,
  page: { index: number; size: number },
): Promise<{ count: number; values: string[] }> {
  return distinctValues(datasetTablesOf(db).selectFrom('datasets'), 'schema', filter, page);
}

/** How many datasets read from the database (a database with datasets cannot be deleted). */
export async function countDatasetsOfDatabase(db: MetadataDb, databaseId: number): Promise<number> {
  const row = await datasetTablesOf(db)
    .selectFrom('datasets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('database_id', '=', databaseId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A physical dataset as the SQL access check matches tables against it. */
export interface PhysicalDatasetRef {
  id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  ownerIds: number[];
}

/** The database's physical datasets (virtual ones name no table), with their owners. */
export async function physicalDatasetsOf(db: MetadataDb, databaseId: number): Promise<PhysicalDatasetRef[]> {
  const t = datasetTablesOf(db);
  const rows = await t
    .selectFrom('datasets')
    .select(['id', 'catalog', 'schema', 'table_name'])
    .where('database_id', '=', databaseId)
    .where((eb) => eb.or([eb('sql', 'is', null), eb('sql', '=', '')]))
    .execute();
  const owners = await t
    .selectFrom('dataset_owners')
    .innerJoin('datasets', 'datasets.id', 'dataset_owners.dataset_id')
    .select(['dataset_owners.dataset_id', 'dataset_owners.user_id'])
    .where('datasets.database_id', '=', databaseId)
    .execute();
  return rows.map((row) => ({
    ...row,
    ownerIds: owners.filter((owner) => owner.dataset_id === row.id).map((owner) => owner.user_id),
  }));
}

/** The schemas of the database's datasets granted by these datasource_access ids. */
export async function schemasOfDatasets(
  db: MetadataDb,
  databaseId: number,
  datasetIds: readonly number[],
): Promise<string[]> {
  if (datasetIds.length === 0) return [];
  const rows = await datasetTablesOf(db)
    .selectFrom('datasets')
    .select('schema')
    .distinct()
    .where('database_id', '=', databaseId)
    .where('id', 'in', [...datasetIds])
    .where('schema', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.schema ? [row.schema] : []));
}

/** Whether any of these datasets belongs to the database. */
export async function databaseHoldsDatasets(
  db: MetadataDb,
  databaseId: number,
  datasetIds: readonly number[],
): Promise<boolean> {
  if (datasetIds.length === 0) return false;
  const row = await datasetTablesOf(db)
    .selectFrom('datasets')
    .select('id')
    .where('database_id', '=', databaseId)
    .where('id', 'in', [...datasetIds])
    .executeTakeFirst();
  return row !== undefined;
}
