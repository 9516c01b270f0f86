// csv and xlsx replies: one file for one query, a zip of query_<n>.<ext> for several (Superset's
// ChartDataRestApi._send_chart_response). Temporal cells are written as text.
import type { Readable } from 'node:stream';
import { csvBody, csvText } from '../../query/resultFormats/csvFormat.ts';
import { xlsxWorkbook, zipFiles } from '../../query/resultFormats/xlsxFormat.ts';
import type { ChartFrame } from './chartDataTypes.ts';
import { frameRowsForFile } from './chartFrame.ts';

export interface ChartFile {
  contentType: string;
  filename: string;
  body: string | Uint8Array | Readable;
}

/** Past this many rows a single CSV is streamed in chunks rather than built as one string. */
export const CSV_STREAM_THRESHOLD_ROWS = 10_000;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function stamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
}

export function chartFile(format: 'csv' | 'xlsx', frames: readonly ChartFrame[], now: Date): ChartFile {
  const name = `chart_${stamp(now)}`;
  if (frames.length === 1) {
    const frame = frames[0] as ChartFrame;
    if (format === 'csv') {
      return {
        contentType: 'text/csv; charset=utf-8',
        filename: `${name}.csv`,
        body: csvBody(frame.columns, frameRowsForFile(frame), CSV_STREAM_THRESHOLD_ROWS),
      };
    }
    return {
      contentType: XLSX,
      filename: `${name}.xlsx`,
      body: xlsxWorkbook(frame.columns, frameRowsForFile(frame)),
    };
  }
  const files: Record<string, string | Uint8Array> = {};
  frames.forEach((frame, i) => {
    files[`query_${i + 1}.${format}`] =
      format === 'csv'
        ? csvText(frame.columns, frameRowsForFile(frame))
        : xlsxWorkbook(frame.columns, frameRowsForFile(frame));
  });
  return { contentType: 'application/zip', filename: `${name}.zip`, body: zipFiles(files) };
}
