// A result's rows as the grid takes them: one array per row, in the order of the columns. Pure.
import type { DataGridColumn } from '../../components/DataGrid/DataGrid.tsx';

interface ResultColumnLike {
  name?: unknown;
  column_name?: unknown;
  type?: unknown;
  type_generic?: unknown;
}

export function gridColumnsOf(columns: readonly unknown[] | undefined): DataGridColumn[] {
  return (columns ?? []).map((raw) => {
    const column = raw as ResultColumnLike;
    const name = typeof column.name === 'string' ? column.name : String(column.column_name ?? '');
    return {
      name,
      type: typeof column.type === 'string' ? column.type : null,
      type_generic: typeof column.type_generic === 'number' ? column.type_generic : null,
    };
  });
}

export function gridRowsOf(
  columns: readonly DataGridColumn[],
  data: ReadonlyArray<Record<string, unknown>> | undefined,
): unknown[][] {
  return (data ?? []).map((row) => columns.map((column) => row[column.name]));
}
