// Saved queries: the owner's filtered, ordered, paged list, lookups and writes. Every read and
// write is scoped to one owner (Superset's SavedQueryFilter), so another user's row is "not found".
import { type ExpressionBuilder, sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import {
  type NewSavedQueryRow,
  type SavedQueryRow,
  type SavedQueryUpdate,
  type SqlLabStateTables,
  sqlLabStateTablesOf,
} from '../sqlLabStateTables.ts';
import type { MetadataTables } from '../tables.ts';
import type { UserRefRow } from './databasesRepository.ts';
import {
  distinctValues,
  likeExpression,
  pagedList,
  refFilterExpression,
  type TextOperator,
  textFilterExpression,
} from './listQuery.ts';

export type SavedQueryTextColumn = 'label' | 'schema' | 'sql' | 'description' | 'catalog';
export type SavedQueryRefColumn = 'db_id' | 'created_by_fk' | 'changed_by_fk';
export type { TextOperator };

export type SavedQueryListFilter =
  | { kind: 'text'; column: SavedQueryTextColumn; operator: TextOperator; value: string }
  | { kind: 'all_text'; value: string }
  | { kind: 'ref'; column: SavedQueryRefColumn; value: number; negate: boolean };

export type SavedQueryOrderColumn =
  | 'schema'
  | 'label'
  | 'description'
  | 'sql'
  | 'rows'
  | 'created_on'
  | 'changed_on'
  | 'created_by_first_name'
  | 'database_name';

export interface SavedQueryListRequest {
  ownerId: number;
  filters: readonly SavedQueryListFilter[];
  orderColumn: SavedQueryOrderColumn;
  orderDirection: 'asc' | 'desc';
  /** null: every row. */
  page: { index: number; size: number } | null;
}

export interface SavedQueryFullRow extends SavedQueryRow {
  database_name: string | null;
  created_by: UserRefRow | null;
  changed_by: UserRefRow | null;
}

type Tables = MetadataTables & SqlLabStateTables;
type Expressions = ExpressionBuilder<Tables, 'saved_query'>;

function baseQuery(db: MetadataDb) {
  return sqlLabStateTablesOf(db)
    .selectFrom('saved_query')
    .leftJoin('databases', 'databases.id', 'saved_query.db_id')
    .leftJoin('users as creator', 'creator.id', 'saved_query.created_by_fk')
    .leftJoin('users as changer', 'changer.id', 'saved_query.changed_by_fk')
    .selectAll('saved_query')
    .select([
      'databases.database_name as database_name',
      'creator.first_name as creator_first_name',
      'creator.last_name as creator_last_name',
      'changer.first_name as changer_first_name',
      'changer.last_name as changer_last_name',
    ]);
}

type JoinedRow = SavedQueryRow & {
  database_name: string | null;
  creator_first_name: string | null;
  creator_last_name: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
};

function toFullRow(joined: JoinedRow): SavedQueryFullRow {
  const { creator_first_name, creator_last_name, changer_first_name, changer_last_name, ...row } = joined;
  const ref = (id: number | null, first: string | null, last: string | null) =>
    id === null ? null : { id, first_name: first ?? '', last_name: last ?? '' };
  return {
    ...row,
    created_by: ref(row.created_by_fk, creator_first_name, creator_last_name),
    changed_by: ref(row.changed_by_fk, changer_first_name, changer_last_name),
  };
}

export async function findOwnSavedQuery(
  db: MetadataDb,
  id: number,
  ownerId: number,
): Promise<SavedQueryFullRow | undefined> {
  const row = await baseQuery(db)
    .where('saved_query.id', '=', id)
    .where('saved_query.user_id', '=', ownerId)
    .executeTakeFirst();
  return row ? toFullRow(row) : undefined;
}

export async function listOwnSavedQueries(
  db: MetadataDb,
  request: SavedQueryListRequest,
): Promise<{ count: number; rows: SavedQueryFullRow[] }> {
  const { count, rows } = await pagedList(request, {
    countFrom: sqlLabStateTablesOf(db).selectFrom('saved_query'),
    rowsFrom: baseQuery(db),
    filter: filterExpression,
    scope: (eb: Expressions) => [eb('saved_query.user_id', '=', request.ownerId)],
    order: orderExpression,
    tieBreaker: 'saved_query.id',
  });
  return { count, rows: rows.map(toFullRow) };
}

function orderExpression(column: SavedQueryOrderColumn) {
  if (column === 'created_by_first_name') return sql.ref('creator.first_name');
  if (column === 'database_name') return sql.ref('databases.database_name');
  return sql.ref(`saved_query.${column}`);
}

function filterExpression(eb: Expressions, filter: SavedQueryListFilter) {
  switch (filter.kind) {
    case 'all_text':
      return eb.or(
        (['label', 'description', 'sql'] as const).map((column) =>
          likeExpression(sql.ref(`saved_query.${column}`), 'ct', filter.value),
        ),
      );
    case 'ref':
      return refFilterExpression(eb, sql.ref(`saved_query.${filter.column}`), filter.value, filter.negate);
    case 'text':
      return textFilterExpression(eb, sql.ref(`saved_query.${filter.column}`), filter.operator, filter.value);
  }
}

/** The outcome of a write naming a database: it must exist when the write commits. */
export type SavedQueryWrite =
  | { status: 'ok'; row: SavedQueryRow }
  | { status: 'no_database' }
  | { status: 'not_found' };

async function databaseMissing(db: MetadataDb, id: number | null | undefined): Promise<boolean> {
  if (id === null || id === undefined) return false;
  return (
    (await db.selectFrom('databases').select('id').where('id', '=', id).executeTakeFirst()) === undefined
  );
}

/** Inserts the row in one transaction, unless its database does not exist. */
export async function insertSavedQuery(db: MetadataDb, row: NewSavedQueryRow): Promise<SavedQueryWrite> {
  return db.transaction().execute(async (trx) => {
    if (await databaseMissing(trx, row.db_id)) return { status: 'no_database' } as const;
    const inserted = await sqlLabStateTablesOf(trx)
      .insertInto('saved_query')
      .values(row)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { status: 'ok', row: inserted } as const;
  });
}

/** Updates the owner's row in one transaction, unless it is gone or names a missing database. */
export async function updateOwnSavedQuery(
  db: MetadataDb,
  id: number,
  ownerId: number,
  changes: SavedQueryUpdate,
): Promise<SavedQueryWrite> {
  return db.transaction().execute(async (trx) => {
    if (await databaseMissing(trx, changes.db_id as number | null | undefined))
      return { status: 'no_database' } as const;
    const row = await sqlLabStateTablesOf(trx)
      .updateTable('saved_query')
      .set(changes)
      .where('id', '=', id)
      .where('user_id', '=', ownerId)
      .returningAll()
      .executeTakeFirst();
    return row ? ({ status: 'ok', row } as const) : ({ status: 'not_found' } as const);
  });
}

/**
 * Deletes the owner's saved queries with these ids in one transaction: all of them, or none
 * when one is missing (returns false).
 */
export async function deleteOwnSavedQueries(
  db: MetadataDb,
  ids: readonly number[],
  ownerId: number,
): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  return db.transaction().execute(async (trx) => {
    const t = sqlLabStateTablesOf(trx);
    const found = await t
      .selectFrom('saved_query')
      .select('id')
      .where('id', 'in', unique)
      .where('user_id', '=', ownerId)
      .execute();
    if (found.length !== unique.length) return false;
    await t
      .updateTable('tab_state')
      .set({ saved_query_id: null })
      .where('saved_query_id', 'in', unique)
      .execute();
    await t.deleteFrom('saved_query').where('id', 'in', unique).where('user_id', '=', ownerId).execute();
    return true;
  });
}

/** The distinct schemas of the owner's saved queries containing `filter`, paged. */
export async function distinctOwnSchemas(
  db: MetadataDb,
  ownerId: number,
  filter: string,
  page: { index: number; size: number },
): Promise<{ count: number; values: string[] }> {
  const own = sqlLabStateTablesOf(db).selectFrom('saved_query').where('user_id', '=', ownerId);
  return distinctValues(own, 'schema', filter, page);
}
