// CSV as Superset writes a result (df_to_escaped_csv, pandas `to_csv(index=False)`): a header of
// the column names, RFC 4180 quoting, nulls as empty fields, booleans True/False, and text that a
// spreadsheet would run as a formula (= + - @ | % first) escaped with a leading quote. Small results are one string;
// past a threshold the text is produced in chunks so a big export never sits whole in memory.
import { Readable } from 'node:stream';

export type CsvValue = string | number | boolean | null | undefined;

const CHUNK_ROWS = 1000;

/** Text that starts with = + - @ | % (after spaces or two double quotes), as Superset's csv.py. */
const FORMULA_START = /^(?:"{2}|\s+)(?=[-@+|=%])|^[-@+|=%]/;
const NEGATIVE_NUMBER = /^-[0-9.]+$/;

/**
 * Superset's escape_value (CSV injection): text a spreadsheet would evaluate gets a leading
 * quote and its pipes a backslash; negative numbers stay as they are.
 */
export function escapeCsvText(text: string): string {
  if (!FORMULA_START.test(text) || NEGATIVE_NUMBER.test(text)) return text;
  return `'${text.replaceAll('|', '\\|')}`;
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'boolean'
      ? value
        ? 'True'
        : 'False'
      : typeof value === 'string'
        ? escapeCsvText(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvLine(values: readonly CsvValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1) {
    if (i > 0) line += ',';
    line += csvField(values[i]);
  }
  return `${line}\r\n`;
}

/** The CSV text in chunks of CHUNK_ROWS rows, the header first. */
export function* csvChunks(
  columns: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): Generator<string> {
  yield csvLine(columns);
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    let chunk = '';
    const end = Math.min(rows.length, start + CHUNK_ROWS);
    for (let i = start; i < end; i += 1) chunk += csvLine(rows[i] as readonly CsvValue[]);
    yield chunk;
  }
}

export function csvText(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [...csvChunks(columns, rows)].join('');
}

/** One string up to `streamThresholdRows` rows, a stream of chunks beyond. */
export function csvBody(
  columns: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  streamThresholdRows: number,
): string | Readable {
  if (rows.length <= streamThresholdRows) return csvText(columns, rows);
  return Readable.from(csvChunks(columns, rows));
}
