// PostgreSQL catalogs (databases), schemas, tables, views, columns, keys and indexes, read from
// pg_catalog; the cost estimate from EXPLAIN (FORMAT JSON).
import type { CostEstimate, TableEntry, TableMetadata } from '../engineSpec.ts';
import { EngineError } from '../errors.ts';
import { nullableText, type RunQuery, text, textList, toRecords } from '../introspectionRows.ts';
import { postgresDeclaredType } from './postgresValues.ts';

export async function postgresCatalogs(run: RunQuery): Promise<string[]> {
  const result = await run(
    'SELECT datname FROM pg_database WHERE NOT datistemplate AND datallowconn ORDER BY datname',
  );
  return result.rows.map((row) => text(row[0]));
}

/** SQLAlchemy's list: every schema but pg_* (pg_catalog, pg_toast, …). */
export async function postgresSchemas(run: RunQuery): Promise<string[]> {
  const result = await run(
    "SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' ORDER BY nspname",
  );
  return result.rows.map((row) => text(row[0]));
}

export async function postgresTables(run: RunQuery, schema: string): Promise<TableEntry[]> {
  const result = await run(
    `SELECT c.relname, c.relkind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p', 'f', 'v', 'm') ORDER BY c.relname`,
    [schema],
  );
  return result.rows.map((row) => ({
    name: text(row[0]),
    type: row[1] === 'v' || row[1] === 'm' ? 'view' : 'table',
  }));
}

export async function postgresTableMetadata(
  run: RunQuery,
  table: string,
  schema: string,
  catalog: string | null,
): Promise<TableMetadata> {
  const found = toRecords(
    await run(
      `SELECT c.oid::int AS oid, c.relkind, obj_description(c.oid, 'pg_class') AS comment
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = $1 AND c.relname = $2 AND c.relkind IN ('r', 'p', 'f', 'v', 'm')`,
      [schema, table],
    ),
  )[0];
  if (!found) {
    throw new EngineError(
      'TABLE_DOES_NOT_EXIST_ERROR',
      `The table "${table}" does not exist. A valid table must be used to run this query.`,
      {
        engine_name: 'PostgreSQL',
      },
    );
  }
  const oid = [found.oid];
  const columns = toRecords(
    await run(
      `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable,
              pg_get_expr(d.adbin, d.adrelid) AS "default", col_description(a.attrelid, a.attnum) AS comment
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
      oid,
    ),
  );
  const constraints = toRecords(
    await run(
      `SELECT con.conname AS name, con.contype AS type, rn.nspname AS referred_schema, rc.relname AS referred_table,
              array_to_json(ARRAY(SELECT a.attname FROM unnest(con.conkey) WITH ORDINALITY k(num, ord)
                JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.num ORDER BY k.ord))::text AS columns,
              array_to_json(ARRAY(SELECT a.attname FROM unnest(con.confkey) WITH ORDINALITY k(num, ord)
                JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.num ORDER BY k.ord))::text AS referred_columns
       FROM pg_constraint con
       LEFT JOIN pg_class rc ON rc.oid = con.confrelid LEFT JOIN pg_namespace rn ON rn.oid = rc.relnamespace
       WHERE con.conrelid = $1 AND con.contype IN ('p', 'f') ORDER BY con.conname`,
      oid,
    ),
  );
  const indexes = toRecords(
    await run(
      `SELECT i.relname AS name, ix.indisunique AS "unique",
              array_to_json(ARRAY(SELECT pg_get_indexdef(ix.indexrelid, k + 1, true)
                FROM generate_subscripts(ix.indkey, 1) k ORDER BY k))::text AS columns
       FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid
       WHERE ix.indrelid = $1 AND NOT ix.indisprimary ORDER BY i.relname`,
      oid,
    ),
  );
  const primary = constraints.find((row) => row.type === 'p');
  return {
    name: table,
    schema,
    catalog,
    type: found.relkind === 'v' || found.relkind === 'm' ? 'view' : 'table',
    columns: columns.map((row) => ({
      name: text(row.name),
      type: postgresDeclaredType(text(row.type)),
      nullable: row.nullable === true,
      default: nullableText(row.default),
      comment: nullableText(row.comment),
    })),
    primaryKey: {
      name: primary ? nullableText(primary.name) : null,
      constrained_columns: primary ? textList(primary.columns) : [],
    },
    foreignKeys: constraints
      .filter((row) => row.type === 'f')
      .map((row) => ({
        name: nullableText(row.name),
        constrained_columns: textList(row.columns),
        referred_catalog: catalog,
        referred_schema: nullableText(row.referred_schema),
        referred_table: text(row.referred_table),
        referred_columns: textList(row.referred_columns),
      })),
    indexes: indexes.map((row) => ({
      name: text(row.name),
      column_names: textList(row.columns),
      unique: row.unique === true,
    })),
    comment: nullableText(found.comment),
  };
}

export async function postgresFunctionNames(run: RunQuery): Promise<string[]> {
  const result = await run(
    'SELECT DISTINCT proname FROM pg_proc WHERE pg_function_is_visible(oid) ORDER BY proname',
  );
  return result.rows.map((row) => text(row[0]));
}

/** Superset's PostgreSQL estimate (start-up and total cost) plus the planner's row estimate. */
export async function postgresEstimate(run: RunQuery, sql: string): Promise<CostEstimate> {
  const result = await run(`EXPLAIN (FORMAT JSON) ${sql}`);
  const plan = (JSON.parse(text(result.rows[0]?.[0])) as { Plan: Record<string, number> }[])[0]?.Plan ?? {};
  const estimate: CostEstimate = {};
  if (plan['Startup Cost'] !== undefined) estimate['Start-up cost'] = plan['Startup Cost'];
  if (plan['Total Cost'] !== undefined) estimate['Total cost'] = plan['Total Cost'];
  if (plan['Plan Rows'] !== undefined) estimate['Estimated rows'] = plan['Plan Rows'];
  return estimate;
}
