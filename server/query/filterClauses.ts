// The filters of a query object as WHERE (columns) and HAVING (saved metrics) conditions, with
// Superset's applied / rejected lists: a filter on a column the dataset lacks is left out and
// reported as rejected (not_in_datasource), as Superset does. Pure.
import type { components } from '../../src/api/schema.gen.ts';
import { type CompileScope, checkedClause, datasetColumnSql, withTimeGrain } from './compileScope.ts';
import {
  asText,
  booleanSql,
  COMPARISONS,
  comparisonSql,
  inListSql,
  nullSql,
  PATTERN_OPERATORS,
  patternSql,
} from './filterOperators.ts';
import { filterValue, filterValueList } from './filterValues.ts';
import type { QueryDatasourceColumn, QueryGenericType } from './queryDatasource.ts';
import { QueryCompileError } from './queryError.ts';
import { columnLabel, metricSql } from './selectItems.ts';
import type { SqlFragment } from './sqlFragment.ts';
import { isEpochColumn, type TimeRangeSettings, timeBounds, timeFilterSql } from './timeFilter.ts';

export type ChartFilter = components['schemas']['ChartDataFilter'];

export interface AppliedFilter {
  column: string;
}

export interface RejectedFilter {
  reason: 'not_in_datasource';
  column: string;
}

export interface CompiledFilters {
  where: SqlFragment[];
  having: SqlFragment[];
  applied: AppliedFilter[];
  rejected: RejectedFilter[];
}

export interface FilterSettings extends TimeRangeSettings {
  /** The column `__timestamp` stands for in a timeseries query. */
  timestampColumn: QueryDatasourceColumn | null;
}

interface FilterTarget {
  sql: string;
  column: QueryDatasourceColumn | null;
  genericType: QueryGenericType;
  clause: 'where' | 'having';
}

function targetOf(scope: CompileScope, filter: ChartFilter, settings: FilterSettings): FilterTarget | null {
  const col = filter.col;
  if (typeof col !== 'string') {
    const known = scope.columnsByName.get(col.sqlExpression);
    if (known)
      return {
        sql: datasetColumnSql(scope, known),
        column: known,
        genericType: known.type_generic,
        clause: 'where',
      };
    return {
      sql: `(${checkedClause(scope, col.sqlExpression)})`,
      column: null,
      genericType: 1,
      clause: 'where',
    };
  }
  const column =
    col === '__timestamp' && settings.timestampColumn
      ? settings.timestampColumn
      : scope.columnsByName.get(col);
  if (column)
    return {
      sql: datasetColumnSql(scope, column),
      column,
      genericType: column.type_generic,
      clause: 'where',
    };
  if (scope.metricsByName.has(col))
    return { sql: metricSql(scope, col), column: null, genericType: 0, clause: 'having' };
  return null;
}

function conditionOf(
  scope: CompileScope,
  filter: ChartFilter,
  target: FilterTarget,
  settings: FilterSettings,
) {
  const backend = scope.engine.backend;
  const op = filter.op;
  const genericType = target.genericType ?? 1;
  const sql = filter.grain ? withTimeGrain(scope, target.sql, filter.grain, target.column) : target.sql;
  if (op === 'IN' || op === 'NOT IN') return inListSql(sql, op, filterValueList(filter.val, op, genericType));
  if (op === 'IS NULL' || op === 'IS NOT NULL') return nullSql(sql, op);
  if (op === 'IS TRUE' || op === 'IS FALSE') return booleanSql(sql, op);
  if (op === 'TEMPORAL_RANGE') {
    if (typeof filter.val !== 'string') throw new QueryCompileError(`Invalid filter operation type: ${op}`);
    // Bounds are in the column's stored form: an epoch column is compared as stored.
    const rangeSql = isEpochColumn(target.column) ? target.sql : sql;
    return timeFilterSql(rangeSql, timeBounds(filter.val, settings), target.column, backend);
  }
  const value = filterValue(filter.val, op, genericType);
  if (COMPARISONS.has(op)) return comparisonSql(sql, op, value);
  if (PATTERN_OPERATORS.has(op))
    return patternSql(backend, genericType === 1 ? sql : asText(backend, sql), op, value);
  throw new QueryCompileError(`Invalid filter operation type: ${op}`);
}

export function compileFilters(
  scope: CompileScope,
  filters: readonly ChartFilter[],
  settings: FilterSettings,
): CompiledFilters {
  const result: CompiledFilters = { where: [], having: [], applied: [], rejected: [] };
  for (const filter of filters) {
    if (!filter.col || !filter.op) continue;
    const name = columnLabel(filter.col);
    const target = targetOf(scope, filter, settings);
    if (!target) {
      result.rejected.push({ reason: 'not_in_datasource', column: name });
      continue;
    }
    result.applied.push({ column: name });
    const condition = conditionOf(scope, filter, target, settings);
    if (condition) result[target.clause].push(condition);
  }
  return result;
}
