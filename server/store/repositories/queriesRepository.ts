// SQL Lab's queries: insert, life-cycle updates (never overwriting a stopped query), lookups,
// the filtered and paged history list, and the caller's queries changed since a time.
import { type ExpressionBuilder, type Insertable, sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import {
  type QueryRow,
  type QueryTable,
  type QueryTables,
  type QueryUpdate,
  queryTablesOf,
} from '../queryTables.ts';
import { type MetadataTables, nowIso } from '../tables.ts';
import { likeExpression, pagedList } from './listQuery.ts';

export type QueryListFilter =
  | {
      kind: 'eq';
      column: 'database_id' | 'user_id' | 'status' | 'tab_name';
      value: string | number;
      negate: boolean;
    }
  | { kind: 'contains'; column: 'sql' | 'tab_name'; value: string }
  | { kind: 'range'; column: 'start_time' | 'end_time'; operator: 'gt' | 'lt'; value: number };

export type QueryOrderColumn =
  | 'changed_on'
  | 'database_name'
  | 'rows'
  | 'schema'
  | 'start_time'
  | 'end_time'
  | 'sql'
  | 'status'
  | 'tab_name'
  | 'user_first_name';

export interface QueryListRequest {
  filters: readonly QueryListFilter[];
  /** Only this user's queries; null: everybody's (Admin). */
  ownerId: number | null;
  orderColumn: QueryOrderColumn;
  orderDirection: 'asc' | 'desc';
  page: { index: number; size: number } | null;
}

export interface QueryListRow extends QueryRow {
  database_name: string;
  user_first_name: string | null;
  user_last_name: string | null;
}

type Tables = MetadataTables & QueryTables;
type Eb = ExpressionBuilder<Tables, 'query'>;

export async function insertQuery(
  db: MetadataDb,
  row: Omit<Insertable<QueryTable>, 'changed_on'>,
): Promise<QueryRow> {
  return queryTablesOf(db)
    .insertInto('query')
    .values({ ...row, changed_on: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applies the changes unless the query was stopped meanwhile; the row after, or undefined when stopped/gone. */
export async function updateQueryUnlessStopped(
  db: MetadataDb,
  id: number,
  changes: QueryUpdate,
): Promise<QueryRow | undefined> {
  return queryTablesOf(db)
    .updateTable('query')
    .set({ ...changes, changed_on: nowIso() })
    .where('id', '=', id)
    .where('status', '<>', 'stopped')
    .returningAll()
    .executeTakeFirst();
}

/** Marks a query stopped unless it already finished; the row after (stopped or not). */
export async function markQueryStopped(
  db: MetadataDb,
  id: number,
  endTime: number,
): Promise<QueryRow | undefined> {
  const qdb = queryTablesOf(db);
  return qdb.transaction().execute(async (trx) => {
    await trx
      .updateTable('query')
      .set({ status: 'stopped', end_time: endTime, changed_on: nowIso() })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'running', 'started', 'scheduled', 'fetching'])
      .execute();
    return trx.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();
  });
}

export async function findQueryById(db: MetadataDb, id: number): Promise<QueryRow | undefined> {
  return queryTablesOf(db).selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findQueryByClientId(db: MetadataDb, clientId: string): Promise<QueryRow | undefined> {
  return queryTablesOf(db)
    .selectFrom('query')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** The user's queries changed after `sinceIso`, oldest change first, with their database's name. */
export async function queriesChangedSince(
  db: MetadataDb,
  userId: number,
  sinceIso: string,
): Promise<Array<QueryRow & { database_name: string }>> {
  return queryTablesOf(db)
    .selectFrom('query')
    .innerJoin('databases', 'databases.id', 'query.database_id')
    .selectAll('query')
    .select('databases.database_name as database_name')
    .where('query.user_id', '=', userId)
    .where('query.changed_on', '>', sinceIso)
    .orderBy('query.changed_on', 'asc')
    .orderBy('query.id', 'asc')
    .execute();
}

export async function listQueries(
  db: MetadataDb,
  request: QueryListRequest,
): Promise<{ count: number; rows: QueryListRow[] }> {
  const qdb = queryTablesOf(db);
  const { count, rows } = await pagedList(request, {
    countFrom: qdb.selectFrom('query'),
    rowsFrom: qdb
      .selectFrom('query')
      .innerJoin('databases', 'databases.id', 'query.database_id')
      .leftJoin('users', 'users.id', 'query.user_id')
      .selectAll('query')
      .select([
        'databases.database_name as database_name',
        'users.first_name as user_first_name',
        'users.last_name as user_last_name',
      ]),
    filter: filterExpression,
    scope: (eb: Eb) => (request.ownerId === null ? [] : [eb('query.user_id', '=', request.ownerId)]),
    order: orderExpression,
    tieBreaker: 'query.id',
    tieDirection: 'desc',
  });
  return { count, rows };
}

function orderExpression(column: QueryOrderColumn) {
  if (column === 'database_name') return sql.ref('databases.database_name');
  if (column === 'user_first_name') return sql.ref('users.first_name');
  return sql.ref(`query.${column}`);
}

function filterExpression(eb: Eb, filter: QueryListFilter) {
  const column = sql.ref(`query.${filter.column}`);
  switch (filter.kind) {
    case 'eq':
      return eb(column, filter.negate ? '<>' : '=', filter.value);
    case 'range':
      return eb(column, filter.operator === 'gt' ? '>' : '<', filter.value);
    case 'contains':
      return likeExpression(column, 'ct', filter.value);
  }
}
