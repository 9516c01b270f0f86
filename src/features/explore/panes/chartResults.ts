// A chart's query context asked for another result type or format (the panes, the downloads), and
// a result item (chart data or /datasource/samples) as the data grid's columns and rows.
import type { DataGridColumn } from '../../../components/DataGrid/DataGrid.tsx';
import type { QueryContext } from '../../../visualizations/core/types.ts';

export type ResultType = NonNullable<QueryContext['result_type']>;
export type ResultFormat = NonNullable<QueryContext['result_format']>;

/** The same queries, answered as `resultType` in `resultFormat` (json by default), never cached. */
export function queryContextFor(
  queryContext: QueryContext,
  resultType: ResultType,
  resultFormat: ResultFormat = 'json',
): QueryContext {
  return {
    ...queryContext,
    result_type: resultType,
    result_format: resultFormat,
    queries: queryContext.queries.map((query) => {
      const { result_type: _ignored, ...rest } = query as typeof query & { result_type?: unknown };
      return rest;
    }),
  };
}

/** What a result item brings for the grid: column names, their generic types, rows as objects. */
export interface TabularResult {
  colnames?: readonly string[] | null;
  coltypes?: readonly (number | null)[] | null;
  data?: readonly Record<string, unknown>[] | null;
}

export function resultColumns(result: TabularResult): DataGridColumn[] {
  const names = result.colnames ?? Object.keys(result.data?.[0] ?? {});
  return names.map((name, index) => ({ name, type_generic: result.coltypes?.[index] ?? null }));
}

export function resultRows(result: TabularResult): unknown[][] {
  const names = result.colnames ?? Object.keys(result.data?.[0] ?? {});
  return (result.data ?? []).map((row) => names.map((name) => row[name] ?? null));
}

/** The items of a chart data reply (a file reply, for csv / xlsx, has none). */
export function chartDataItems(reply: unknown): Record<string, unknown>[] {
  if (reply === null || typeof reply !== 'object' || !('result' in reply)) return [];
  const result = (reply as { result: unknown }).result;
  return Array.isArray(result) ? (result as Record<string, unknown>[]) : [];
}
