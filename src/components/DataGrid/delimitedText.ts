// CSV (RFC 4180) and TSV text (pure). A field is quoted when it holds the delimiter, a double
// quote, a CR or an LF (quotes doubled inside). Records are separated by CRLF in CSV and by LF in
// TSV (as spreadsheets paste it), with no line break after the last one. In CSV, a record made of
// one empty field is written "" so that it is not a blank line (and the text parses back the
// same); TSV, meant for pasting, leaves it empty.

export interface DelimitedFormat {
  delimiter: string;
  newline: string;
  /** Write a record of one empty field as "". */
  quoteEmptyRecord: boolean;
}

export const CSV: DelimitedFormat = { delimiter: ',', newline: '\r\n', quoteEmptyRecord: true };
export const TSV: DelimitedFormat = { delimiter: '\t', newline: '\n', quoteEmptyRecord: false };

/** A cell value as exported text: '' for null, JSON for objects, the value's text otherwise. */
export function exportText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? String(item) : item)) ?? '';
    } catch {
      return String(value);
    }
  }
  return String(value);
}

export function encodeField(text: string, delimiter: string): string {
  const needsQuotes =
    text.includes(delimiter) || text.includes('"') || text.includes('\n') || text.includes('\r');
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export function encodeDelimited(
  records: ReadonlyArray<ReadonlyArray<string>>,
  { delimiter, newline, quoteEmptyRecord }: DelimitedFormat = CSV,
): string {
  return records
    .map((record) =>
      quoteEmptyRecord && record.length === 1 && record[0] === ''
        ? '""'
        : record.map((field) => encodeField(field, delimiter)).join(delimiter),
    )
    .join(newline);
}

/**
 * Parses CSV/TSV text into records (RFC 4180: quoted fields may hold delimiters, quotes and line
 * breaks; CRLF, LF or CR end a record; a final line break is ignored). Lenient on stray quotes.
 */
export function parseDelimited(text: string, delimiter = CSV.delimiter): string[][] {
  const records: string[][] = [];
  if (text === '') return records;
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (text.startsWith(delimiter, i)) {
      record.push(field);
      field = '';
      i += delimiter.length;
      continue;
    } else if (char === '\r' || char === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      if (i === text.length) return records;
      continue;
    } else {
      field += char;
    }
    i += 1;
  }
  record.push(field);
  records.push(record);
  return records;
}
