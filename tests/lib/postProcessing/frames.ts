import type { Cell, GenericDataType, ResultCell, ResultFrame } from '../../../lib/postProcessing/index.ts';

/** A result frame from column names, types and rows written as arrays. */
export function frameOf(columns: string[], types: (GenericDataType | null)[], rows: Cell[][]): ResultFrame {
  return {
    columns,
    types,
    rows: rows.map((row) =>
      Object.fromEntries(columns.map((name, position) => [name, row[position] ?? null])),
    ),
  };
}

/** The rows of a result as arrays in column order, for compact expectations. */
export function rowsOf(frame: ResultFrame): ResultCell[][] {
  return frame.rows.map((row) => frame.columns.map((name) => row[name] ?? null));
}

/** Epoch ms of a UTC day, for temporal index expectations. */
export const day = (text: string) => Date.parse(`${text}T00:00:00Z`);
