// A DuckDB database file opened once per process (DuckDB's instance cache), with up to
// `poolSize` connections. Results are streamed chunk by chunk and reading stops after maxRows;
// stopping a statement calls connection.interrupt(), which DuckDB honours between vectors.
import { existsSync } from 'node:fs';
import { type DuckDBConnection, DuckDBInstance, type DuckDBValue, ResultReturnType } from '@duckdb/node-api';
import type {
  CostEstimate,
  EngineConnection,
  EnginePool,
  EngineSpec,
  ExecuteOptions,
  JsonValue,
  QueryResult,
  SelectStarOptions,
  TableEntry,
  TableMetadata,
} from '../engineSpec.ts';
import { EngineError } from '../errors.ts';
import { genericTypeOf } from '../genericTypes.ts';
import {
  changesSession,
  DEFAULT_MAX_ROWS,
  METADATA_MAX_ROWS,
  METADATA_TIMEOUT_MS,
  runPooledStatement,
} from '../pooledStatement.ts';
import { ResourcePool } from '../resourcePool.ts';
import { quoteLiteral } from '../selectStar.ts';
import {
  duckdbCatalogs,
  duckdbCurrentCatalog,
  duckdbEstimate,
  duckdbFunctionNames,
  duckdbSchemas,
  duckdbTableMetadata,
  duckdbTables,
} from './duckdbIntrospection.ts';
import { duckdbValueToJson } from './duckdbValues.ts';

/** DuckDB settings a URI may carry (`duckdb:///file.duckdb?access_mode=read_only`). */
const CONFIG_KEYS = ['access_mode', 'threads', 'memory_limit'];

export class DuckDBPool implements EnginePool {
  readonly spec: EngineSpec;
  private readonly connection: EngineConnection;
  private readonly pool: ResourcePool<DuckDBConnection>;
  private instance: Promise<DuckDBInstance> | null = null;

  constructor(spec: EngineSpec, connection: EngineConnection, poolSize: number) {
    this.spec = spec;
    this.connection = connection;
    this.pool = new ResourcePool<DuckDBConnection>({
      max: poolSize,
      create: async () => (await this.openInstance()).connect(),
      destroy: (connection) => connection.closeSync(),
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
      work: async (connection) => {
        if (switchTo) await connection.run(switchTo);
        return readResult(connection, sql, options.params, maxRows);
      },
      cancel: (connection) => connection.interrupt(),
      mapError: (error) => this.spec.mapError(error, { sql, database: this.connection.database }),
    });
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

  estimate(sql: string, options: { timeoutMs?: number } = {}): Promise<CostEstimate> {
    return duckdbEstimate(
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
    await this.pool.close();
    const instance = this.instance;
    this.instance = null;
    if (instance) (await instance.catch(() => null))?.closeSync();
  }

  /** `USE catalog.schema` for a statement that names them; the connection is dropped afterwards. */
  private catalogSwitch(options: ExecuteOptions): string | null {
    if (!options.catalog && !options.schema) return null;
    const quote = this.spec.quoteIdentifier;
    if (!options.schema) return `USE ${quote(options.catalog!)}`;
    if (!options.catalog) return `SET schema = ${quoteLiteral(options.schema)}`;
    return `USE ${quote(options.catalog)}.${quote(options.schema)}`;
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
      this.instance =
        path === ':memory:' ? DuckDBInstance.create(path, config) : DuckDBInstance.fromCache(path, config);
      this.instance.catch(() => {
        this.instance = null;
      });
    }
    return this.instance;
  }
}

async function readResult(
  connection: DuckDBConnection,
  sql: string,
  params: readonly unknown[] | undefined,
  maxRows: number,
): Promise<QueryResult> {
  const result =
    params && params.length > 0
      ? await connection.stream(sql, params as DuckDBValue[])
      : await connection.stream(sql);
  if (result.returnType !== ResultReturnType.QUERY_RESULT) {
    const changed = result.returnType === ResultReturnType.CHANGED_ROWS ? Number(result.rowsChanged) : null;
    return { columns: [], rows: [], rowCount: 0, truncated: false, rowsAffected: changed };
  }
  const columns = result.columnNames().map((name, index) => {
    const type = result.columnType(index).toString();
    return { name, type, type_generic: genericTypeOf(type) };
  });
  const rows: JsonValue[][] = [];
  let truncated = false;
  reading: for (;;) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    for (const row of chunk.getRows()) {
      if (rows.length >= maxRows) {
        truncated = true;
        break reading;
      }
      rows.push(row.map(duckdbValueToJson));
    }
  }
  // A statement on the connection closes the half-read stream and its transaction.
  if (truncated) await connection.run('SELECT NULL');
  return { columns, rows, rowCount: rows.length, truncated, rowsAffected: null };
}
