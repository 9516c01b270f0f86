// Time comparison (a query object's time_offsets), as Superset's processing_time_offsets: for
// each offset ('1 year ago', '28 days ago', '1 week later') the same query runs with its time
// bounds shifted by it (the compiler's timeShift); its metrics are renamed `<metric>__<offset>`, its time column moved back
// by the offset, and it is left-joined to the main result on every non-metric column.
import { addUnits, parseTimeUnit, type TimeUnit } from '../../../lib/timeRange/index.ts';
import { invalidPayload, LoupeError } from '../shared/loupeError.ts';
import type { CellValue, ChartFrame, QueryObjectBody } from './chartDataTypes.ts';

export interface TimeShift {
  amount: number;
  unit: TimeUnit;
}

/** '1 year ago' → {amount: -1, unit: 'year'}; 'inherit' is not a shift. */
export function parseTimeOffset(offset: string): TimeShift {
  const match = /^\s*(\d+)\s+([a-z]+?)s?\s+(ago|later)\s*$/i.exec(offset);
  const unit = match ? parseTimeUnit((match[2] as string).toLowerCase()) : null;
  if (!match || !unit) {
    throw invalidPayload({ time_offsets: [`Invalid time offset: ${offset}`] });
  }
  const amount = Number(match[1]);
  return { amount: (match[3] as string).toLowerCase() === 'ago' ? -amount : amount, unit };
}

/** The query object an offset runs: the same, without its own offsets, post-processing or paging. */
export function offsetQueryObject(query: QueryObjectBody): QueryObjectBody {
  return { ...query, time_offsets: [], post_processing: [], row_offset: 0 };
}

/** Superset refuses a time comparison on an open time range. */
export function assertEnclosedRange(since: Date | null, until: Date | null): void {
  if (since && until) return;
  throw new LoupeError(
    400,
    'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' },
  );
}

/** The offset result moved onto the main time axis, its metrics renamed, left-joined to `main`. */
export function joinOffsetFrame(
  main: ChartFrame,
  offsetFrame: ChartFrame,
  offset: string,
  metricLabels: readonly string[],
  timeLabel: string | null,
): ChartFrame {
  const shift = parseTimeOffset(offset);
  const metrics = new Set(metricLabels);
  const keys = main.columns.filter((column) => !metrics.has(column));
  const keyOf = (row: Record<string, CellValue>, shifted: boolean) =>
    JSON.stringify(
      keys.map((key) => {
        const value = row[key] ?? null;
        if (shifted && key === timeLabel && typeof value === 'number') {
          return addUnits(new Date(value), -shift.amount, shift.unit).getTime();
        }
        return value;
      }),
    );
  const byKey = new Map<string, Record<string, CellValue>>();
  for (const row of offsetFrame.rows) byKey.set(keyOf(row, true), row);
  const renamed = metricLabels.map((label) => `${label}__${offset}`);
  const rows = main.rows.map((row) => {
    const match = byKey.get(keyOf(row, false));
    const joined: Record<string, CellValue> = { ...row };
    metricLabels.forEach((label, i) => {
      joined[renamed[i] as string] = match ? (match[label] ?? null) : null;
    });
    return joined;
  });
  const types = metricLabels.map((label) => offsetFrame.types[offsetFrame.columns.indexOf(label)] ?? 0);
  return { columns: [...main.columns, ...renamed], types: [...main.types, ...types], rows };
}
