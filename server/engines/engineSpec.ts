// The contract of the engine layer: one EngineSpec per backend (what it is, how its URIs and
// connection parameters look, its SQL dialect and error mapping) and the EnginePool it opens
// (statements with timeout, cancellation and a row cap; introspection). Everything a pool
// returns is JSON-safe; everything it throws is an EngineError (errors.ts).
import type { LimitedStatement, SqlDialect } from '../../lib/sql/index.ts';
import type { ErrorContext } from './errorRules.ts';
import type { EngineError, TimeoutErrorType } from './errors.ts';
import type { StatementReads } from './reads/statementReads.ts';
import type { TimeGrain } from './timeGrains.ts';

export type Backend = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

/** A value as it leaves the engine layer: numbers when exact, otherwise strings (see jsonValues.ts). */
export type JsonValue = string | number | boolean | null;

/** Where a database lives, without its password (stored apart, encrypted by the caller). */
export interface ConnectionSettings {
  backend: Backend;
  /** The SQLAlchemy driver after '+' (`postgresql+psycopg2`), kept for round trips; null when absent. */
  driver: string | null;
  host: string | null;
  port: number | null;
  username: string | null;
  /** Database name for servers; file path (or ':memory:') for DuckDB and SQLite. */
  database: string | null;
  /** The URI's query string (driver options such as sslmode, application_name, access_mode). */
  query: Record<string, string>;
}

/** Settings plus the clear-text password, as open() needs them. */
export interface EngineConnection extends ConnectionSettings {
  password: string | null;
}

/** A parsed SQLAlchemy URI: the password comes out separately. */
export interface ParsedUri {
  settings: ConnectionSettings;
  password: string | null;
}

/** Superset's `parameters` for engines configured by fields (validate_parameters, available). */
export type ConnectionParameters = {
  host?: string;
  port?: number;
  database?: string;
  username?: string | null;
  password?: string | null;
  query?: Record<string, string>;
  encryption?: boolean;
};

/** One item of GET /api/v1/database/available/ (Superset's shape). */
export interface AvailableEngine {
  name: string;
  engine: string;
  available_drivers: string[];
  default_driver: string;
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  parameters?: Record<string, unknown>;
  engine_information: {
    supports_file_upload: boolean;
    disable_ssh_tunneling: boolean;
    supports_dynamic_catalog: boolean;
    supports_oauth2: boolean;
  };
}

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean; null when none fits. */
export type GenericType = 0 | 1 | 2 | 3 | null;

export interface ResultColumn {
  name: string;
  /** The engine's type name, e.g. `BIGINT`, `TIMESTAMP WITH TIME ZONE`, `DECIMAL(18,3)`; null when unknown. */
  type: string | null;
  type_generic: GenericType;
}

export interface QueryResult {
  columns: ResultColumn[];
  /** At most maxRows rows (at most keepRows where the engine honours it), in column order. */
  rows: JsonValue[][];
  /** The rows read: rows.length, or more when only the first keepRows were kept. */
  rowCount: number;
  /** More rows existed than maxRows (they were not read). */
  truncated: boolean;
  /** Rows changed by DML when the engine reports it, else null. */
  rowsAffected: number | null;
}

export interface ExecuteOptions {
  /** Cancel the statement in the engine after this long (default: none). */
  timeoutMs?: number;
  /** Error type for a timeout: SQL Lab's (default) or a chart's. */
  timeoutErrorType?: TimeoutErrorType;
  /** Read at most this many rows (default 100 000); `truncated` says whether there were more. */
  maxRows?: number;
  /**
   * Keep (convert to JSON) only the first rows; the others up to maxRows are counted in
   * rowCount without being converted. Engines that cannot count cheaply keep them all.
   */
  keepRows?: number;
  /** Aborting cancels the statement in the engine and rejects with a 'stopped' EngineError. */
  signal?: AbortSignal;
  /** Positional parameters ($1 / ? placeholders as the engine writes them). */
  params?: readonly unknown[];
  /**
   * The statement bounds its own result (a LIMIT the caller wrote, as chart queries have): an
   * engine may run it to completion in one call rather than stream it (DuckDB: fewer round trips).
   */
  bounded?: boolean;
  /** The catalog to run in (DuckDB: an attached database; PostgreSQL: another database on the server). */
  catalog?: string | null;
  /** The default schema for unqualified names during this statement (search_path, USE); SQLite ignores it. */
  schema?: string | null;
}

