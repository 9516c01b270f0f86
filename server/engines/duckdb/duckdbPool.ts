// A DuckDB database file opened once per process (DuckDB's instance cache), with up to
// `poolSize` connections. Results are streamed chunk by chunk and reading stops after maxRows;
// stopping a statement interrupts its connection until it has ended (duckdbConnections.ts).
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type {
  CostEstimate,
  EngineConnection,
  EnginePool,
  EngineSession,
  EngineSpec,
  EstimateOptions,
  ExecuteOptions,
  QueryResult,
  SelectStarOptions,
  SessionOptions,
  TableEntry,
  TableMetadata,
} from '../engineSpec.ts';
import { EngineError } from '../errors.ts';
import { runPooledSession } from '../pooledSession.ts';
import {
  changesSession,
  DEFAULT_MAX_ROWS,
  METADATA_MAX_ROWS,
  METADATA_TIMEOUT_MS,
  runPooledStatement,
} from '../pooledStatement.ts';
import { ResourcePool } from '../resourcePool.ts';
import { quoteLiteral } from '../selectStar.ts';
import { DuckDBConnections } from './duckdbConnections.ts';
import {
  duckdbCatalogs,
  duckdbCurrentCatalog,
  duckdbEstimate,
  duckdbFunctionNames,
  duckdbSchemas,
  duckdbTableMetadata,
  duckdbTables,
} from './duckdbIntrospection.ts';
import { readDuckdbResult } from './duckdbResult.ts';

/** DuckDB settings a URI may carry (`duckdb:///file.duckdb?access_mode=read_only`). */
const CONFIG_KEYS = ['access_mode', 'threads', 'memory_limit'];

/**
 * Always: no setting changed from SQL (SET, RESET, PRAGMA x = …) — DuckDB's settings are the
 * instance's, so one user's SET would reach every later query of everyone — and no extension
 * installed or loaded on demand.
 */
export const LOCKED_CONFIG: Readonly<Record<string, string>> = {
  autoinstall_known_extensions: 'false',
  autoload_known_extensions: 'false',
  lock_configuration: 'true',
};

/** Without file access: no files either (file functions, replacement scans, ATTACH, COPY, INSTALL). */
export const NO_FILES_CONFIG: Readonly<Record<string, string>> = {
  enable_external_access: 'false',
};

/** How long opening waits for the database's previous instance (other settings) to be closed. */
const REOPEN_WAIT_MS = 5_000;

export class DuckDBPool implements EnginePool {
  readonly spec: EngineSpec;
  private readonly connection: EngineConnection;
  private readonly pool: ResourcePool<DuckDBConnection>;
  private readonly connections = new DuckDBConnections();
  private instance: Promise<DuckDBInstance> | null = null;
  private readonly fileAccess: boolean;

  constructor(spec: EngineSpec, connection: EngineConnection, poolSize: number, fileAccess = false) {
    this.spec = spec;
    this.connection = connection;
    this.fileAccess = fileAccess;
    this.pool = new ResourcePool<DuckDBConnection>({
      max: poolSize,
      create: async () => (await this.openInstance()).connect(),
      destroy: (connection) => this.connections.close(connection),
    });
  }

  execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;
    const switchTo = this.catalogSwitch(options);
    return runPooledStatement({
      pool: this.pool,
      options,
      engineName: this.spec.engineName,
      discardAfter: switchTo !== null || changesSession(sql, 'duckdb'),
      work: (connection) =>
        this.connections.track(
          connection,
          (async () => {
            if (switchTo) await connection.run(switchTo);
            return readDuckdbResult(
              connection,
              sql,
              options.params,
              maxRows,
              options.keepRows,
              options.bounded === true,
            );
          })(),
        ),
      cancel: (connection) => this.connections.stop(connection),
      mapError: (error) => this.mapError(error, sql),
    });
  }

  withSession<T>(work: (session: EngineSession) => Promise<T>, options: SessionOptions = {}): Promise<T> {
    const switchTo = this.catalogSwitch(options);
    return runPooledSession(
      {
        pool: this.pool,
        options,
        engineName: this.spec.engineName,
        begin: async (connection) => {
          if (!switchTo) return false;
          await this.connections.track(connection, connection.run(switchTo));
          return true;
        },
        statement: (connection, sql, statementOptions) =>
          this.connections.track(
            connection,
            readDuckdbResult(
              connection,
              sql,
              statementOptions.params,
              statementOptions.maxRows ?? DEFAULT_MAX_ROWS,
              statementOptions.keepRows,
            ),
          ),
        cancel: (connection) => this.connections.stop(connection),
        mapError: (error, sql) => this.mapError(error, sql),
        changesSession: (sql) => changesSession(sql, 'duckdb'),
      },
      work,
    );
  }

  listCatalogs(): Promise<string[]> {
    return duckdbCatalogs(this.query);
  }

  async listSchemas(catalog?: string | null): Promise<string[]> {
    return duckdbSchemas(this.query, catalog ?? (await duckdbCurrentCatalog(this.query)));
  }

  async listTables(schema: string, catalog?: string | null): Promise<TableEntry[]> {
    return duckdbTables(this.query, schema, catalog ?? (await duckdbCurrentCatalog(this.query)));
  }

  async getTableMetadata(table: string, schema: string, catalog?: string | null): Promise<TableMetadata> {
    return duckdbTableMetadata(
      this.query,
      table,
      schema,
      catalog ?? (await duckdbCurrentCatalog(this.query)),
    );
  }

  functionNames(): Promise<string[]> {
    return duckdbFunctionNames(this.query);
  }

  selectStar(table: string, schema: string | null, options?: SelectStarOptions): string {
    return this.spec.selectStar(table, schema, options);
  }

  estimate(sql: string, options: EstimateOptions = {}): Promise<CostEstimate> {
    const { catalog, schema } = options;
    return duckdbEstimate(
      (statement) => this.execute(statement, { timeoutMs: options.timeoutMs ?? 10_000, catalog, schema }),
      sql,
    );
  }

  quoteIdentifier(name: string): string {
    return this.spec.quoteIdentifier(name);
  }

  applyLimit(sql: string, limit: number) {
    return this.spec.applyLimit(sql, limit);
  }

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1', { timeoutMs: 10_000 });
  }

  async close(): Promise<void> {
    await this.pool.close();
    // Connections first (their statements ended), then the instance.
    await this.connections.closed();
    const instance = this.instance;
    this.instance = null;
    if (instance) (await instance.catch(() => null))?.closeSync();
  }

  /** `USE catalog.schema` for a statement that names them; the connection is dropped afterwards. */
  private catalogSwitch(options: Pick<ExecuteOptions, 'catalog' | 'schema'>): string | null {
    if (!options.catalog && !options.schema) return null;
    const quote = this.spec.quoteIdentifier;
    if (!options.schema) return `USE ${quote(options.catalog!)}`;
    if (!options.catalog) return `SET schema = ${quoteLiteral(options.schema)}`;
    return `USE ${quote(options.catalog)}.${quote(options.schema)}`;
  }

  private mapError(error: unknown, sql: string | null): EngineError {
    return this.spec.mapError(error, { sql: sql ?? undefined, database: this.connection.database });
  }

  private readonly query = (sql: string, params?: readonly unknown[]) =>
    this.execute(sql, { params, timeoutMs: METADATA_TIMEOUT_MS, maxRows: METADATA_MAX_ROWS });

  private openInstance(): Promise<DuckDBInstance> {
    if (!this.instance) {
      const path = this.connection.database || ':memory:';
      if (path !== ':memory:' && !existsSync(path)) {
        return Promise.reject(
          new EngineError('CONNECTION_UNKNOWN_DATABASE_ERROR', `Unable to connect to database "${path}".`, {
            engine_name: this.spec.engineName,
            invalid: ['database'],
          }),
        );
      }
      const config: Record<string, string> = {};
      for (const key of CONFIG_KEYS) {
        const value = this.connection.query[key];
        if (value !== undefined) config[key] = value;
      }
      Object.assign(config, LOCKED_CONFIG, this.fileAccess ? {} : NO_FILES_CONFIG);
      this.instance = path === ':memory:' ? DuckDBInstance.create(path, config) : fromCache(path, config);
      this.instance.catch(() => {
        this.instance = null;
      });
    }
    return this.instance;
  }
}

/**
 * The file's instance from DuckDB's cache. When the database's settings changed (file access
 * switched), the pool of the old settings is being closed: its instance is still cached with the
 * other configuration, which DuckDB refuses to share, so opening waits for it to go.
 */
async function fromCache(path: string, config: Record<string, string>): Promise<DuckDBInstance> {
  const deadline = Date.now() + REOPEN_WAIT_MS;
  for (;;) {
    try {
      return await DuckDBInstance.fromCache(path, config);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/different configuration/i.test(message) || Date.now() >= deadline) throw error;
      await sleep(50, undefined, { ref: false });
    }
  }
}
