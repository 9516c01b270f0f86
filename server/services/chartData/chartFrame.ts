// An engine's result as a chart frame: one record per row, temporal columns as epoch
// milliseconds (Superset's JSON writes pandas timestamps so), the generic type of each column.
import type { QueryResult } from '../../engines/engineSpec.ts';
import type { CellValue, ChartFrame, GenericType } from './chartDataTypes.ts';

const ZONED = /(?:[zZ]|[+-]\d\d(?::?\d\d)?)$/;

/** ISO text → epoch ms (naive timestamps are UTC, as the engines store them); null for null. */
export function isoToEpochMs(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  const text = value.includes('T') || value.includes(' ') ? value.replace(' ', 'T') : value;
  const zoned = !text.includes('T') || ZONED.test(text.slice(10)) ? text : `${text}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? value : ms;
}

/** The engine's columns renamed by position to the compiler's labels (aliases may be shortened). */
export function frameFromResult(
  result: QueryResult,
  labels: readonly string[],
  temporalLabels: ReadonlySet<string>,
): ChartFrame {
  const columns = result.columns.map((column, i) => labels[i] ?? column.name);
  const types: GenericType[] = result.columns.map((column, i) =>
    temporalLabels.has(columns[i] as string) ? 2 : (column.type_generic as GenericType),
  );
  const temporal = types.map((type) => type === 2);
  const rows = new Array<Record<string, CellValue>>(result.rows.length);
  for (let r = 0; r < result.rows.length; r += 1) {
    const values = result.rows[r] as CellValue[];
    const record: Record<string, CellValue> = {};
    for (let c = 0; c < columns.length; c += 1) {
      const value = values[c] ?? null;
      record[columns[c] as string] = temporal[c] ? isoToEpochMs(value) : value;
    }
    rows[r] = record;
  }
  return { columns, types, rows };
}

/** Epoch ms → `YYYY-MM-DD HH:MM:SS` for files (pandas' default text of a timestamp). */
export function epochMsToText(value: CellValue): CellValue {
  if (typeof value !== 'number') return value;
  const iso = new Date(value).toISOString();
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  return iso.endsWith('.000Z') ? text : `${text}.${iso.slice(20, 23)}`;
}

export type FileCell = string | number | boolean | null;

/** A cell as a file holds it: temporal as text, lists (boxplot outliers) as JSON text. */
function fileCell(value: CellValue, temporal: boolean): FileCell {
  if (Array.isArray(value)) return JSON.stringify(value);
  return temporal ? (epochMsToText(value) as FileCell) : value;
}

/** The frame's rows as value arrays in column order, for CSV and XLSX. */
export function frameRowsForFile(frame: ChartFrame): FileCell[][] {
  const temporal = frame.types.map((type) => type === 2);
  return frame.rows.map((row) =>
    frame.columns.map((column, i) => fileCell(row[column] ?? null, temporal[i] === true)),
  );
}
