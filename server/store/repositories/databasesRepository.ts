// Connected databases: lookups, inserts and the filtered, ordered, paged list.
import { type ExpressionBuilder, sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import type { DatabaseRow, DatabaseUpdate, MetadataTables, NewDatabaseRow } from '../tables.ts';
import { databaseCreated, databaseDeleted, databaseRenamed } from './dataPermissionsRepository.ts';
import { likeExpression, pagedList, refFilterExpression, type TextOperator } from './listQuery.ts';

export type DatabaseFlagColumn =
  | 'expose_in_sqllab'
  | 'allow_run_async'
  | 'allow_dml'
  | 'allow_ctas'
  | 'allow_cvas'
  | 'allow_file_upload'
  | 'allow_multi_catalog'
  | 'disable_data_preview'
  | 'allow_file_access';

export type DatabaseTextColumn = 'database_name' | 'backend' | 'uuid';

export type DatabaseListFilter =
  | {
      kind: 'text';
      column: DatabaseTextColumn;
      operator: TextOperator;
      value: string;
    }
  | { kind: 'flag'; column: DatabaseFlagColumn; value: boolean; negate: boolean }
  | { kind: 'user'; column: 'created_by_fk' | 'changed_by_fk'; userId: number; negate: boolean }
  /** Superset's DatabaseFilter: the databases granted, named by a schema grant, or holding a granted dataset. */
  | {
      kind: 'access';
      databaseIds: readonly number[];
      databaseNames: readonly string[];
      datasetIds: readonly number[];
    };

export type DatabaseOrderColumn =
  | DatabaseFlagColumn
  | DatabaseTextColumn
  | 'changed_on'
  | 'created_by_first_name';

export interface DatabaseListRequest {
  filters: readonly DatabaseListFilter[];
  orderColumn: DatabaseOrderColumn;
  orderDirection: 'asc' | 'desc';
  /** null: every row. */
  page: { index: number; size: number } | null;
}

export interface UserRefRow {
  id: number;
  first_name: string;
  last_name: string;
}

export interface DatabaseListRow extends DatabaseRow {
  created_by: UserRefRow | null;
  changed_by: UserRefRow | null;
}

type DbExpressions = ExpressionBuilder<MetadataTables, 'databases'>;

export async function findDatabaseByName(db: MetadataDb, name: string): Promise<DatabaseRow | undefined> {
  return db.selectFrom('databases').selectAll().where('database_name', '=', name).executeTakeFirst();
}

export async function findDatabaseById(db: MetadataDb, id: number): Promise<DatabaseRow | undefined> {
  return db.selectFrom('databases').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts the row and its database_access pair; call it inside a transaction. */
export async function insertDatabase(db: MetadataDb, row: NewDatabaseRow): Promise<DatabaseRow> {
  const inserted = await db.insertInto('databases').values(row).returningAll().executeTakeFirstOrThrow();
  await databaseCreated(db, inserted);
  return inserted;
}

/**
 * The changed row, or undefined when there is no database with this id; a rename renames the
 * database's permission pairs. Call it inside a transaction.
 */
export async function updateDatabase(
  db: MetadataDb,
  id: number,
  changes: DatabaseUpdate,
): Promise<DatabaseRow | undefined> {
  const before = await findDatabaseById(db, id);
  if (!before) return undefined;
  const row = await db
    .updateTable('databases')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (row) await databaseRenamed(db, id, before.database_name, row.database_name);
  return row;
}

/** true when a row was deleted (with its permission pairs). Call it inside a transaction. */
export async function deleteDatabase(db: MetadataDb, id: number): Promise<boolean> {
  const before = await findDatabaseById(db, id);
  if (!before) return false;
  const result = await db.deleteFrom('databases').where('id', '=', id).executeTakeFirst();
  await databaseDeleted(db, before);
  return Number(result.numDeletedRows) > 0;
}

/** Another database than `exceptId` already has this name. */
export async function databaseNameTaken(
  db: MetadataDb,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db.selectFrom('databases').select('id').where('database_name', '=', name);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function listDatabases(
  db: MetadataDb,
  request: DatabaseListRequest,
): Promise<{ count: number; rows: DatabaseListRow[] }> {
  const { count, rows } = await pagedList(request, {
    countFrom: db.selectFrom('databases'),
    rowsFrom: db
      .selectFrom('databases')
      .leftJoin('users as creator', 'creator.id', 'databases.created_by_fk')
      .leftJoin('users as changer', 'changer.id', 'databases.changed_by_fk')
      .selectAll('databases')
      .select([
        'creator.first_name as creator_first_name',
        'creator.last_name as creator_last_name',
        'changer.first_name as changer_first_name',
        'changer.last_name as changer_last_name',
      ]),
    filter: filterExpression,
    order: orderExpression,
    tieBreaker: 'databases.id',
    tieDirection: 'asc',
  });
  return {
    count,
    rows: rows.map(
      ({ creator_first_name, creator_last_name, changer_first_name, changer_last_name, ...row }) => ({
        ...row,
        created_by:
          row.created_by_fk === null
            ? null
            : {
                id: row.created_by_fk,
                first_name: creator_first_name ?? '',
                last_name: creator_last_name ?? '',
              },
        changed_by:
          row.changed_by_fk === null
            ? null
            : {
                id: row.changed_by_fk,
                first_name: changer_first_name ?? '',
                last_name: changer_last_name ?? '',
              },
      }),
    ),
  };
}

export type DatabaseAccessFilter = Extract<DatabaseListFilter, { kind: 'access' }>;

/** The condition of Superset's DatabaseFilter on `databases` rows. */
export function accessExpression(eb: DbExpressions, filter: Omit<DatabaseAccessFilter, 'kind'>) {
  const id = sql.ref<number>('databases.id');
  const name = sql.ref<string>('databases.database_name');
  // An empty OR is false in Kysely (1 = 0): no grant, no database.
  const granted = [];
  if (filter.databaseIds.length > 0) granted.push(eb(id, 'in', [...filter.databaseIds]));
  if (filter.databaseNames.length > 0) granted.push(eb(name, 'in', [...filter.databaseNames]));
  if (filter.datasetIds.length > 0) {
    granted.push(
      eb(
        id,
        'in',
        sql<number>`(select database_id from datasets where id in (${sql.join(filter.datasetIds.map((datasetId) => sql.lit(datasetId)))}))`,
      ),
    );
  }
  return eb.or(granted);
}

function orderExpression(column: DatabaseOrderColumn) {
  if (column === 'created_by_first_name') return sql.ref('creator.first_name');
  return sql.ref(`databases.${column}`);
}

function filterExpression(eb: DbExpressions, filter: DatabaseListFilter) {
  if (filter.kind === 'access') return accessExpression(eb, filter);
  const column = sql.ref(`databases.${filter.column}`);
  switch (filter.kind) {
    case 'flag':
      return eb(column, filter.negate ? '<>' : '=', filter.value ? 1 : 0);
    case 'user':
      return refFilterExpression(eb, column, filter.userId, filter.negate);
    case 'text': {
      if (filter.operator === 'eq') return eb(column, '=', filter.value);
      if (filter.operator === 'neq') return eb(column, '<>', filter.value);
      const like = likeExpression(column, filter.operator, filter.value);
      return filter.operator === 'nct' ? eb.not(like) : like;
    }
  }
}

/** The outcome of a write that keeps database names unique. */
export type DatabaseWrite =
  | { status: 'ok'; row: DatabaseRow }
  | { status: 'name_taken' }
  | { status: 'not_found' };

/** Inserts the row in one transaction, unless its name is taken (checked inside it). */
export async function insertUniqueDatabase(db: MetadataDb, row: NewDatabaseRow): Promise<DatabaseWrite> {
  try {
    return await db.transaction().execute(async (trx) => {
      if (await databaseNameTaken(trx, row.database_name, null)) return { status: 'name_taken' } as const;
      return { status: 'ok', row: await insertDatabase(trx, row) } as const;
    });
  } catch (error) {
    // A concurrent insert of the same name hit the unique index.
    if (await databaseNameTaken(db, row.database_name, null)) return { status: 'name_taken' };
    throw error;
  }
}

/** Updates the row in one transaction, unless it is gone or its new name is taken. */
export async function updateUniqueDatabase(
  db: MetadataDb,
  id: number,
  changes: DatabaseUpdate,
): Promise<DatabaseWrite> {
  const name = typeof changes.database_name === 'string' ? changes.database_name : null;
  try {
    return await db.transaction().execute(async (trx) => {
      if (name !== null && (await databaseNameTaken(trx, name, id))) return { status: 'name_taken' } as const;
      const row = await updateDatabase(trx, id, changes);
      return row ? ({ status: 'ok', row } as const) : ({ status: 'not_found' } as const);
    });
  } catch (error) {
    if (name !== null && (await databaseNameTaken(db, name, id))) return { status: 'name_taken' };
    throw error;
  }
}

/** Deletes the row in one transaction; false when there was none. */
export async function deleteDatabaseById(db: MetadataDb, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => deleteDatabase(trx, id));
}
