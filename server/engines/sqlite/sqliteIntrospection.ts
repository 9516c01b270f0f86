// SQLite schemas (main and attached databases), tables, views, columns, keys and indexes, read
// through the pragma table functions; the plan from EXPLAIN QUERY PLAN.
import type { CostEstimate, TableEntry, TableMetadata } from '../engineSpec.ts';
import { EngineError } from '../errors.ts';
import { nullableText, type RunQuery, text, toRecords } from '../introspectionRows.ts';
import { quoteWithDoubleQuotes } from '../selectStar.ts';

export async function sqliteSchemas(run: RunQuery): Promise<string[]> {
  const result = await run("SELECT name FROM pragma_database_list WHERE name <> 'temp' ORDER BY seq");
  return result.rows.map((row) => text(row[0]));
}

export async function sqliteTables(run: RunQuery, schema: string): Promise<TableEntry[]> {
  const result = await run(
    `SELECT name, type FROM ${quoteWithDoubleQuotes(schema)}.sqlite_master
     WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`,
  );
  return result.rows.map((row) => ({ name: text(row[0]), type: row[1] === 'view' ? 'view' : 'table' }));
}

export async function sqliteTableMetadata(
  run: RunQuery,
  table: string,
  schema: string,
): Promise<TableMetadata> {
  const found = toRecords(
    await run(
      `SELECT type FROM ${quoteWithDoubleQuotes(schema)}.sqlite_master WHERE name = ? AND type IN ('table', 'view')`,
      [table],
    ),
  )[0];
  if (!found) {
    throw new EngineError(
      'TABLE_DOES_NOT_EXIST_ERROR',
      `The table "${table}" does not exist. A valid table must be used to run this query.`,
      {
        engine_name: 'SQLite',
      },
    );
  }
  const where = [table, schema];
  const columns = toRecords(
    await run(
      'SELECT name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(?, ?) ORDER BY cid',
      where,
    ),
  ).filter((row) => Number(row.hidden) === 0 || Number(row.hidden) >= 2);
  const foreign = toRecords(
    await run(
      'SELECT id, seq, "table", "from", "to" FROM pragma_foreign_key_list(?, ?) ORDER BY id, seq',
      where,
    ),
  );
  const indexList = toRecords(
    await run(
      'SELECT name, "unique", origin FROM pragma_index_list(?, ?) WHERE origin <> \'pk\' ORDER BY name',
      where,
    ),
  );
  const indexes = [];
  for (const index of indexList) {
    const parts = await run('SELECT name FROM pragma_index_info(?, ?) ORDER BY seqno', [
      text(index.name),
      schema,
    ]);
    indexes.push({
      name: text(index.name),
      column_names: parts.rows.map((row) => text(row[0])),
      unique: Number(index.unique) === 1,
    });
  }
  const foreignById = new Map<string, typeof foreign>();
  for (const row of foreign) foreignById.set(text(row.id), [...(foreignById.get(text(row.id)) ?? []), row]);
  return {
    name: table,
    schema,
    catalog: null,
    type: found.type === 'view' ? 'view' : 'table',
    columns: columns.map((row) => ({
      name: text(row.name),
      type: text(row.type),
      nullable: Number(row.notnull) === 0 && Number(row.pk) === 0,
      default: nullableText(row.dflt_value),
      comment: null,
    })),
    primaryKey: {
      name: null,
      constrained_columns: columns
        .filter((row) => Number(row.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((row) => text(row.name)),
    },
    foreignKeys: [...foreignById.values()].map((rows) => ({
      name: null,
      constrained_columns: rows.map((row) => text(row.from)),
      referred_schema: schema,
      referred_table: text(rows[0]!.table),
      referred_columns: rows.map((row) => text(row.to)),
    })),
    indexes,
    comment: null,
  };
}

export async function sqliteFunctionNames(run: RunQuery): Promise<string[]> {
  const result = await run('SELECT DISTINCT name FROM pragma_function_list ORDER BY name');
  return result.rows.map((row) => text(row[0]));
}

/** SQLite gives no cost, only the plan: EXPLAIN QUERY PLAN's steps, one per line. */
export async function sqliteEstimate(run: RunQuery, sql: string): Promise<CostEstimate> {
  const result = await run(`EXPLAIN QUERY PLAN ${sql}`);
  const details = toRecords(result).map((row) => text(row.detail));
  return { 'Query plan': details.join('\n') };
}
