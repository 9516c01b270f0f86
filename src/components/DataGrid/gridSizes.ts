// Data grid sizes (spec §9 'Grid, tables and UI sizes'). Row heights are counted in grid units of
// 4 px (Superset's sizeUnit). The theme's --loupe-spacing unit is 8 px (6 px compact), so the grid
// keeps its own fixed unit: the virtualised list needs the row height as a number anyway.

export const GRID_UNIT = 4;

export const GRID_SIZES = ['medium', 'small'] as const;
export type GridSize = (typeof GRID_SIZES)[number];

/** 9 units (36 px) medium, 7 units (28 px) small; the header row has the same height. */
export const ROW_HEIGHT: Record<GridSize, number> = { medium: 9 * GRID_UNIT, small: 7 * GRID_UNIT };

/** Width of the grid menu (on the row-number header) and of a column's menu. */
export const MENU_WIDTH = { main: 250, column: 180 } as const;

/** The last visible column fills the free width and is never narrower than this. */
export const MIN_LAST_COLUMN_WIDTH = 150;

export const COLUMN_WIDTHS = { xs: 25, sm: 50, md: 75, lg: 100, xl: 150, xxl: 200 } as const;
export type ColumnWidthPreset = keyof typeof COLUMN_WIDTHS;

/** Resizing limits; a first width (from a sample of the data) lies between md and xxl. */
export const MIN_COLUMN_WIDTH = COLUMN_WIDTHS.xs;
export const MAX_COLUMN_WIDTH = 1000;
export const INITIAL_WIDTH_RANGE = [COLUMN_WIDTHS.md, COLUMN_WIDTHS.xxl] as const;
/** Autosize fits the content, up to this width. */
export const MAX_AUTOSIZE_WIDTH = 600;
/** Rows measured by Autosize (spread over the data), and for the first widths. */
export const AUTOSIZE_SAMPLE = 1000;
export const INITIAL_SAMPLE = 100;
/** Step of the keyboard resize (arrow keys on a column's resize handle); Shift for 5 steps. */
export const RESIZE_STEP = 10;

/** The row-number column: 30 px plus 6 px per digit of the row count (as Superset). */
export function rowNumberWidth(rowCount: number): number {
  return 30 + String(Math.max(rowCount, 1)).length * 6;
}

/** A width in px from a preset name or a number (clamped to the resizing limits). */
export function resolveWidth(width: ColumnWidthPreset | number): number {
  const px = typeof width === 'number' ? width : COLUMN_WIDTHS[width];
  return clamp(Number.isFinite(px) ? px : COLUMN_WIDTHS.xl, MIN_COLUMN_WIDTH, MAX_COLUMN_WIDTH);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
