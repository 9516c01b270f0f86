// A pool of MySQL / MariaDB sessions. MySQL has no catalogs; its schemas are its databases.
import type mysql from 'mysql2';
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
  withoutTrailingSemicolon,
} from '../pooledStatement.ts';
import { ResourcePool } from '../resourcePool.ts';
import {
  mysqlEstimate,
  mysqlFunctionNames,
  mysqlSchemas,
  mysqlTableMetadata,
  mysqlTables,
} from './mysqlIntrospection.ts';
import {
  closeMysqlSession,
  killMysqlQuery,
  type MysqlSession,
  mysqlConnectionOptions,
  openMysqlSession,
  resetMysqlSession,
  stopMysqlStatement,
} from './mysqlSession.ts';
import { runMysqlStatement } from './mysqlStatement.ts';

export class MysqlPool implements EnginePool {
  readonly spec: EngineSpec;
  private readonly connection: EngineConnection;
  private readonly options: mysql.ConnectionOptions;
  private readonly pool: ResourcePool<MysqlSession>;

  constructor(spec: EngineSpec, connection: EngineConnection, poolSize: number) {
    this.spec = spec;
    this.connection = connection;
    this.options = mysqlConnectionOptions(connection);
    this.pool = new ResourcePool<MysqlSession>({
      max: poolSize,
      create: () => openMysqlSession(this.options),
      destroy: closeMysqlSession,
      isHealthy: (session) => !session.broken,
      // COM_RESET_CONNECTION: session variables, user variables, temporary tables, locks.
      reset: (session) => resetMysqlSession(session),
    });
  }

  execute(sql: string, options: ExecuteOptions = {}): Promise<QueryResult> {
    const useSchema = options.schema && options.schema !== this.connection.database ? options.schema : null;
    const home = this.connection.database;
    return runPooledStatement({
      pool: this.pool,
      options,
      engineName: this.spec.engineName,
      // USE, SET, temporary tables: session state that must not reach the next statement.
      discardAfter: changesSession(sql, 'mysql') || (useSchema !== null && !home),
      work: async (session) => {
        const connection = session.connection.promise();
        if (useSchema) await connection.query(`USE ${this.spec.quoteIdentifier(useSchema)}`);
        try {
          return await runMysqlStatement(session, {
            sql: withoutTrailingSemicolon(sql, 'mysql'),
            params: options.params,
            maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
            kill: () => killMysqlQuery(this.options, session.threadId),
          });
        } finally {
          if (useSchema && home) {
            await connection.query(`USE ${this.spec.quoteIdentifier(home)}`).catch(() => {
              session.broken = true;
            });
          }
        }
      },
      cancel: (session) => stopMysqlStatement(this.options, session),
      mapError: (error) => this.mapError(error, sql),
    });
  }

  withSession<T>(work: (session: EngineSession) => Promise<T>, options: SessionOptions = {}): Promise<T> {
    const useSchema = options.schema && options.schema !== this.connection.database ? options.schema : null;
    return runPooledSession(
      {
        pool: this.pool,
        options,
        engineName: this.spec.engineName,
        begin: async (session) => {
          if (!useSchema) return false;
          await session.connection.promise().query(`USE ${this.spec.quoteIdentifier(useSchema)}`);
          return true;
        },
        statement: (session, sql, statementOptions) =>
          runMysqlStatement(session, {
            sql: withoutTrailingSemicolon(sql, 'mysql'),
            params: statementOptions.params,
            maxRows: statementOptions.maxRows ?? DEFAULT_MAX_ROWS,
            kill: () => killMysqlQuery(this.options, session.threadId),
          }),
        cancel: (session) => stopMysqlStatement(this.options, session),
        mapError: (error, sql) => this.mapError(error, sql),
        changesSession: (sql) => changesSession(sql, 'mysql'),
        isBroken: (session) => session.broken,
      },
      work,
    );
  }

  async listCatalogs(): Promise<string[]> {
    return [];
  }

  listSchemas(): Promise<string[]> {
    return mysqlSchemas(this.query);
  }

  listTables(schema: string): Promise<TableEntry[]> {
    return mysqlTables(this.query, schema);
  }

  getTableMetadata(table: string, schema: string): Promise<TableMetadata> {
    return mysqlTableMetadata(this.query, table, schema);
  }

  functionNames(): Promise<string[]> {
    return mysqlFunctionNames(this.query);
  }

  selectStar(table: string, schema: string | null, options?: SelectStarOptions): string {
    return this.spec.selectStar(table, schema, options);
  }

  estimate(sql: string, options: EstimateOptions = {}): Promise<CostEstimate> {
    const { schema } = options;
    return mysqlEstimate(
      (statement) => this.execute(statement, { timeoutMs: options.timeoutMs ?? 10_000, schema }),
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

  private mapError(error: unknown, sql: string | null): EngineError {
    return this.spec.mapError(error, {
      sql: sql ?? undefined,
      hostname: this.options.host,
      port: this.options.port,
      database: this.options.database,
      username: this.options.user,
    });
  }

  private readonly query = (sql: string, params?: readonly unknown[]) =>
    this.execute(sql, { params, timeoutMs: METADATA_TIMEOUT_MS, maxRows: METADATA_MAX_ROWS });
}
