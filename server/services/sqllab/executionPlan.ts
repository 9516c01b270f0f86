// What SQL Lab runs for a rendered script: its statements in order, refused when one is not a
// query on a database without allow_dml; with CTAS/CVAS the last statement becomes CREATE TABLE /
// VIEW … AS; otherwise the last statement gets the row limit (Superset: one row more than the
// limit, so a result that hit the limit can be told from one that did not).
import { classifyStatement, existingLimit, limitingFactor, splitStatements } from '../../../lib/sql/index.ts';
import type { EnginePool } from '../../engines/engineSpec.ts';
import { issueCodesFor } from '../../engines/issueCodes.ts';
import { DML_NOT_ALLOWED } from '../../engines/sqlContainment.ts';
import { LoupeError } from '../shared/loupeError.ts';

export type CtasMethod = 'TABLE' | 'VIEW';

export interface CtasTarget {
  method: CtasMethod;
  table: string;
  schema: string | null;
}

export interface ExecutionPlan {
  statements: string[];
  /** Rows the last statement may return (maxRows); null with CTAS. */
  limit: number | null;
  /** Which limit applies before running (QUERY, DROPDOWN, QUERY_AND_DROPDOWN); NOT_LIMITED is decided after. */
  limitingFactor: 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';
  /** The query's own top-level limit on its last statement, when smaller than or equal to the limit. */
  ownLimit: number | null;
  /** The last statement as run, when it is a SELECT (Superset's select_sql). */
  selectSql: string | null;
  ctas: CtasTarget | null;
}

const CTAS_INVALID =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
const CVAS_INVALID =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

function refusal(
  errorType: 'DML_NOT_ALLOWED_ERROR' | 'INVALID_CTAS_QUERY_ERROR' | 'INVALID_CVAS_QUERY_ERROR',
  message: string,
) {
  return new LoupeError(400, message, { errorType, extra: { issue_codes: issueCodesFor(errorType) } });
}

export interface PlanOptions {
  allowDml: boolean;
  /** min(queryLimit, SQL_MAX_ROW) */
  limit: number;
  ctas: CtasTarget | null;
}

export function planExecution(pool: EnginePool, sql: string, options: PlanOptions): ExecutionPlan {
  const dialect = pool.spec.dialect;
  const statements = splitStatements(sql, dialect).map((s) => s.text);
  const kinds = statements.map((text) => classifyStatement(text, dialect));
  // Superset's read-only rule, strictly: without allow_dml only queries run (SET, USE, CALL and
  // anything unclassified are refused with DML).
  if (!options.allowDml && kinds.some((kind) => kind !== 'select')) {
    throw refusal('DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED);
  }
  const last = statements.length - 1;
  if (options.ctas) {
    const { method, table, schema } = options.ctas;
    if (method === 'TABLE' && kinds[last] !== 'select')
      throw refusal('INVALID_CTAS_QUERY_ERROR', CTAS_INVALID);
    if (method === 'VIEW' && (statements.length !== 1 || kinds[0] !== 'select')) {
      throw refusal('INVALID_CVAS_QUERY_ERROR', CVAS_INVALID);
    }
    const target = (schema ? [schema, table] : [table]).map((name) => pool.quoteIdentifier(name)).join('.');
    const select = statements[last]!;
    const created = [...statements.slice(0, last), `CREATE ${method} ${target} AS\n${select}`];
    return {
      statements: created,
      limit: null,
      limitingFactor: 'NOT_LIMITED',
      ownLimit: null,
      selectSql: select,
      ctas: options.ctas,
    };
  }
  if (last < 0 || kinds[last] !== 'select') {
    return {
      statements,
      limit: options.limit,
      limitingFactor: 'UNKNOWN',
      ownLimit: null,
      selectSql: null,
      ctas: null,
    };
  }
  const lastSql = statements[last]!;
  const own = existingLimit(lastSql, dialect);
  const factor = limitingFactor(own, options.limit);
  const limited =
    own !== null && own <= options.limit ? lastSql : pool.applyLimit(lastSql, options.limit + 1).sql;
  statements[last] = limited;
  return {
    statements,
    limit: options.limit,
    limitingFactor: factor,
    ownLimit: own !== null && own <= options.limit ? own : null,
    selectSql: limited,
    ctas: null,
  };
}

/** Superset's limiting factor once the rows are known: NOT_LIMITED when fewer came back than the limit. */
export function finalLimitingFactor(plan: ExecutionPlan, rowCount: number, truncated: boolean): string {
  if (plan.ctas) return 'NOT_LIMITED';
  if (plan.limitingFactor === 'UNKNOWN') return truncated ? 'DROPDOWN' : 'NOT_LIMITED';
  if (plan.ownLimit !== null) return rowCount >= plan.ownLimit ? plan.limitingFactor : 'NOT_LIMITED';
  return truncated ? plan.limitingFactor : 'NOT_LIMITED';
}
