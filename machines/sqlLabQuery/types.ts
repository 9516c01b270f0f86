// Data of a SQL Lab query (spec §3 'Query'), as the client holds it.
import type { QueryState } from './states.ts';

export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

/** Superset's error shape (`{errors: [{message, error_type, level, extra}]}`). */
export interface QueryError {
  message: string;
  error_type: string;
  level: string;
  extra?: Record<string, unknown> | null;
}

/** What `POST /api/v1/sqllab/execute/` (finished) and `GET /api/v1/sqllab/results/` return. */
export interface QueryResults {
  status: string;
  data?: Array<Record<string, unknown>>;
  columns?: unknown[];
  selected_columns?: unknown[];
  expanded_columns?: unknown[];
  query?: {
    rows?: number | null;
    limitingFactor?: LimitingFactor | null;
    tempSchema?: string | null;
    tempTable?: string | null;
    resultsKey?: string | null;
  };
  query_id?: number;
}

/** A query as the client holds it, less its state (the machine's state value). */
export interface QueryContext {
  id: string;
  dbId: number | null;
  sql: string;
  sqlEditorId: string | null;
  tab: string | null;
  tempSchema: string | null;
  tempTable: string | null;
  ctas: boolean;
  runAsync: boolean;
  queryLimit: number | null;
  isDataPreview: boolean;
  progress: number;
  startDttm: number | null;
  endDttm: number | null;
  rows: number | null;
  results: QueryResults | null;
  resultsKey: string | null;
  limitingFactor: LimitingFactor | null;
  errorMessage: string | null;
  errors: QueryError[] | null;
  link: string | null;
  trackingUrl: string | null;
  cached: boolean;
  changedOn: string | null;
  extra: Record<string, unknown> | null;
}

/** A query with its state: what lists, the inactive cleanup and local storage see. */
export type QueryRecord = QueryContext & { state: QueryState };

/** Creating a query: its identity and how it runs; the rest starts empty. */
export type QueryInput = Pick<QueryContext, 'id' | 'sql'> & Partial<Omit<QueryContext, 'id' | 'sql'>>;

/**
 * One query of a server refresh (`GET /api/v1/query/updated_since`), in the client's naming.
 * Timestamps may come as numbers or numeric strings.
 */
export interface ServerQueryUpdate {
  state: string;
  progress?: number;
  rows?: number | null;
  resultsKey?: string | null;
  errorMessage?: string | null;
  errors?: QueryError[] | null;
  startDttm?: number | string | null;
  endDttm?: number | string | null;
  limitingFactor?: LimitingFactor | null;
  trackingUrl?: string | null;
  tempSchema?: string | null;
  tempTable?: string | null;
  changed_on?: string | null;
  extra?: Record<string, unknown> | null;
}

export type QueryEvent =
  /** Run it: pending when run async, otherwise running, with progress 0. */
  | { type: 'START' }
  /** A server refresh of this query. */
  | { type: 'SERVER_UPDATE'; query: ServerQueryUpdate }
  /** The results arrived (a finished execute reply, or fetched results). */
  | { type: 'SUCCESS'; results: QueryResults }
  | { type: 'FAILURE'; errorMessage: string; errors?: QueryError[] | null; link?: string | null }
  /** The user stops it; the `stopQuery` actor posts `/api/v1/query/stop`. */
  | { type: 'STOP' }
  /** Ask for the results of `resultsKey` (`rows`: the display limit). */
  | { type: 'FETCH_RESULTS'; rows?: number | null }
  | { type: 'TIMEOUT'; errorMessage?: string | null };

export interface FetchResultsInput {
  resultsKey: string;
  rows: number | null;
}

export interface StopQueryInput {
  /** The query's client id, sent as `{client_id}`. */
  clientId: string;
}
