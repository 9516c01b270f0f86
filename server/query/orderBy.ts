// ORDER BY of a query object, resolved as Superset does: an adhoc metric, a selected metric's
// label, an adhoc column's label, a saved metric, or a dataset column; anything else is an error.
// An entry that is also selected is ordered by its alias. Pure.
import type { CompileScope } from './compileScope.ts';
import type { OrderByItem } from './normalizeQueryObject.ts';
import { QueryCompileError } from './queryError.ts';
import {
  type ChartColumn,
  columnLabel,
  isAdhocMetric,
  metricSql,
  resolveColumn,
  type SelectItem,
} from './selectItems.ts';

export interface OrderTerm {
  sql: string;
  ascending: boolean;
}

function termSql(
  scope: CompileScope,
  item: OrderByItem,
  selected: readonly SelectItem[],
  columns: readonly ChartColumn[],
) {
  if (typeof item !== 'string') {
    if (isAdhocMetric(item)) return metricSql(scope, item);
    return resolveColumn(scope, item).sql;
  }
  const selectedMetric = selected.find((entry) => entry.kind === 'metric' && entry.label === item);
  if (selectedMetric) return selectedMetric.sql;
  const adhocColumn = columns.find((column) => typeof column !== 'string' && columnLabel(column) === item);
  if (adhocColumn) return resolveColumn(scope, adhocColumn).sql;
  if (scope.metricsByName.has(item)) return metricSql(scope, item);
  if (scope.columnsByName.has(item)) return resolveColumn(scope, item).sql;
  // A selected column by its label, e.g. the legacy `__timestamp`.
  const selectedColumn = selected.find((entry) => entry.label === item);
  if (selectedColumn) return selectedColumn.sql;
  throw new QueryCompileError(`Unknown column used in orderby: ${item}`);
}

export function resolveOrderBy(
  scope: CompileScope,
  orderby: readonly [OrderByItem, boolean][],
  selected: readonly SelectItem[],
  columns: readonly ChartColumn[],
): OrderTerm[] {
  return orderby.map(([item, ascending]) => ({ sql: termSql(scope, item, selected, columns), ascending }));
}

/** `ORDER BY` terms as text: by alias when the expression is selected. */
export function orderBySql(
  terms: readonly OrderTerm[],
  selected: readonly SelectItem[],
  alias: (label: string) => string,
): string[] {
  return terms.map((term) => {
    const match = selected.find((entry) => entry.sql === term.sql);
    return `${match ? alias(match.label) : term.sql} ${term.ascending ? 'ASC' : 'DESC'}`;
  });
}
