// A query row in the shapes the API gives it: the SQL editor's Query (Superset's
// Query.to_dict()), the history record (QueryRestApi show columns), and result columns/rows.
import type { components } from '../../../src/api/schema.gen.ts';
import type { JsonValue, ResultColumn } from '../../engines/engineSpec.ts';
import type { QueryRow } from '../../store/queryTables.ts';
import { jsonObjectOf } from '../shared/jsonText.ts';

export type ClientQuery = components['schemas']['ClientQuery'];
export type QueryRecord = components['schemas']['QueryRecord'];
export type QueryExecutionResponse = components['schemas']['QueryExecutionResponse'];
type ApiResultColumn = components['schemas']['ResultColumn'];
type LimitingFactor = NonNullable<ClientQuery['limitingFactor']>;

const LIMITING_FACTORS = new Set(['QUERY', 'DROPDOWN', 'QUERY_AND_DROPDOWN', 'NOT_LIMITED', 'UNKNOWN']);

export interface QueryOwner {
  databaseName: string | null;
  username: string | null;
}

export function extraOf(row: Pick<QueryRow, 'extra_json'>): Record<string, unknown> {
  return jsonObjectOf(row.extra_json);
}

export function toClientQuery(row: QueryRow, owner: QueryOwner): ClientQuery {
  return {
    changed_on: row.changed_on,
    dbId: row.database_id,
    db: owner.databaseName,
    endDttm: row.end_time,
    errorMessage: row.error_message,
    executedSql: row.executed_sql,
    id: row.client_id,
    queryId: row.id,
    serverId: row.id,
    limit: row.limit,
    limitingFactor: LIMITING_FACTORS.has(row.limiting_factor)
      ? (row.limiting_factor as LimitingFactor)
      : 'UNKNOWN',
    progress: row.progress,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    ctas: row.select_as_cta === 1,
    ctas_method: row.ctas_method === 'VIEW' ? 'VIEW' : row.select_as_cta === 1 ? 'TABLE' : null,
    sql: row.sql,
    sqlEditorId: row.sql_editor_id,
    startDttm: row.start_time ?? 0,
    state: row.status,
    tab: row.tab_name,
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    userId: row.user_id,
    user: owner.username,
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    extra: extraOf(row),
  };
}

export function toQueryRecord(row: QueryRow): QueryRecord {
  return {
    id: row.id,
    client_id: row.client_id,
    database: { id: row.database_id },
    changed_on: row.changed_on,
    end_result_backend_time: row.end_result_backend_time,
    end_time: row.end_time,
    error_message: row.error_message,
    executed_sql: row.executed_sql,
    limit: row.limit,
    progress: row.progress,
    results_key: row.results_key,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    select_as_cta: row.select_as_cta === 1,
    select_as_cta_used: row.select_as_cta_used === 1,
    select_sql: row.select_sql,
    sql: row.sql,
    sql_editor_id: row.sql_editor_id,
    start_running_time: row.start_running_time,
    start_time: row.start_time,
    status: row.status,
    tab_name: row.tab_name,
    tmp_schema_name: row.tmp_schema_name,
    tmp_table_name: row.tmp_table_name,
    tracking_url: row.tracking_url,
  };
}

/** Result column names made unique as Superset's dedup: a, a__1, a__2. */
export function uniqueNames(columns: readonly ResultColumn[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(columns.map((c) => c.name));
  return columns.map((column) => {
    const count = seen.get(column.name) ?? 0;
    seen.set(column.name, count + 1);
    if (count === 0) return column.name;
    let suffix = count;
    while (taken.has(`${column.name}__${suffix}`)) suffix++;
    const name = `${column.name}__${suffix}`;
    taken.add(name);
    return name;
  });
}

export function toResultColumns(columns: readonly ResultColumn[]): ApiResultColumn[] {
  const names = uniqueNames(columns);
  return columns.map((column, i) => ({
    column_name: names[i]!,
    name: names[i]!,
    type: column.type,
    is_dttm: column.type_generic === 2,
    type_generic: column.type_generic,
  }));
}

export function toRecords(
  columns: readonly ResultColumn[],
  rows: readonly JsonValue[][],
): Record<string, JsonValue>[] {
  const names = uniqueNames(columns);
  return rows.map((row) => {
    const record: Record<string, JsonValue> = {};
    names.forEach((name, i) => {
      record[name] = row[i] ?? null;
    });
    return record;
  });
}

/**
 * Superset's execution payload: rows as records (at most displayRows), the columns, the query;
 * displayLimitReached when the query returned more rows (rowCount) than are shown.
 */
export function executionPayload(
  query: ClientQuery,
  result: { columns: readonly ResultColumn[]; rows: readonly JsonValue[][]; rowCount?: number },
  displayRows: number,
): QueryExecutionResponse {
  const shown = result.rows.length > displayRows ? result.rows.slice(0, displayRows) : result.rows;
  const returned = Math.max(result.rowCount ?? 0, result.rows.length);
  const columns = toResultColumns(result.columns);
  return {
    status: query.state,
    data: toRecords(result.columns, shown),
    columns,
    selected_columns: columns,
    expanded_columns: [],
    query,
    query_id: query.queryId,
    ...(returned > displayRows ? { displayLimitReached: true } : {}),
  };
}
