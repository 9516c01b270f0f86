import { columnByName, isNull, resetIndex, toNumber } from './frame.ts';
import { readOptions } from './options.ts';
import { parseResampleRule } from './resampleRule.ts';
import { type Cell, type Column, PostProcessingError, TEMPORAL, type WorkFrame } from './types.ts';

const RESAMPLE_METHOD = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'];
const DAY = 86_400_000;

function linearFill(values: Cell[]): Cell[] {
  // pandas interpolate(): straight lines between known points, the last value carried forward.
  const result = [...values];
  let previous = -1;
  for (let row = 0; row < result.length; row += 1) {
    const cell = result[row] ?? null;
    if (isNull(cell)) continue;
    if (previous >= 0 && row - previous > 1) {
      const start = toNumber(result[previous] ?? null);
      const end = toNumber(cell);
      for (let gap = previous + 1; gap < row; gap += 1) {
        result[gap] = start + ((end - start) * (gap - previous)) / (row - previous);
      }
    }
    previous = row;
  }
  if (previous >= 0)
    for (let row = previous + 1; row < result.length; row += 1) result[row] = result[previous]!;
  return result;
}

/** Superset follows ffill/bfill with fillna(method=…): nulls take the previous value too. */
function carry(values: Cell[]): Cell[] {
  let last: Cell = null;
  return values.map((cell) => {
    if (!isNull(cell)) last = cell;
    return isNull(cell) ? last : cell;
  });
}

function binStatistic(method: string, cells: Cell[]): Cell {
  const values = cells.filter((cell) => !isNull(cell)).map((cell) => toNumber(cell));
  if (method === 'sum') return values.reduce((a, b) => a + b, 0);
  if (values.length === 0) return null;
  if (method === 'mean') return values.reduce((a, b) => a + b, 0) / values.length;
  const sorted = values.sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Superset's resample on the DatetimeIndex: asfreq (fill_value: zerofill), ffill, bfill, linear, mean, sum, median. */
export function resample(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['rule', 'method', 'fill_value', 'time_column']);
  const timeColumn = typeof options.time_column === 'string' ? options.time_column : null;
  if (frame.index.length === 0 && timeColumn) {
    // The older frontend names the time column instead of sending an indexed frame.
    const time = columnByName(frame, timeColumn);
    const indexed = { ...frame, index: [time], columns: frame.columns.filter((column) => column !== time) };
    return resetIndex(resample(indexed, { ...options, time_column: undefined }));
  }
  const index = frame.index[0];
  if (frame.index.length !== 1 || index?.type !== TEMPORAL) {
    throw new PostProcessingError('Resample operation requires DatetimeIndex');
  }
  const method = String(options.method);
  if (!RESAMPLE_METHOD.includes(method)) {
    throw new PostProcessingError(`Resample method should be in ${RESAMPLE_METHOD.join(', ')}.`);
  }
  if (typeof options.rule !== 'string') throw new PostProcessingError('Invalid options');
  const rule = parseResampleRule(options.rule);
  const fillValue = options.fill_value ?? null;
  if (fillValue !== null && typeof fillValue !== 'number') throw new PostProcessingError('Invalid options');

  const rows = index.values
    .map((cell, row) => ({ ts: cell as number, row }))
    .filter((item) => typeof item.ts === 'number' && Number.isFinite(item.ts))
    .sort((a, b) => a.ts - b.ts || a.row - b.row);
  const labels: number[] = [];
  if (rows.length > 0) {
    const last = rows[rows.length - 1]!.ts;
    const lastDay = rule.closedRight ? Math.floor(last / DAY) * DAY : last;
    for (let label = rule.first(rows[0]!.ts); ; label = rule.next(label)) {
      if (rule.closedRight ? labels.length > 0 && labels[labels.length - 1]! >= lastDay : label > lastDay)
        break;
      labels.push(label);
    }
  }
  const valueAt = (position: number | undefined, column: Column): Cell =>
    position === undefined ? null : (column.values[rows[position]!.row] ?? null);
  // The row at or before (ffill, asfreq) / at or after (bfill) each label, and each label's bin.
  const atOrBefore: (number | undefined)[] = [];
  const atOrAfter: (number | undefined)[] = [];
  const exact: (number | undefined)[] = [];
  const bins: number[][] = labels.map(() => []);
  let cursor = 0;
  let bin = 0;
  labels.forEach((label, position) => {
    while (cursor < rows.length && rows[cursor]!.ts <= label) cursor += 1;
    atOrBefore.push(cursor > 0 ? cursor - 1 : undefined);
    const before = atOrBefore[position];
    exact.push(before !== undefined && rows[before]!.ts === label ? before : undefined);
    let after = before !== undefined && rows[before]!.ts === label ? before : cursor;
    if (after >= rows.length) after = -1;
    atOrAfter.push(after < 0 ? undefined : after);
  });
  rows.forEach((item, position) => {
    const key = rule.closedRight ? Math.floor(item.ts / DAY) * DAY : item.ts;
    while (bin + 1 < labels.length && (rule.closedRight ? labels[bin]! < key : labels[bin + 1]! <= key))
      bin += 1;
    bins[bin]?.push(position);
  });
  const columns = frame.columns.map((column): Column => {
    let values: Cell[];
    if (method === 'asfreq' || method === 'linear') {
      values = labels.map((_, position) => valueAt(exact[position], column));
      if (method === 'linear') values = linearFill(values);
      else if (fillValue !== null) values = values.map((cell) => (isNull(cell) ? fillValue : cell));
    } else if (method === 'ffill') {
      values = carry(labels.map((_, position) => valueAt(atOrBefore[position], column)));
    } else if (method === 'bfill') {
      values = carry(labels.map((_, position) => valueAt(atOrAfter[position], column)).reverse()).reverse();
    } else {
      values = bins.map((members) =>
        binStatistic(
          method,
          members.map((position) => valueAt(position, column)),
        ),
      );
    }
    return { ...column, values };
  });
  return {
    ...frame,
    index: [{ key: index.key, values: labels, type: TEMPORAL }],
    columns,
    length: labels.length,
  };
}
