// The grid's TanStack Table set-up: the features it registers (module scope: stable) and the
// column definitions built from the result's columns.
import {
  type ColumnDef,
  columnPinningFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSortingFeature,
  type SortFn,
  tableFeatures,
} from '@tanstack/react-table';
import { fitColumnWidth, type Measurers, sampleRowIndices } from './autosize.ts';
import { compareSortable, type Sortable, toSortable } from './compareValues.ts';
import { type ColumnKind, cellDisplayText, columnKind, formatCell } from './formatCell.ts';
import {
  type ColumnWidthPreset,
  INITIAL_SAMPLE,
  INITIAL_WIDTH_RANGE,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  resolveWidth,
  rowNumberWidth,
} from './gridSizes.ts';

/** A column of the result (SQL Lab's `columns`: name, database type, generic type). */
export interface DataGridColumn {
  name: string;
  type?: string | null;
  /** Superset's generic type: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic?: number | null;
  /** First width: a preset name (xs 25 … xxl 200) or px; by default fitted to a sample. */
  width?: ColumnWidthPreset | number;
}

/** A row: one value per column, in the order of `columns`. */
export type GridRow = unknown[];

export interface GridColumnMeta {
  /** Position of the column in `columns` and in each row. */
  index: number;
  name: string;
  kind: ColumnKind;
}

export const gridFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnVisibilityFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnMeta: metaHelper<Partial<GridColumnMeta>>(),
});
export type GridFeatures = typeof gridFeatures;

export const ROW_NUMBER_COLUMN_ID = 'loupe-row-number';

/** Column ids are positional, so that two result columns may share a name. */
export function columnId(index: number): string {
  return `c${index}`;
}

/**
 * Sorts on the sort keys the accessor returns (cached per row by the table); missing values are
 * `undefined`, which `sortUndefined: 'last'` keeps last in both directions.
 */
const sortBySortable: SortFn<GridFeatures, GridRow> = (rowA, rowB, id) =>
  compareSortable(rowA.getValue<Sortable | undefined>(id), rowB.getValue<Sortable | undefined>(id));

const helper = createColumnHelper<GridFeatures, GridRow>();

export function buildColumnDefs(
  columns: readonly DataGridColumn[],
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
  measurers: Measurers,
): ColumnDef<GridFeatures, GridRow, unknown>[] {
  const rowNumberSize = rowNumberWidth(rows.length);
  const sample = sampleRowIndices(rows.length, INITIAL_SAMPLE);
  return [
    helper.display({
      id: ROW_NUMBER_COLUMN_ID,
      size: rowNumberSize,
      minSize: rowNumberSize,
      maxSize: rowNumberSize,
      enableHiding: false,
      enableResizing: false,
      enablePinning: false,
      enableSorting: false,
    }),
    ...columns.map((column, index) => {
      const kind = columnKind(column);
      const size =
        column.width !== undefined
          ? resolveWidth(column.width)
          : fitColumnWidth(
              column.name,
              sample.map((row) => cellDisplayText(formatCell(rows[row]?.[index], kind))),
              measurers.cell,
              INITIAL_WIDTH_RANGE,
              measurers.header,
            );
      return helper.accessor((row: GridRow) => toSortable(row[index]), {
        id: columnId(index),
        header: column.name,
        size,
        minSize: MIN_COLUMN_WIDTH,
        maxSize: MAX_COLUMN_WIDTH,
        sortFn: sortBySortable,
        sortUndefined: 'last',
        meta: { index, name: column.name, kind },
      }) as ColumnDef<GridFeatures, GridRow, unknown>;
    }),
  ];
}
