// Running one statement on a PostgreSQL session. A single query (SELECT, WITH … SELECT,
// VALUES, TABLE) goes through a server-side cursor — DECLARE … CURSOR FOR, FETCH FORWARD
// maxRows + 1 — so PostgreSQL produces only the rows that are read. Anything else runs as is.
import { classifyStatement, splitStatements } from '../../../lib/sql/index.ts';
import { trackStatement } from '../cancelUntilEnded.ts';
import type { JsonValue, QueryResult, ResultColumn } from '../engineSpec.ts';
import { genericTypeOf } from '../genericTypes.ts';
import type { PostgresSession } from './postgresSession.ts';
import { PG_TYPE_NAMES, postgresDeclaredType, postgresValueToJson } from './postgresValues.ts';

const CURSOR_PREFIX = 'DECLARE loupe_cursor NO SCROLL CURSOR FOR ';
const CURSOR_WORDS = /^\(*\s*(SELECT|WITH|VALUES|TABLE)\b/i;
const MAX_FETCH = 2_147_483_646;

export interface PostgresStatement {
  sql: string;
  params?: readonly unknown[];
  maxRows: number;
  schema?: string | null;
  /** Type names by OID, shared by the pool; unknown OIDs are looked up and added. */
  typeNames: Map<number, string>;
  /** Called with the number of characters PostgreSQL saw before the user's statement. */
  onSqlOffset(offset: number): void;
}

interface PgResult {
  command: string;
  rowCount: number | null;
  rows: unknown[][];
  fields: { name: string; dataTypeID: number; dataTypeModifier: number }[];
}

/** Runs the statement, known as running on the session (for stopping) until it settles. */
export function runPostgresStatement(
  session: PostgresSession,
  statement: PostgresStatement,
): Promise<QueryResult> {
  return trackStatement(session, executeStatement(session, statement));
}

async function executeStatement(
  session: PostgresSession,
  statement: PostgresStatement,
): Promise<QueryResult> {
  const { client } = session;
  if (statement.schema) await setSearchPath(session, statement.schema);
  try {
    const statements = splitStatements(statement.sql, 'postgresql');
    const only = statements.length === 1 ? statements[0]! : null;
    const cursor =
      only !== null &&
      CURSOR_WORDS.test(only.text) &&
      classifyStatement(only.text, 'postgresql') === 'select';
    const result = cursor
      ? await fetchThroughCursor(session, only.text, statement, CURSOR_PREFIX.length - only.start)
      : await runPlain(session, statement);
    return await toQueryResult(session, result, statement);
  } finally {
    if (statement.schema) {
      await client.query('RESET search_path').catch(() => {
        session.broken = true;
      });
    }
  }
}

/** The schema as the session's search_path (until RESET or the session ends). */
export async function setSearchPath(session: PostgresSession, schema: string): Promise<void> {
  await session.client.query("SELECT set_config('search_path', quote_ident($1), false)", [schema]);
}

async function fetchThroughCursor(
  session: PostgresSession,
  text: string,
  statement: PostgresStatement,
  offset: number,
): Promise<PgResult> {
  const { client } = session;
  // Inside the script's own transaction (a session after BEGIN) the cursor lives in it and is
  // closed after; otherwise it gets a transaction of its own.
  const own = client.getTransactionStatus() !== 'T';
  if (own) await client.query('BEGIN');
  try {
    statement.onSqlOffset(offset);
    await client.query({
      text: `${CURSOR_PREFIX}${text}`,
      values: statement.params ? [...statement.params] : undefined,
    });
    statement.onSqlOffset(0);
    const count = statement.maxRows >= MAX_FETCH ? 'ALL' : String(statement.maxRows + 1);
    const fetched = (await client.query({
      text: `FETCH FORWARD ${count} FROM loupe_cursor`,
      rowMode: 'array',
    })) as PgResult;
    await client.query(own ? 'COMMIT' : 'CLOSE loupe_cursor');
    return fetched;
  } catch (error) {
    if (own) {
      await client.query('ROLLBACK').catch(() => {
        session.broken = true;
      });
    }
    throw error;
  }
}

async function runPlain(session: PostgresSession, statement: PostgresStatement): Promise<PgResult> {
  const values = statement.params && statement.params.length > 0 ? [...statement.params] : undefined;
  const result = (await session.client.query({ text: statement.sql, values, rowMode: 'array' })) as unknown as
    | PgResult
    | PgResult[];
  return Array.isArray(result) ? result[result.length - 1]! : result;
}

async function toQueryResult(
  session: PostgresSession,
  result: PgResult,
  statement: PostgresStatement,
): Promise<QueryResult> {
  if (!result.fields || result.fields.length === 0) {
    return { columns: [], rows: [], rowCount: 0, truncated: false, rowsAffected: result.rowCount ?? null };
  }
  await learnTypeNames(session, result.fields, statement.typeNames);
  const columns: ResultColumn[] = result.fields.map((field) => {
    const type = typeName(field, statement.typeNames);
    return { name: field.name, type, type_generic: genericTypeOf(type) };
  });
  const truncated = result.rows.length > statement.maxRows;
  const rows: JsonValue[][] = result.rows
    .slice(0, statement.maxRows)
    .map((row) => row.map((value, index) => postgresValueToJson(value, result.fields[index]!.dataTypeID)));
  return { columns, rows, rowCount: rows.length, truncated, rowsAffected: null };
}

function typeName(
  field: { dataTypeID: number; dataTypeModifier: number },
  names: Map<number, string>,
): string | null {
  const name = PG_TYPE_NAMES.get(field.dataTypeID) ?? names.get(field.dataTypeID) ?? null;
  if (field.dataTypeID === 1700 && field.dataTypeModifier >= 4) {
    const modifier = field.dataTypeModifier - 4;
    return `NUMERIC(${(modifier >> 16) & 0xffff}, ${modifier & 0xffff})`;
  }
  return name;
}

async function learnTypeNames(
  session: PostgresSession,
  fields: { dataTypeID: number }[],
  names: Map<number, string>,
): Promise<void> {
  const unknown = [...new Set(fields.map((field) => field.dataTypeID))].filter(
    (oid) => !PG_TYPE_NAMES.has(oid) && !names.has(oid),
  );
  if (unknown.length === 0) return;
  const found = await session.client.query({
    text: 'SELECT oid::int, format_type(oid, NULL) FROM pg_type WHERE oid = ANY($1::oid[])',
    values: [unknown],
    rowMode: 'array',
  });
  for (const [oid, name] of found.rows as [string, string][])
    names.set(Number(oid), postgresDeclaredType(name));
}
