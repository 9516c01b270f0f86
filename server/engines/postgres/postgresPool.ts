// A pool of PostgreSQL sessions. Catalogs are the server's databases: a statement or a listing
// for another catalog goes to a sibling pool connected to that database (opened on first use).
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
import type { EngineError } from '../errors.ts';
import { runPooledSession } from '../pooledSession.ts';
import {
  changesSession,
  DEFAULT_MAX_ROWS,
  METADATA_MAX_ROWS,
  METADATA_TIMEOUT_MS,
  runPooledStatement,
} from '../pooledStatement.ts';
import { ResourcePool } from '../resourcePool.ts';
import {
  postgresCatalogs,
  postgresEstimate,
  postgresFunctionNames,
  postgresSchemas,
  postgresTableMetadata,
  postgresTables,
} from './postgresIntrospection.ts';
import {
  closePostgresSession,
  openPostgresSession,
  type PostgresSession,
  postgresClientConfig,
  stopPostgresStatement,
} from './postgresSession.ts';
import { runPostgresStatement, setSearchPath } from './postgresStatement.ts';

export class PostgresPool implements EnginePool {
  readonly spec: EngineSpec;
  private readonly connection: EngineConnection;
  private readonly poolSize: number;
  private readonly pool: ResourcePool<PostgresSession>;
  private readonly typeNames = new Map<number, string>();
  private readonly siblings = new Map<string, PostgresPool>();

  constructor(spec: EngineSpec, connection: EngineConnection, poolSize: number) {
    this.spec = spec;
    this.connection = connection;
    this.poolSize = poolSize;
    const config = postgresClientConfig(connection);
    this.pool = new ResourcePool<PostgresSession>({
      max: poolSize,
      create: () => openPostgresSession(config),
      destroy: closePostgresSession,
      isHealthy: (session) => !session.broken,
      // Settings, prepared statements, temporary tables, advisory locks: none reach the next user.
      reset: async (session) => {
        await session.client.query('DISCARD ALL');
      },
    });
  }

  execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    const sibling = this.forCatalog(options.catalog);
    if (sibling !== this) return sibling.execute(sql, { ...options, catalog: null });
    const config = postgresClientConfig(this.connection);
    let sqlOffset = 0;
    return runPooledStatement({
      pool: this.pool,
      options,
      engineName: this.spec.engineName,
      discardAfter: changesSession(sql, 'postgresql'),
      work: (session) =>
        runPostgresStatement(session, {
          sql,
          params: options.params,
          maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
          schema: options.schema,
          typeNames: this.typeNames,
          onSqlOffset: (offset) => {
            sqlOffset = offset;
          },
        }),
      cancel: (session) => stopPostgresStatement(config, session),
      mapError: (error) => this.mapError(error, sql, sqlOffset),
    });
  }

  withSession<T>(work: (session: EngineSession) => Promise<T>, options: SessionOptions = {}): Promise<T> {
    const sibling = this.forCatalog(options.catalog);
    if (sibling !== this) return sibling.withSession(work, { ...options, catalog: null });
    const config = postgresClientConfig(this.connection);
    let sqlOffset = 0;
    return runPooledSession(
      {
        pool: this.pool,
        options,
        engineName: this.spec.engineName,
        begin: async (session) => {
          if (!options.schema) return false;
          await setSearchPath(session, options.schema);
          return true;
        },
        statement: (session, sql, statementOptions) => {
          sqlOffset = 0;
          return runPostgresStatement(session, {
            sql,
            params: statementOptions.params,
            maxRows: statementOptions.maxRows ?? DEFAULT_MAX_ROWS,
            typeNames: this.typeNames,
            onSqlOffset: (offset) => {
              sqlOffset = offset;
            },
          });
        },
        cancel: (session) => stopPostgresStatement(config, session),
        mapError: (error, sql) => this.mapError(error, sql, sqlOffset),
        changesSession: (sql) => changesSession(sql, 'postgresql'),
        isBroken: (session) => session.broken,
      },
      work,
    );
  }

  listCatalogs(): Promise<string[]> {
    return postgresCatalogs(this.query);
  }

  listSchemas(catalog?: string | null): Promise<string[]> {
    return postgresSchemas(this.forCatalog(catalog).query);
  }

  listTables(schema: string, catalog?: string | null): Promise<TableEntry[]> {
    return postgresTables(this.forCatalog(catalog).query, schema);
  }

  getTableMetadata(table: string, schema: string, catalog?: string | null): Promise<TableMetadata> {
    const pool = this.forCatalog(catalog);
    return postgresTableMetadata(pool.query, table, schema, pool.connection.database);
  }

  functionNames(): Promise<string[]> {
    return postgresFunctionNames(this.query);
  }

  selectStar(table: string, schema: string | null, options?: SelectStarOptions): string {
    return this.spec.selectStar(table, schema, options);
  }

  estimate(sql: string, options: EstimateOptions = {}): Promise<CostEstimate> {
    const { catalog, schema } = options;
    return postgresEstimate(
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
    const siblings = [...this.siblings.values()];
    this.siblings.clear();
    await Promise.all([this.pool.close(), ...siblings.map((sibling) => sibling.close())]);
  }

  private mapError(error: unknown, sql: string | null, sqlOffset: number): EngineError {
    const config = postgresClientConfig(this.connection);
    return this.spec.mapError(error, {
      sql: sql ?? undefined,
      sqlOffset,
      hostname: config.host,
      port: config.port,
      database: config.database,
      username: config.user,
    });
  }

  private readonly query = (sql: string, params?: readonly unknown[]) =>
    this.execute(sql, { params, timeoutMs: METADATA_TIMEOUT_MS, maxRows: METADATA_MAX_ROWS });

  /** This pool for its own database (or none given); a sibling pool for any other. */
  private forCatalog(catalog: string | null | undefined): PostgresPool {
    if (!catalog || catalog === this.connection.database) return this;
    let sibling = this.siblings.get(catalog);
    if (!sibling) {
      sibling = new PostgresPool(
        this.spec,
        { ...this.connection, database: catalog },
        Math.min(this.poolSize, 2),
      );
      this.siblings.set(catalog, sibling);
    }
    return sibling;
  }
}
