// Messages between a SQLite pool and its child processes (one database connection each).
import type { QueryResult } from '../engineSpec.ts';

export interface SqliteOpenRequest {
  type: 'open';
  path: string;
  readonly: boolean;
  busyTimeoutMs: number;
}

export interface SqliteExecuteRequest {
  type: 'execute';
  id: number;
  sql: string;
  params: unknown[];
  maxRows: number;
}

export type SqliteRequest = SqliteOpenRequest | SqliteExecuteRequest;

/** An error as plain data (class instances lose their own properties on the way). */
export interface SqliteErrorData {
  name: string;
  message: string;
  code?: string;
}

export type SqliteReply =
  | { type: 'opened' }
  | { type: 'result'; id: number; result: QueryResult }
  | { type: 'error'; id: number | null; error: SqliteErrorData };
