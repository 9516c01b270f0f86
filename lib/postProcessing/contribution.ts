import { TIME_COMPARISON } from './compare.ts';
import { isNull, isNumericColumn, requireColumns, toNumber } from './frame.ts';
import { readOptions, stringList } from './options.ts';
import { type Cell, type Column, NUMERIC, PostProcessingError, type WorkFrame } from './types.ts';

const numbers = (column: Column) => column.values.map((cell) => (isNull(cell) ? Number.NaN : toNumber(cell)));

/**
 * Superset's contribution: each numeric cell divided by its column total (`column`, nulls as 0)
 * or by its row total (`row`, computed separately for every time shift); other columns untouched.
 */
export function contribution(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['orientation', 'columns', 'time_shifts', 'rename_columns']);
  const selected = stringList(options.columns);
  requireColumns(frame, selected);
  const orientation = options.orientation ?? 'column';
  if (orientation !== 'column' && orientation !== 'row') throw new PostProcessingError('Invalid options');
  const numeric = frame.columns.filter(isNumericColumn);
  for (const name of selected) {
    if (!numeric.some((column) => column.key[0] === name)) {
      throw new PostProcessingError(
        `Column "${name}" is not numeric or does not exists in the query results.`,
      );
    }
  }
  const actual =
    selected.length > 0 ? selected.flatMap((name) => numeric.filter((c) => c.key[0] === name)) : numeric;
  const renames = stringList(options.rename_columns);
  if (renames.length > 0 && renames.length !== actual.length) {
    throw new PostProcessingError(
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    );
  }
  const labelOf = (position: number): Cell[] =>
    renames.length > 0 ? [renames[position]!, ...actual[position]!.key.slice(1)] : actual[position]!.key;
  const results = new Map<number, Cell[]>();
  if (orientation === 'column') {
    actual.forEach((column, position) => {
      const values = numbers(column).map((value) => (Number.isNaN(value) ? 0 : value));
      const total = values.reduce((a, b) => a + b, 0);
      results.set(
        position,
        values.map((value) => value / total),
      );
    });
  } else {
    const shifts = stringList(options.time_shifts);
    const groups = new Map<string, number[]>();
    actual.forEach((column, position) => {
      const label = column.key[0];
      const shift =
        shifts.find((item) => typeof label === 'string' && label.endsWith(TIME_COMPARISON + item)) ?? '';
      groups.set(shift, [...(groups.get(shift) ?? []), position]);
    });
    for (const positions of groups.values()) {
      const series = positions.map((position) => numbers(actual[position]!));
      const totals = Array.from({ length: frame.length }, (_, row) =>
        series.reduce((sum, values) => (Number.isNaN(values[row]!) ? sum : sum + values[row]!), 0),
      );
      positions.forEach((position, at) => {
        results.set(
          position,
          series[at]!.map((value, row) => value / totals[row]!),
        );
      });
    }
  }
  const columns = [...frame.columns];
  actual.forEach((_, position) => {
    const key = labelOf(position);
    const column: Column = {
      key,
      values: results
        .get(position)!
        .map((value) => (typeof value === 'number' && Number.isNaN(value) ? null : value)),
      type: NUMERIC,
    };
    const existing = columns.findIndex(
      (item) => item.key.length === key.length && item.key.every((c, i) => c === key[i]),
    );
    if (existing >= 0) columns[existing] = column;
    else columns.push(column);
  });
  return { ...frame, columns };
}
