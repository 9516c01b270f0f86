// What every part of the compiler shares: the dataset (columns and metrics by name), the engine's
// quoting and time grains, and the check of custom SQL. Pure.
import { checkAdhocClause } from '../../lib/sql/index.ts';
import type { EngineSpec } from '../engines/engineSpec.ts';
import type { QueryDatasource, QueryDatasourceColumn, QueryDatasourceMetric } from './queryDatasource.ts';
import { QueryCompileError } from './queryError.ts';
import { isEpochColumn } from './timeFilter.ts';

/** The parts of an EngineSpec the compiler uses. */
export type QueryEngine = Pick<EngineSpec, 'backend' | 'dialect' | 'quoteIdentifier' | 'timeGrainExpression'>;

export interface CompileScope {
  readonly datasource: QueryDatasource;
  readonly engine: QueryEngine;
  readonly columnsByName: ReadonlyMap<string, QueryDatasourceColumn>;
  readonly metricsByName: ReadonlyMap<string, QueryDatasourceMetric>;
}

export function compileScope(datasource: QueryDatasource, engine: QueryEngine): CompileScope {
  return {
    datasource,
    engine,
    columnsByName: new Map(datasource.columns.map((column) => [column.column_name, column])),
    metricsByName: new Map(datasource.metrics.map((metric) => [metric.metric_name, metric])),
  };
}

const REFUSED_AS_SUBQUERY = new Set(['subquery', 'multipleStatements', 'dataChanging']);

/**
 * Custom SQL (adhoc metric, column, filter, WHERE / HAVING extra, calculated column) as one
 * expression, or a QueryCompileError: sub-queries, several statements and data-changing words
 * are ADHOC_SUBQUERY_NOT_ALLOWED_ERROR as in Superset; unbalanced text is a validation error.
 */
export function checkedClause(scope: CompileScope, clause: string): string {
  const check = checkAdhocClause(clause, scope.engine.dialect);
  if (check.ok) return check.clause;
  const errorType = REFUSED_AS_SUBQUERY.has(check.problem)
    ? 'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR'
    : 'INVALID_PAYLOAD_SCHEMA_ERROR';
  throw new QueryCompileError(check.message, errorType);
}

/** A dataset column as SQL: its quoted name, or its checked expression in brackets. */
export function datasetColumnSql(scope: CompileScope, column: QueryDatasourceColumn): string {
  if (column.expression?.trim()) return `(${checkedClause(scope, column.expression)})`;
  return scope.engine.quoteIdentifier(column.column_name);
}

/**
 * The column truncated to a time grain; an unknown grain is a validation error. A dataset column
 * stored as epoch seconds / milliseconds is converted to a timestamp first, and also without a
 * grain (Superset's get_timestamp_expr), so a temporal axis answers timestamps.
 */
export function withTimeGrain(
  scope: CompileScope,
  sql: string,
  grain: string | null | undefined,
  column: QueryDatasourceColumn | null = null,
): string {
  const epoch = isEpochColumn(column);
  if (!grain && !epoch) return sql;
  const format = epoch ? (column?.python_date_format ?? null) : null;
  const expression = scope.engine.timeGrainExpression(sql, grain || null, format);
  if (expression === null) throw new QueryCompileError(`No grain spec for ${grain} for database`);
  return expression;
}
