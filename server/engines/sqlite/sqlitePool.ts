// A pool of SQLite child processes, one connection each (default two). A statement runs in a
// child so the synchronous driver never blocks the server; stopping one kills its process, so
// SQLite really stops, and the next statement gets a fresh process.
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
import { runPooledSession } from '../pooledSession.ts';
import {
  changesSession,
  DEFAULT_MAX_ROWS,
  METADATA_MAX_ROWS,
  METADATA_TIMEOUT_MS,
  runPooledStatement,
  withoutTrailingSemicolon,
} from '../pooledStatement.ts';
import { ResourcePool } from '../resourcePool.ts';
import {
  sqliteEstimate,
  sqliteFunctionNames,
  sqliteSchemas,
  sqliteTableMetadata,
  sqliteTables,
} from './sqliteIntrospection.ts';
import { type SqliteOpenOptions, SqliteProcess } from './sqliteProcess.ts';

export class SqlitePool implements EnginePool {
  readonly spec: EngineSpec;
  private readonly connection: EngineConnection;
  private readonly pool: ResourcePool<SqliteProcess>;

  constructor(spec: EngineSpec, connection: EngineConnection, poolSize: number) {
    this.spec = spec;
    this.connection = connection;
    const path = connection.database || ':memory:';
    const open: SqliteOpenOptions = {
      path,
      readonly: connection.query.mode === 'ro',
      busyTimeoutMs: Number(connection.query.timeout) > 0 ? Number(connection.query.timeout) * 1000 : 5000,
    };
    this.pool = new ResourcePool<SqliteProcess>({
      // Every process of an in-memory database would hold a different database.
      max: path === ':memory:' ? 1 : poolSize,
      create: () => SqliteProcess.start(open),
      destroy: (child) => child.close(),
      isHealthy: (child) => child.alive,
    });
  }

  execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    return runPooledStatement({
      pool: this.pool,
      options,
      engineName: this.spec.engineName,
      discardAfter: changesSession(sql, 'sqlite'),
      work: (child) =>
        child.execute(
          withoutTrailingSemicolon(sql, 'sqlite'),
          options.params ?? [],
          options.maxRows ?? DEFAULT_MAX_ROWS,
        ),
      cancel: stopChild,
      mapError: (error) => this.spec.mapError(error, { sql, database: this.connection.database }),
    });
  }

  /** SQLite has no catalogs and ignores the schema; the session is one child process. */
  withSession<T>(work: (session: EngineSession) => Promise<T>, options: SessionOptions = {}): Promise<T> {
    return runPooledSession(
      {
        pool: this.pool,
        options,
        engineName: this.spec.engineName,
        statement: (child, sql, statementOptions) =>
          child.execute(
            withoutTrailingSemicolon(sql, 'sqlite'),
            statementOptions.params ?? [],
            statementOptions.maxRows ?? DEFAULT_MAX_ROWS,
          ),
        cancel: stopChild,
        mapError: (error, sql) =>
          this.spec.mapError(error, { sql: sql ?? undefined, database: this.connection.database }),
        changesSession: (sql) => changesSession(sql, 'sqlite'),
        isBroken: (child) => !child.alive,
      },
      work,
    );
  }

  async listCatalogs(): Promise<string[]> {
    return [];
  }

  listSchemas(): Promise<string[]> {
    return sqliteSchemas(this.query);
  }

  listTables(schema: string): Promise<TableEntry[]> {
    return sqliteTables(this.query, schema);
  }

  getTableMetadata(table: string, schema: string): Promise<TableMetadata> {
    return sqliteTableMetadata(this.query, table, schema);
  }

  functionNames(): Promise<string[]> {
    return sqliteFunctionNames(this.query);
  }

  selectStar(table: string, schema: string | null, options?: SelectStarOptions): string {
    return this.spec.selectStar(table, schema, options);
  }

  /** The schema is ignored (as by execute); a catalog does not exist. */
  estimate(sql: string, options: EstimateOptions = {}): Promise<CostEstimate> {
    return sqliteEstimate(
      (statement) => this.execute(statement, { timeoutMs: options.timeoutMs ?? 10_000 }),
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

  close(): Promise<void> {
    return this.pool.close();
  }

  private readonly query = (sql: string, params?: readonly unknown[]) =>
    this.execute(sql, { params, timeoutMs: METADATA_TIMEOUT_MS, maxRows: METADATA_MAX_ROWS });
}

/** Stops a statement for real: the child process that runs it is killed. */
async function stopChild(child: SqliteProcess): Promise<void> {
  child.kill();
  await child.whenExited();
}
