// Connected databases: lookups, inserts and the filtered, ordered, paged list.
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { MetadataDb } from '../metadataStore.ts';
import type { DatabaseRow, MetadataTables, NewDatabaseRow } from '../tables.ts';

export type DatabaseFlagColumn =
  | 'expose_in_sqllab'
  | 'allow_run_async'
  | 'allow_dml'
  | 'allow_ctas'
  | 'allow_cvas'
  | 'allow_file_upload'
  | 'allow_multi_catalog'
  | 'disable_data_preview';

export type DatabaseTextColumn = 'database_name' | 'backend' | 'uuid';

export type DatabaseListFilter =
  | {
      kind: 'text';
      column: DatabaseTextColumn;
      operator: 'ct' | 'nct' | 'sw' | 'ew' | 'eq' | 'neq';
      value: string;
    }
  | { kind: 'flag'; column: DatabaseFlagColumn; value: boolean; negate: boolean }
  | { kind: 'user'; column: 'created_by_fk' | 'changed_by_fk'; userId: number; negate: boolean };

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

export async function insertDatabase(db: MetadataDb, row: NewDatabaseRow): Promise<DatabaseRow> {
  return db.insertInto('databases').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function listDatabases(
  db: MetadataDb,
  request: DatabaseListRequest,
): Promise<{ count: number; rows: DatabaseListRow[] }> {
  const where = (eb: DbExpressions) => eb.and(request.filters.map((filter) => filterExpression(eb, filter)));
  const countRow = await db
    .selectFrom('databases')
    .select((eb) => eb.fn.countAll().as('count'))
    .where((eb) => where(eb as unknown as DbExpressions))
    .executeTakeFirstOrThrow();

  let query = db
    .selectFrom('databases')
    .leftJoin('users as creator', 'creator.id', 'databases.created_by_fk')
    .leftJoin('users as changer', 'changer.id', 'databases.changed_by_fk')
    .selectAll('databases')
    .select([
      'creator.first_name as creator_first_name',
      'creator.last_name as creator_last_name',
      'changer.first_name as changer_first_name',
      'changer.last_name as changer_last_name',
    ])
    .where((eb) => where(eb as unknown as DbExpressions))
    .orderBy(orderExpression(request.orderColumn), request.orderDirection)
    .orderBy('databases.id', 'asc');
  if (request.page) query = query.limit(request.page.size).offset(request.page.index * request.page.size);
  const rows = await query.execute();
  return {
    count: Number(countRow.count),
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

function orderExpression(column: DatabaseOrderColumn) {
  if (column === 'created_by_first_name') return sql.ref('creator.first_name');
  return sql.ref(`databases.${column}`);
}

function filterExpression(eb: DbExpressions, filter: DatabaseListFilter) {
  const column = sql.ref(`databases.${filter.column}`);
  switch (filter.kind) {
    case 'flag':
      return eb(column, filter.negate ? '<>' : '=', filter.value ? 1 : 0);
    case 'user':
      return filter.negate
        ? eb.or([eb(column, 'is', null), eb(column, '<>', filter.userId)])
        : eb(column, '=', filter.userId);
    case 'text': {
      if (filter.operator === 'eq') return eb(column, '=', filter.value);
      if (filter.operator === 'neq') return eb(column, '<>', filter.value);
      const escaped = filter.value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      const pattern =
        filter.operator === 'sw' ? `${escaped}%` : filter.operator === 'ew' ? `%${escaped}` : `%${escaped}%`;
      const like = sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
      return filter.operator === 'nct' ? eb.not(like) : like;
    }
  }
}
