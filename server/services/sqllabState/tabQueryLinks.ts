// What tab state needs from SQL Lab's query history (the `query` table, written by the SQL
// execution service): a tab's latest query, the queries of a user's tabs, and moving or removing
// a query. Tab state keeps only the query's client id (no foreign key); a query names its tab by
// sql_editor_id (the tab id as text). Only the caller's own queries, as Superset's
// TabStateView.delete_query; queries come in the client's Query shape (Superset's to_dict).
import type { MetadataDb } from '../../store/metadataStore.ts';
import { queryTablesOf } from '../../store/queryTables.ts';
import { toClientQuery } from '../sqllab/queryShapes.ts';

export type QueryDict = Record<string, unknown>;

export interface TabQueryLinks {
  /** The caller's query with this client id (Superset's Query.to_dict), or null. */
  find(clientId: string, userId: number): Promise<QueryDict | null>;
  /** Client id → query, for the caller's queries in these tabs. */
  ofTabs(userId: number, tabIds: readonly number[]): Promise<Record<string, QueryDict>>;
  /** Moves the caller's query to the tab (its sql_editor_id). */
  moveToTab(clientId: string, userId: number, tabId: number): Promise<void>;
  /** Deletes the caller's query from the tab; the client id of the tab's newest remaining query, or null. */
  removeFromTab(clientId: string, userId: number, tabId: number): Promise<string | null>;
}

/** The caller's queries with their database's and user's names, for the client shape. */
function ownQueries(db: MetadataDb, userId: number) {
  return queryTablesOf(db)
    .selectFrom('query')
    .innerJoin('databases', 'databases.id', 'query.database_id')
    .leftJoin('users', 'users.id', 'query.user_id')
    .selectAll('query')
    .select(['databases.database_name as database_name', 'users.username as username'])
    .where('query.user_id', '=', userId);
}

type NamedQueryRow = Awaited<ReturnType<ReturnType<typeof ownQueries>['executeTakeFirstOrThrow']>>;

function toDict(row: NamedQueryRow): QueryDict {
  const { database_name, username, ...query } = row;
  return toClientQuery(query, { databaseName: database_name, username });
}

export function createTabQueryLinks(db: MetadataDb): TabQueryLinks {
  return {
    async find(clientId, userId) {
      const row = await ownQueries(db, userId).where('query.client_id', '=', clientId).executeTakeFirst();
      return row ? toDict(row) : null;
    },

    async ofTabs(userId, tabIds) {
      if (tabIds.length === 0) return {};
      const rows = await ownQueries(db, userId)
        .where('query.sql_editor_id', 'in', tabIds.map(String))
        .orderBy('query.id', 'asc')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.client_id, toDict(row)]));
    },

    async moveToTab(clientId, userId, tabId) {
      await queryTablesOf(db)
        .updateTable('query')
        .set({ sql_editor_id: String(tabId) })
        .where('client_id', '=', clientId)
        .where('user_id', '=', userId)
        .execute();
    },

    async removeFromTab(clientId, userId, tabId) {
      const qdb = queryTablesOf(db);
      return qdb.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('query')
          .where('client_id', '=', clientId)
          .where('user_id', '=', userId)
          .where('sql_editor_id', '=', String(tabId))
          .execute();
        const newest = await trx
          .selectFrom('query')
          .select('client_id')
          .where('user_id', '=', userId)
          .where('sql_editor_id', '=', String(tabId))
          .orderBy('id', 'desc')
          .executeTakeFirst();
        return newest?.client_id ?? null;
      });
    },
  };
}
