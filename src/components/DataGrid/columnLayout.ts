// Where each visible column sits (pure): rendered widths, sticky offsets of pinned columns, and
// the total width. The last column fills the free width of the container and is never narrower
// than MIN_LAST_COLUMN_WIDTH (Superset: flex 1, min width 150 on the last column).
import { MIN_LAST_COLUMN_WIDTH } from './gridSizes.ts';

export type Pin = 'start' | 'end' | false;

export interface LayoutColumn {
  id: string;
  size: number;
  pinned: Pin;
  /** Takes part in the last-column rule (false for the row-number column). */
  flexible?: boolean;
}

export interface PlacedColumn extends LayoutColumn {
  width: number;
  /** Sticky inset from the left (start-pinned) or from the right (end-pinned) edge. */
  left?: number;
  right?: number;
  /** The last start-pinned / first end-pinned column (draws the pinning shadow). */
  edge?: 'start' | 'end';
}

export interface ColumnLayout {
  columns: PlacedColumn[];
  totalWidth: number;
}

/** `columns` in display order: start-pinned, then unpinned, then end-pinned. */
export function layoutColumns(
  columns: readonly LayoutColumn[],
  containerWidth = 0,
  minLastWidth = MIN_LAST_COLUMN_WIDTH,
): ColumnLayout {
  const widths = columns.map((column) => Math.max(0, column.size));
  const last = columns.length - 1;
  if (last >= 0 && columns[last]!.flexible !== false) {
    const others = widths.reduce((sum, width, index) => (index === last ? sum : sum + width), 0);
    widths[last] = Math.max(widths[last]!, minLastWidth, Math.floor(containerWidth - others));
  }
  const placed: PlacedColumn[] = columns.map((column, index) => ({ ...column, width: widths[index]! }));

  let left = 0;
  let lastStart = -1;
  for (const [index, column] of placed.entries()) {
    if (column.pinned !== 'start') continue;
    column.left = left;
    left += column.width;
    lastStart = index;
  }
  let right = 0;
  let firstEnd = -1;
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    const column = placed[index]!;
    if (column.pinned !== 'end') continue;
    column.right = right;
    right += column.width;
    firstEnd = index;
  }
  if (lastStart >= 0) placed[lastStart]!.edge = 'start';
  if (firstEnd >= 0) placed[firstEnd]!.edge = 'end';
  return { columns: placed, totalWidth: widths.reduce((sum, width) => sum + width, 0) };
}
