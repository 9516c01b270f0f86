import { labelText } from './pythonText.ts';
import {
  type Cell,
  type Column,
  NUMERIC,
  PostProcessingError,
  type ResultCell,
  type ResultFrame,
  TEMPORAL,
  type WorkFrame,
} from './types.ts';

/** Superset's FLAT_COLUMN_SEPARATOR. */
export const FLAT_COLUMN_SEPARATOR = ', ';

/** Temporal cells arrive as ISO-8601 text or epoch ms; the frame keeps epoch ms. */
export function toEpochMs(cell: Cell): Cell {
  if (typeof cell === 'number' || cell === null) return cell;
  if (typeof cell === 'string') {
    // A timestamp without an offset is UTC, as Superset's naive datetimes are.
    const text = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(cell)
      ? `${cell.replace(' ', 'T')}Z`
      : cell;
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

export function fromResult(result: ResultFrame): WorkFrame {
  const columns = result.columns.map((name, position): Column => {
    const type = result.types[position] ?? null;
    const values = result.rows.map((row) => {
      const cell = row[name];
      return cell === undefined || Array.isArray(cell) ? null : cell;
    });
    return { key: [name], values: type === TEMPORAL ? values.map(toEpochMs) : values, type };
  });
  return { index: [], columns, nlevels: 1, length: result.rows.length };
}

/** Superset's JSON writes NaN and ±Infinity as null (simplejson ignore_nan). */
function jsonCell(cell: Cell): ResultCell {
  if (Array.isArray(cell)) return cell as number[];
  return typeof cell === 'number' && !Number.isFinite(cell) ? null : cell;
}

/** The frame back as rows: the index becomes columns, multi-level labels are flattened. */
export function toResult(frame: WorkFrame): ResultFrame {
  const all = [...frame.index, ...frame.columns];
  const names = all.map((column) => flatLabel(column.key));
  const rows: Record<string, ResultCell>[] = [];
  for (let row = 0; row < frame.length; row += 1) {
    const record: Record<string, ResultCell> = {};
    for (let position = 0; position < all.length; position += 1) {
      record[names[position]!] = jsonCell(all[position]!.values[row] ?? null);
    }
    rows.push(record);
  }
  return { columns: names, types: all.map((column) => column.type), rows };
}

/** Superset's escape_separator: a comma inside a label is written '\,'. */
export function escapeSeparator(text: string, separator = FLAT_COLUMN_SEPARATOR): string {
  const char = separator.trim();
  return text.split(char).join(`\\${char}`);
}

export function unescapeSeparator(text: string, separator = FLAT_COLUMN_SEPARATOR): string {
  const char = separator.trim();
  return text.split(`\\${char}`).join(char);
}

/** A column label as one string: single labels as they are, tuples as flatten joins them. */
export function flatLabel(key: Cell[]): string {
  if (key.length === 1) return labelText(key[0] ?? null);
  return key
    .filter((cell) => cell !== null)
    .map((cell) => escapeSeparator(labelText(cell)))
    .join(FLAT_COLUMN_SEPARATOR);
}

/** Superset's validate_column_args: every referenced label must be a (level-0) column. */
export function requireColumns(frame: WorkFrame, names: Iterable<unknown>): void {
  const labels = frame.columns.map((column) => column.key[0] ?? null);
  for (const name of names) {
    if (!labels.some((label) => label === name)) {
      throw new PostProcessingError('Referenced columns not available in DataFrame.');
    }
  }
}

/** The columns whose level-0 label is `name` (several after a pivot). */
export function columnsUnder(frame: WorkFrame, name: string): Column[] {
  return frame.columns.filter((column) => column.key[0] === name);
}

export function columnByName(frame: WorkFrame, name: string): Column {
  const column = [...frame.index, ...frame.columns].find(
    (item) => item.key.length === 1 && item.key[0] === name,
  );
  if (!column) throw new PostProcessingError('Referenced columns not available in DataFrame.');
  return column;
}

export function isNull(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'number' && Number.isNaN(cell));
}

/** The cell as a float the way pandas' to_numeric(errors='coerce') reads it (NaN when not a number). */
export function toNumber(cell: Cell | undefined): number {
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  if (typeof cell === 'string' && cell.trim() !== '') {
    const value = Number(cell);
    return Number.isNaN(value) ? Number.NaN : value;
  }
  return Number.NaN;
}

/** A numeric (not boolean) column, as pandas' select_dtypes('number') sees it. */
export function isNumericColumn(column: Column): boolean {
  if (column.type !== null) return column.type === NUMERIC;
  let seen = false;
  for (const cell of column.values) {
    if (isNull(cell)) continue;
    if (typeof cell !== 'number') return false;
    seen = true;
  }
  return seen || column.values.length === 0;
}

export function numberOrNull(value: number): Cell {
  return Number.isNaN(value) ? null : value;
}

export function withRows(frame: WorkFrame, order: number[]): WorkFrame {
  const pick = (column: Column): Column => ({
    ...column,
    values: order.map((row) => column.values[row] ?? null),
  });
  return { ...frame, index: frame.index.map(pick), columns: frame.columns.map(pick), length: order.length };
}

/** Move the index back into the columns (pandas' reset_index), single-level frames only need [name]. */
export function resetIndex(frame: WorkFrame): WorkFrame {
  if (frame.index.length === 0) return frame;
  const pad = (column: Column): Column => ({
    ...column,
    key: [column.key[0] ?? null, ...new Array<Cell>(frame.nlevels - 1).fill('')],
  });
  return { ...frame, index: [], columns: [...frame.index.map(pad), ...frame.columns] };
}

/** The cells of a label as text, for joining. */
export function labelsOf(key: Cell[]): string[] {
  return key.map((cell) => labelText(cell));
}
