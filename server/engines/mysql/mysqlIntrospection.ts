// MySQL / MariaDB schemas (databases), tables, views, columns, keys and indexes, read from
// information_schema; the estimate from EXPLAIN's row counts.
import type { CostEstimate, TableEntry, TableMetadata } from '../engineSpec.ts';
import { EngineError } from '../errors.ts';
import { nullableText, type RunQuery, text, toRecords } from '../introspectionRows.ts';
import { MYSQL_BUILTIN_FUNCTIONS } from './mysqlFunctions.ts';

export async function mysqlSchemas(run: RunQuery): Promise<string[]> {
  const result = await run('SELECT schema_name FROM information_schema.schemata ORDER BY schema_name');
  return result.rows.map((row) => text(row[0]));
}

export async function mysqlTables(run: RunQuery, schema: string): Promise<TableEntry[]> {
  const result = await run(
    'SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = ? ORDER BY table_name',
    [schema],
  );
  return result.rows.map((row) => ({
    name: text(row[0]),
    type: String(row[1]).includes('VIEW') ? 'view' : 'table',
  }));
}

export async function mysqlTableMetadata(
  run: RunQuery,
  table: string,
  schema: string,
): Promise<TableMetadata> {
  const where = [schema, table];
  const found = toRecords(
    await run(
      'SELECT table_type AS type, table_comment AS comment FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
      where,
    ),
  )[0];
  if (!found) {
    throw new EngineError(
      'TABLE_DOES_NOT_EXIST_ERROR',
      `The table "${table}" does not exist. A valid table must be used to run this query.`,
      {
        engine_name: 'MySQL',
      },
    );
  }
  const columns = toRecords(
    await run(
      `SELECT column_name AS name, column_type AS type, is_nullable AS nullable, column_default AS \`default\`,
              column_comment AS comment
       FROM information_schema.columns WHERE table_schema = ? AND table_name = ? ORDER BY ordinal_position`,
      where,
    ),
  );
  const keys = toRecords(
    await run(
      `SELECT constraint_name AS name, column_name AS col, referenced_table_schema AS ref_schema,
              referenced_table_name AS ref_table, referenced_column_name AS ref_col
       FROM information_schema.key_column_usage WHERE table_schema = ? AND table_name = ?
       ORDER BY constraint_name, ordinal_position`,
      where,
    ),
  );
  const indexRows = toRecords(
    await run(
      `SELECT index_name AS name, non_unique, column_name AS col FROM information_schema.statistics
       WHERE table_schema = ? AND table_name = ? AND index_name <> 'PRIMARY' ORDER BY index_name, seq_in_index`,
      where,
    ),
  );
  const foreign = groupBy(keys.filter((row) => row.ref_table !== null));
  const indexes = groupBy(indexRows);
  return {
    name: table,
    schema,
    catalog: null,
    type: String(found.type).includes('VIEW') ? 'view' : 'table',
    columns: columns.map((row) => ({
      name: text(row.name),
      type: text(row.type),
      nullable: row.nullable === 'YES',
      // MariaDB writes a NULL default as the text NULL.
      default: row.default === 'NULL' ? null : nullableText(row.default),
      comment: nullableText(row.comment) || null,
    })),
    primaryKey: {
      name: keys.some((row) => row.name === 'PRIMARY') ? 'PRIMARY' : null,
      constrained_columns: keys.filter((row) => row.name === 'PRIMARY').map((row) => text(row.col)),
    },
    foreignKeys: [...foreign].map(([name, rows]) => ({
      name,
      constrained_columns: rows.map((row) => text(row.col)),
      referred_schema: nullableText(rows[0]!.ref_schema),
      referred_table: text(rows[0]!.ref_table),
      referred_columns: rows.map((row) => text(row.ref_col)),
    })),
    indexes: [...indexes].map(([name, rows]) => ({
      name,
      column_names: rows.map((row) => text(row.col)),
      unique: Number(rows[0]!.non_unique) === 0,
    })),
    comment: nullableText(found.comment) || null,
  };
}

function groupBy<T extends Record<string, unknown>>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = String(row.name);
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return groups;
}

/** MySQL has no catalog of builtin functions: a list of the common ones, plus stored routines. */
export async function mysqlFunctionNames(run: RunQuery): Promise<string[]> {
  const result = await run('SELECT DISTINCT routine_name FROM information_schema.routines');
  const names = new Set([...MYSQL_BUILTIN_FUNCTIONS, ...result.rows.map((row) => text(row[0]))]);
  return [...names].sort();
}

/** EXPLAIN's estimated rows, multiplied over the joined tables (rows examined). */
export async function mysqlEstimate(run: RunQuery, sql: string): Promise<CostEstimate> {
  const records = toRecords(await run(`EXPLAIN ${sql}`));
  const rows = records.map((row) => Number(row.rows)).filter((value) => Number.isFinite(value));
  return rows.length > 0
    ? { 'Estimated rows': rows.reduce((product, value) => product * Math.max(value, 1), 1) }
    : {};
}
