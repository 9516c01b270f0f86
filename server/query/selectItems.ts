// Columns and metrics of a query object as SQL with their labels, as Superset names them:
// a saved metric by its name, an adhoc metric by its label (else `AGG(column)` or its SQL), a
// column by its name, an adhoc column by its label (else its SQL). Verbose names never change a
// label. Pure.
import type { components } from '../../src/api/schema.gen.ts';
import { type CompileScope, checkedClause, datasetColumnSql, withTimeGrain } from './compileScope.ts';
import { QueryCompileError } from './queryError.ts';

export type ChartMetric = components['schemas']['ChartDataMetric'];
export type ChartColumn = components['schemas']['ChartDataColumn'];
export type AdhocMetric = components['schemas']['ChartDataAdhocMetric'];
export type AdhocColumn = components['schemas']['ChartDataAdhocColumn'];

export type ItemKind = 'metric' | 'dimension' | 'time';

export interface SelectItem {
  label: string;
  sql: string;
  kind: ItemKind;
}

const AGGREGATES: Readonly<Record<string, (column: string) => string>> = {
  AVG: (column) => `AVG(${column})`,
  COUNT: (column) => `COUNT(${column})`,
  COUNT_DISTINCT: (column) => `COUNT(DISTINCT ${column})`,
  MAX: (column) => `MAX(${column})`,
  MIN: (column) => `MIN(${column})`,
  SUM: (column) => `SUM(${column})`,
};

export function isAdhocMetric(value: unknown): value is AdhocMetric {
  return typeof value === 'object' && value !== null && 'expressionType' in value && !('columnType' in value);
}

export function metricLabel(metric: ChartMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL' && metric.sqlExpression) return metric.sqlExpression;
  const columnName = metric.column?.column_name;
  if (metric.expressionType === 'SIMPLE' && columnName && metric.aggregate) {
    return `${metric.aggregate}(${columnName})`;
  }
  if (columnName) return columnName;
  throw new QueryCompileError(`Invalid metric object: ${JSON.stringify(metric)}`);
}

export function columnLabel(column: ChartColumn): string {
  if (typeof column === 'string') return column;
  if (column.label) return column.label;
  if (column.sqlExpression) return column.sqlExpression;
  throw new QueryCompileError(`Invalid column object: ${JSON.stringify(column)}`);
}

/** A metric's aggregate expression (no label). */
export function metricSql(scope: CompileScope, metric: ChartMetric): string {
  if (typeof metric === 'string') {
    const saved = scope.metricsByName.get(metric);
    if (!saved) throw new QueryCompileError(`Metric '${metric}' does not exist`);
    return checkedClause(scope, saved.expression);
  }
  if (metric.expressionType === 'SQL') {
    if (!metric.sqlExpression?.trim()) throw new QueryCompileError('Adhoc metric SQL expression is invalid');
    return checkedClause(scope, metric.sqlExpression);
  }
  const aggregate = metric.aggregate ? AGGREGATES[metric.aggregate] : undefined;
  const columnName = metric.column?.column_name;
  if (!aggregate || !columnName) throw new QueryCompileError('Adhoc metric aggregate or column is missing');
  const column = scope.columnsByName.get(columnName);
  if (!column) throw new QueryCompileError(`Columns missing in dataset: ['${columnName}']`);
  return aggregate(datasetColumnSql(scope, column));
}

export function resolveMetric(scope: CompileScope, metric: ChartMetric): SelectItem {
  return { label: metricLabel(metric), sql: metricSql(scope, metric), kind: 'metric' };
}

export interface ColumnOptions {
  /** The granularity column: a plain column of that name is truncated to timeGrain. */
  granularity?: string | null;
  /** extras.time_grain_sqla: the grain of the granularity column and of an x-axis without its own. */
  timeGrain?: string | null;
}

/**
 * A column of the query as SQL. An adhoc column whose SQL is a dataset column's name is that
 * column; the x-axis (columnType BASE_AXIS) is truncated to its timeGrain when it is temporal
 * (a dataset column marked is_dttm, or any expression: the compiler cannot probe its type).
 */
export function resolveColumn(
  scope: CompileScope,
  column: ChartColumn,
  options: ColumnOptions = {},
): SelectItem {
  const label = columnLabel(column);
  if (typeof column === 'string') {
    const known = scope.columnsByName.get(column);
    if (!known) throw new QueryCompileError(`Columns missing in dataset: ['${column}']`);
    const sql = datasetColumnSql(scope, known);
    if (column !== options.granularity) return { label, sql, kind: 'dimension' };
    // The granularity column: truncated to the grain, an epoch column converted even without one.
    return {
      label,
      sql: withTimeGrain(scope, sql, options.timeGrain, known),
      kind: options.timeGrain || known.is_dttm ? 'time' : 'dimension',
    };
  }
  const known = scope.columnsByName.get(column.sqlExpression);
  const sql = known ? datasetColumnSql(scope, known) : `(${checkedClause(scope, column.sqlExpression)})`;
  if (column.columnType !== 'BASE_AXIS') return { label, sql, kind: 'dimension' };
  const grain = column.timeGrain || options.timeGrain;
  const temporal = known ? known.is_dttm : true;
  return {
    label,
    sql: temporal ? withTimeGrain(scope, sql, grain, known ?? null) : sql,
    kind: temporal ? 'time' : 'dimension',
  };
}

/** Names a query refers to that the dataset lacks: plain columns, and columns of SIMPLE metrics. */
export function missingColumnNames(
  scope: CompileScope,
  columns: readonly ChartColumn[],
  metrics: readonly ChartMetric[],
): string[] {
  const names = [
    ...columns.filter((column): column is string => typeof column === 'string'),
    ...metrics.flatMap((metric) =>
      typeof metric !== 'string' && metric.expressionType === 'SIMPLE' && metric.column?.column_name
        ? [metric.column.column_name]
        : [],
    ),
  ];
  return [...new Set(names.filter((name) => name !== '__timestamp' && !scope.columnsByName.has(name)))];
}