/** A statement of a session: the session's connection, catalog and schema are already chosen. */
export type SessionExecuteOptions = Omit<ExecuteOptions, 'catalog' | 'schema'>;

/** How a session starts and how long it may last. */
export interface SessionOptions {
  /** Aborting cancels the running statement in the engine; later statements are refused ('stopped'). */
  signal?: AbortSignal;
  /** The whole session's time limit (waiting for a connection included); statements stop at it. */
  timeoutMs?: number;
  timeoutErrorType?: TimeoutErrorType;
  /** The catalog the session runs in (as ExecuteOptions.catalog). */
  catalog?: string | null;
  /** The default schema at the start of the session (statements may change it: SET / USE). */
  schema?: string | null;
}

/** One connection held for several statements: SET, USE and temporary tables carry over. */
export interface EngineSession {
  /** Runs one statement, as EnginePool.execute; one at a time. */
  execute(sql: string, options?: SessionExecuteOptions): Promise<QueryResult>;
}

export interface TableEntry {
  name: string;
  type: 'table' | 'view';
}

export interface ColumnMetadata {
  name: string;
  type: string;
  nullable: boolean;
  default: string | null;
  comment?: string | null;
}

export interface ForeignKeyMetadata {
  name: string | null;
  constrained_columns: string[];
  referred_catalog?: string | null;
  referred_schema: string | null;
  referred_table: string;
  referred_columns: string[];
}

export interface IndexMetadata {
  name: string;
  column_names: string[];
  unique: boolean;
}

/** SQLAlchemy inspector shapes, as Superset's table_metadata builds on them. */
export interface TableMetadata {
  name: string;
  schema: string;
  catalog: string | null;
  type: 'table' | 'view';
  columns: ColumnMetadata[];
  primaryKey: { name: string | null; constrained_columns: string[] };
  foreignKeys: ForeignKeyMetadata[];
  indexes: IndexMetadata[];
  comment: string | null;
}

export interface SelectStarOptions {
  /** LIMIT n; 0 or absent: no limit. */
  limit?: number;
  /** Column names to list; absent or empty: `*`. */
  columns?: readonly string[];
  /** One column per line, Superset's formatted style. */
  indent?: boolean;
  catalog?: string | null;
}

export interface EstimateOptions {
  timeoutMs?: number;
  catalog?: string | null;
  schema?: string | null;
}

/** The engine's own cost figures for a statement (Superset shows them as a table). */
export type CostEstimate = Record<string, string | number>;

export interface OpenOptions {
  poolSize?: number;
  /**
   * SQL may reach the server's files (the database's "Allow file access"): DuckDB opens without
   * locking external access, extensions and its configuration. Off by default.
   */
  fileAccess?: boolean;
}

export interface EngineSpec {
  readonly backend: Backend;
  /** The name in error panels ('PostgreSQL Error') and in extra.engine_name. */
  readonly engineName: string;
  readonly dialect: SqlDialect;
  /** Whether a database holds several catalogs the UI may pick from. */
  readonly supportsCatalogs: boolean;
  /** URI schemes (before any `+driver`) that select this spec. */
  readonly uriSchemes: readonly string[];
  readonly defaultDriver: string;
  readonly sqlalchemyUriPlaceholder: string;
  /** The time grains timeGrainExpression supports (all of TIME_GRAINS for the four engines). */
  readonly timeGrains: readonly TimeGrain[];

