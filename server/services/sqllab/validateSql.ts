// POST /api/v1/database/{pk}/validate_sql/: the template rendered as SQL Lab renders it, the
// statements split, and each one planned by the engine without running it (EXPLAIN, 10 s).
// Syntax errors and unknown schemas, tables or columns become annotations whose line is within
// the whole script; an engine that cannot be reached (or times out) is a typed 422. EXPLAIN never
// executes DML (PostgreSQL, MySQL/MariaDB and DuckDB plan INSERT/UPDATE/DELETE; SQLite's EXPLAIN
// compiles any statement to bytecode without stepping it); statements EXPLAIN cannot take (DDL,
// SET, USE, …) are not checked on the server engines. A statement reading a table the caller may
// not read is not explained: the access refusal is its annotation.
import { splitStatements } from '../../../lib/sql/index.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import type { EnginePool } from '../../engines/engineSpec.ts';
import { type EngineError, type ErrorType, isEngineError } from '../../engines/errors.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import { asReplyError } from '../databases/engineFailure.ts';
import { can, type Principal } from '../security/principal.ts';
import { forbidden, LoupeError } from '../shared/loupeError.ts';
import { assertQueryAccess } from './queryAccess.ts';
import type { SqlLabContext } from './sqlLabContext.ts';
import { parseTemplateParams, renderSqlTemplate } from './sqlTemplates.ts';

export type ValidateSqlPayload = components['schemas']['ValidateSqlPayload'];
type ValidateSqlResponse = components['schemas']['ValidateSqlResponse'];
type Annotation = components['schemas']['SqlValidationAnnotation'];

/** As estimates: Superset's SQLLAB_QUERY_COST_ESTIMATE_TIMEOUT (10 s). */
const VALIDATE_TIMEOUT_MS = 10_000;
const EXPLAIN = 'EXPLAIN ';

/** Engine failures that say something about the SQL rather than the connection. */
const SQL_PROBLEMS: ReadonlySet<ErrorType> = new Set<ErrorType>([
  'SYNTAX_ERROR',
  'INVALID_SQL_ERROR',
  'TABLE_DOES_NOT_EXIST_ERROR',
  'COLUMN_DOES_NOT_EXIST_ERROR',
  'SCHEMA_DOES_NOT_EXIST_ERROR',
  'OBJECT_DOES_NOT_EXIST_ERROR',
  'GENERIC_DB_ENGINE_ERROR',
]);

/** Leading keywords EXPLAIN does not take on PostgreSQL, MySQL/MariaDB or DuckDB. */
const NOT_EXPLAINABLE = new Set([
  'ALTER',
  'ANALYZE',
  'ATTACH',
  'BEGIN',
  'CALL',
  'CHECKPOINT',
  'COMMENT',
  'COMMIT',
  'COPY',
  'CREATE',
  'DESC',
  'DESCRIBE',
  'DETACH',
  'DO',
  'DROP',
  'EXPLAIN',
  'FLUSH',
  'GRANT',
  'INSTALL',
  'KILL',
  'LOAD',
  'LOCK',
  'PRAGMA',
  'RESET',
  'REVOKE',
  'ROLLBACK',
  'SET',
  'SHOW',
  'START',
  'TRUNCATE',
  'UNLOCK',
  'USE',
  'VACUUM',
]);

function firstKeyword(statement: string): string {
  const match = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*([A-Za-z_]+)/.exec(statement);
  return match ? match[1]!.toUpperCase() : '';
}

function explainable(statement: string, backend: string): boolean {
  const keyword = firstKeyword(statement);
  if (keyword === 'EXPLAIN') return false;
  return backend === 'sqlite' || !NOT_EXPLAINABLE.has(keyword);
}

/** 1-based line and column of an offset in the script. */
function positionOf(sql: string, offset: number): { line: number; column: number } {
  const before = sql.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

function annotationFor(error: EngineError, sql: string, statementStart: number): Annotation {
  const start = positionOf(sql, statementStart);
  const line = typeof error.extra.line === 'number' && error.extra.line >= 1 ? error.extra.line : null;
  const column =
    typeof error.extra.column === 'number' && error.extra.column >= 1 ? error.extra.column : null;
  let startColumn: number | null = null;
  if (line !== null && column !== null) {
    startColumn = line === 1 ? Math.max(1, column - EXPLAIN.length) + start.column - 1 : column;
  }
  return {
    line_number: line === null ? start.line : start.line + line - 1,
    start_column: startColumn,
    end_column: startColumn,
    message: error.message,
  };
}

async function accessRefusal(
  ctx: SqlLabContext,
  principal: Principal,
  database: DatabaseRow,
  pool: EnginePool,
  statement: string,
  schema: string | null,
): Promise<string | null> {
  try {
    await assertQueryAccess(ctx.db, principal, database, pool, statement, schema, { explainOnly: true });
    return null;
  } catch (error) {
    if (error instanceof LoupeError && error.status !== 500) return error.message;
    throw error;
  }
}

export async function validateSql(
  ctx: SqlLabContext,
  principal: Principal,
  databaseId: number,
  body: ValidateSqlPayload,
): Promise<ValidateSqlResponse> {
  if (!can(principal, 'can_read', 'Database')) throw forbidden('can_read', 'Database');
  const { row: database, pool } = await ctx.databases.open(databaseId);
  const params = parseTemplateParams(body.template_params);
  const sql = renderSqlTemplate(body.sql, params, principal.user);
  const options = {
    timeoutMs: VALIDATE_TIMEOUT_MS,
    maxRows: 1,
    catalog: body.catalog ?? null,
    schema: body.schema ?? null,
  };
  const result: Annotation[] = [];
  for (const statement of splitStatements(sql, pool.spec.dialect)) {
    if (!explainable(statement.text, pool.spec.backend)) continue;
    // A statement reading what the caller may not read is not explained (its errors would tell
    // the table's columns): the refusal is its annotation.
    const refusal = await accessRefusal(ctx, principal, database, pool, statement.text, options.schema);
    if (refusal) {
      const start = positionOf(sql, statement.start);
      result.push({ line_number: start.line, start_column: null, end_column: null, message: refusal });
      continue;
    }
    try {
      await pool.execute(`${EXPLAIN}${statement.text}`, options);
    } catch (error) {
      if (isEngineError(error) && error.reason === 'engine' && SQL_PROBLEMS.has(error.errorType)) {
        result.push(annotationFor(error, sql, statement.start));
      } else {
        throw asReplyError(error);
      }
    }
  }
  return { result };
}
