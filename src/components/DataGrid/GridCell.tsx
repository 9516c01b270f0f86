// Body cells and the classes/styles shared by headers and cells (pinning, stickiness).
import type { CSSProperties, ReactNode } from 'react';
import { CELL_PADDING } from './autosize.ts';
import type { PlacedColumn } from './columnLayout.ts';
import { type CellLabels, type ColumnKind, formatCell, isNumericCell } from './formatCell.ts';
import type { GridColumnMeta } from './gridColumns.ts';
import type { JsonObject } from './jsonCell.ts';

/** Cell texts are cut to this length (the title shows as much). */
const MAX_CELL_TEXT = 1000;

export interface GridCellProps {
  placed: PlacedColumn;
  value: unknown;
  kind: ColumnKind;
  labels: CellLabels;
  measure: (text: string) => number;
  onOpenJson: (json: JsonObject) => void;
}

/** A body cell: N/A for null (muted), True/False, right-aligned numbers, JSON opens a modal. */
export function GridCell({ placed, value, kind, labels, measure, onOpenJson }: GridCellProps) {
  const display = formatCell(value, kind);
  let content: ReactNode;
  let modifier = '';
  let title: string | undefined;
  switch (display.type) {
    case 'null':
      content = labels.null;
      modifier = 'loupe-data-grid__cell--null';
      break;
    case 'boolean':
      content = display.value ? labels.true : labels.false;
      break;
    case 'invalidDate':
      content = labels.invalidDate;
      modifier = 'loupe-data-grid__cell--invalid';
      break;
    case 'json': {
      const text = clip(display.text);
      title = overflows(text, placed.width, measure) ? text : undefined;
      content = (
        <button type="button" className="loupe-data-grid__json" onClick={() => onOpenJson(display.json)}>
          {text}
        </button>
      );
      modifier = 'loupe-data-grid__cell--json';
      break;
    }
    default: {
      const text = clip(display.text);
      title = overflows(text, placed.width, measure) ? text : undefined;
      content = text;
    }
  }
  if (isNumericCell(display, kind)) modifier += ' loupe-data-grid__cell--number';
  return (
    <td className={cellClasses(placed, modifier)} style={stickyStyle(placed)} title={title}>
      {content}
    </td>
  );
}

function clip(text: string): string {
  return text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT)}…` : text;
}

function overflows(text: string, width: number, measure: (text: string) => number): boolean {
  return text.includes('\n') || measure(text) + CELL_PADDING > width;
}

export function isNumericKind(kind: ColumnKind): boolean {
  return kind === 'number';
}

export function metaOf(meta: Partial<GridColumnMeta> | undefined): GridColumnMeta {
  return { index: meta?.index ?? 0, name: meta?.name ?? '', kind: meta?.kind ?? 'unknown' };
}

function pinClasses(placed: PlacedColumn): string[] {
  const classes: string[] = [];
  if (placed.pinned) classes.push('loupe-data-grid__cell--pinned');
  if (placed.edge) classes.push(`loupe-data-grid__cell--edge-${placed.edge}`);
  return classes;
}

export function headerClasses(placed: PlacedColumn, modifier: string): string {
  return ['loupe-data-grid__header', ...pinClasses(placed), modifier].filter(Boolean).join(' ');
}

export function cellClasses(placed: PlacedColumn, modifier: string): string {
  return ['loupe-data-grid__cell', ...pinClasses(placed), modifier.trim()].filter(Boolean).join(' ');
}

export function stickyStyle(placed: PlacedColumn): CSSProperties | undefined {
  if (placed.left !== undefined) return { left: placed.left };
  if (placed.right !== undefined) return { right: placed.right };
  return undefined;
}