  describe(): AvailableEngine;
  /** Throws an EngineError (CONNECTION_MISSING_PARAMETERS_ERROR) for a URI it cannot read. */
  parseUri(uri: string): ParsedUri;
  /** The URI; with the password when given, masked as XXXXXXXXXX when `maskPassword`. */
  buildUri(
    settings: ConnectionSettings,
    options?: { password?: string | null; maskPassword?: boolean },
  ): string;
  /** Superset's parameters → settings + password (engines configured by fields). */
  fromParameters(parameters: ConnectionParameters): ParsedUri;
  toParameters(settings: ConnectionSettings): ConnectionParameters;

  /** Opens a pool; connections are made lazily (testConnection() makes one now). */
  open(connection: EngineConnection, options?: OpenOptions): EnginePool;

  /** Any driver error → Superset's typed error, with issue codes and engine name. */
  mapError(error: unknown, context?: ErrorContext): EngineError;
  quoteIdentifier(name: string): string;
  applyLimit(sql: string, limit: number): LimitedStatement;
  /** `SELECT "a", "b" FROM "schema"."table" LIMIT 100`, identifiers always quoted. */
  selectStar(table: string, schema: string | null, options?: SelectStarOptions): string;
  /**
   * The column expression truncated to the grain; the column for no grain; null when unsupported.
   * A column stored as epoch seconds / milliseconds (pythonDateFormat `epoch_s` / `epoch_ms`) is
   * converted to a timestamp first, grain or not (Superset's get_timestamp_expr).
   */
  timeGrainExpression(
    column: string,
    grain: TimeGrain | string | null,
    pythonDateFormat?: string | null,
  ): string | null;
  /**
   * The tables, table functions and object listings one statement reads, found with the engine's
   * own grammar; throws an INVALID_SQL_ERROR EngineError for a statement it cannot read.
   */
  readsOf(statement: string): Promise<StatementReads>;
  /** Whether table names differing only in case name different tables (PostgreSQL after folding, MySQL on Linux). */
  readonly caseSensitiveNames: boolean;
  /** Functions people's SQL may not call anywhere (Superset's DISALLOWED_SQL_FUNCTIONS), lower case. */
  readonly disallowedFunctions: ReadonlySet<string>;
  /** Functions that read or write the server's files: refused unless the database allows file access. */
  readonly fileFunctions: ReadonlySet<string>;
}

export interface EnginePool {
  readonly spec: EngineSpec;
  /** Runs one statement (the caller splits scripts) on any pooled connection. */
  execute(sql: string, options?: ExecuteOptions): Promise<QueryResult>;
  /**
   * Holds one connection for `work`'s statements (a script: SET then SELECT, temporary tables),
   * then closes it (its session state is not handed to the next user) or gives it back.
   */
  withSession<T>(work: (session: EngineSession) => Promise<T>, options?: SessionOptions): Promise<T>;
  listCatalogs(): Promise<string[]>;
  listSchemas(catalog?: string | null): Promise<string[]>;
  listTables(schema: string, catalog?: string | null): Promise<TableEntry[]>;
  /** Throws TABLE_DOES_NOT_EXIST_ERROR for a table it cannot find. */
  getTableMetadata(table: string, schema: string, catalog?: string | null): Promise<TableMetadata>;
  functionNames(): Promise<string[]>;
  selectStar(table: string, schema: string | null, options?: SelectStarOptions): string;
  /** EXPLAIN figures: cost and/or estimated rows, as the engine gives them, in that catalog / schema. */
  estimate(sql: string, options?: EstimateOptions): Promise<CostEstimate>;
  quoteIdentifier(name: string): string;
  applyLimit(sql: string, limit: number): LimitedStatement;
  /** Connects and runs a trivial statement; throws the mapped connection error. */
  testConnection(): Promise<void>;
  /** Closes every connection; running statements are cancelled. */
  close(): Promise<void>;
}
