// DuckDB catalogs (attached databases), schemas, tables, views, columns, constraints and
// indexes, read from the duckdb_* table functions.
import type { CostEstimate, TableEntry, TableMetadata } from '../engineSpec.ts';
import { EngineError } from '../errors.ts';
import { nullableText, type RunQuery, text, textList, toRecords } from '../introspectionRows.ts';

const SYSTEM_SCHEMAS = "('information_schema', 'pg_catalog')";

export async function duckdbCatalogs(run: RunQuery): Promise<string[]> {
  const result = await run(
    'SELECT database_name FROM duckdb_databases() WHERE NOT internal ORDER BY database_name',
  );
  return result.rows.map((row) => text(row[0]));
}

export async function duckdbCurrentCatalog(run: RunQuery): Promise<string> {
  return text((await run('SELECT current_database()')).rows[0]?.[0]);
}

export async function duckdbSchemas(run: RunQuery, catalog: string): Promise<string[]> {
  const result = await run(
    `SELECT DISTINCT schema_name FROM duckdb_schemas() WHERE database_name = $1 AND schema_name NOT IN ${SYSTEM_SCHEMAS} ORDER BY schema_name`,
    [catalog],
  );
  return result.rows.map((row) => text(row[0]));
}

export async function duckdbTables(run: RunQuery, schema: string, catalog: string): Promise<TableEntry[]> {
  const result = await run(
    `SELECT table_name AS name, 'table' AS type FROM duckdb_tables() WHERE database_name = $1 AND schema_name = $2 AND NOT internal
     UNION ALL
     SELECT view_name, 'view' FROM duckdb_views() WHERE database_name = $1 AND schema_name = $2 AND NOT internal
     ORDER BY name`,
    [catalog, schema],
  );
  return toRecords(result).map((row) => ({
    name: text(row.name),
    type: row.type === 'view' ? 'view' : 'table',
  }));
}

export async function duckdbTableMetadata(
  run: RunQuery,
  table: string,
  schema: string,
  catalog: string,
): Promise<TableMetadata> {
  const where = [catalog, schema, table];
  const kind = toRecords(
    await run(
      `SELECT 'table' AS type, comment FROM duckdb_tables() WHERE database_name = $1 AND schema_name = $2 AND table_name = $3
       UNION ALL
       SELECT 'view', comment FROM duckdb_views() WHERE database_name = $1 AND schema_name = $2 AND view_name = $3`,
      where,
    ),
  )[0];
  if (!kind) {
    throw new EngineError(
      'TABLE_DOES_NOT_EXIST_ERROR',
      `The table "${table}" does not exist. A valid table must be used to run this query.`,
      {
        engine_name: 'DuckDB',
      },
    );
  }
  const columns = toRecords(
    await run(
      `SELECT column_name, data_type, is_nullable, column_default, comment FROM duckdb_columns()
       WHERE database_name = $1 AND schema_name = $2 AND table_name = $3 ORDER BY column_index`,
      where,
    ),
  );
  const constraints = toRecords(
    await run(
      `SELECT constraint_type, constraint_name, constraint_column_names, referenced_table, referenced_column_names
       FROM duckdb_constraints() WHERE database_name = $1 AND schema_name = $2 AND table_name = $3 ORDER BY constraint_index`,
      where,
    ),
  );
  const indexes = toRecords(
    await run(
      `SELECT index_name, is_unique, expressions FROM duckdb_indexes()
       WHERE database_name = $1 AND schema_name = $2 AND table_name = $3 ORDER BY index_name`,
      where,
    ),
  );
  const primary = constraints.find((row) => row.constraint_type === 'PRIMARY KEY');
  return {
    name: table,
    schema,
    catalog,
    type: kind.type === 'view' ? 'view' : 'table',
    columns: columns.map((row) => ({
      name: text(row.column_name),
      type: text(row.data_type),
      nullable: row.is_nullable === true,
      default: nullableText(row.column_default),
      comment: nullableText(row.comment),
    })),
    primaryKey: {
      name: primary ? nullableText(primary.constraint_name) : null,
      constrained_columns: primary ? textList(primary.constraint_column_names) : [],
    },
    foreignKeys: constraints
      .filter((row) => row.constraint_type === 'FOREIGN KEY')
      .map((row) => ({
        name: nullableText(row.constraint_name),
        constrained_columns: textList(row.constraint_column_names),
        referred_catalog: catalog,
        referred_schema: schema,
        referred_table: text(row.referenced_table),
        referred_columns: textList(row.referenced_column_names),
      })),
    indexes: [
      ...indexes.map((row) => ({
        name: text(row.index_name),
        column_names: textList(row.expressions),
        unique: row.is_unique === true,
      })),
      ...constraints
        .filter((row) => row.constraint_type === 'UNIQUE')
        .map((row) => ({
          name: text(row.constraint_name),
          column_names: textList(row.constraint_column_names),
          unique: true,
        })),
    ],
    comment: nullableText(kind.comment),
  };
}

export async function duckdbFunctionNames(run: RunQuery): Promise<string[]> {
  const result = await run('SELECT DISTINCT function_name FROM duckdb_functions() ORDER BY function_name');
  return result.rows.map((row) => text(row[0]));
}

/** EXPLAIN (FORMAT JSON): the planner's cardinality estimate of the root operator. */
export async function duckdbEstimate(run: RunQuery, sql: string): Promise<CostEstimate> {
  const result = await run(`EXPLAIN (FORMAT JSON) ${sql}`);
  const plan = JSON.parse(text(result.rows[0]?.[1])) as { extra_info?: Record<string, unknown> }[];
  const rows = Number(plan[0]?.extra_info?.['Estimated Cardinality']);
  return Number.isFinite(rows) ? { 'Estimated rows': rows } : {};
}
