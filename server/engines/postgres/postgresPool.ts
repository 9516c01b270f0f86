// A pool of PostgreSQL sessions. Catalogs are the server's databases: a statement or a listing
// for another catalog goes to a sibling pool connected to that database (opened on first use).
import type {
  CostEstimate,
  EngineConnection,
  EnginePool,
  EngineSpec,
  ExecuteOptions,
  QueryResult,
  SelectStarOptions,
  TableEntry,
  TableMetadata,
} from '../engineSpec.ts';
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
  cancelPostgresBackend,
  closePostgresSession,
  openPostgresSession,
  type PostgresSession,
  postgresClientConfig,
} from './postgresSession.ts';
import { runPostgresStatement } from './postgresStatement.ts';

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
      cancel: (session) => cancelPostgresBackend(config, session.pid),
      mapError: (error) =>
        this.spec.mapError(error, {
          sql,
          sqlOffset,
          hostname: config.host,
          port: config.port,
          database: config.database,
          username: config.user,
        }),
    });
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

  estimate(sql: string, options: { timeoutMs?: number } = {}): Promise<CostEstimate> {
    return postgresEstimate(
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

  async close(): Promise<void> {
    const siblings = [...this.siblings.values()];
    this.siblings.clear();
    await Promise.all([this.pool.close(), ...siblings.map((sibling) => sibling.close())]);
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
