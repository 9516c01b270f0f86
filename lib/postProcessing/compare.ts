import { columnsUnder, isNull, requireColumns, toNumber } from './frame.ts';
import { bool, integer, readOptions, stringList } from './options.ts';
import { type Cell, type Column, NUMERIC, PostProcessingError, type WorkFrame } from './types.ts';

/** Superset's TIME_COMPARISON separator in derived column names. */
export const TIME_COMPARISON = '__';
const COMPARE_TYPES = ['difference', 'percentage', 'ratio'];

/** numpy's round(x, precision): half to even on the scaled value. */
export function roundHalfEven(value: number, precision: number): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** precision;
  const scaled = value * scale;
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  const rounded = fraction > 0.5 || (fraction === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
  return rounded / scale;
}

/** Superset's compare: difference / percentage / ratio of each source column against its time-shifted one. */
export function compare(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, [
    'source_columns',
    'compare_columns',
    'compare_type',
    'drop_original_columns',
    'precision',
  ]);
  const sources = stringList(options.source_columns);
  const compared = stringList(options.compare_columns);
  requireColumns(frame, [...sources, ...compared]);
  if (sources.length !== compared.length) {
    throw new PostProcessingError('`compare_columns` must have the same length as `source_columns`.');
  }
  const type = options.compare_type;
  if (typeof type !== 'string' || !COMPARE_TYPES.includes(type)) {
    throw new PostProcessingError('`compare_type` must be `difference`, `percentage` or `ratio`');
  }
  const precision = integer(options.precision, 4)!;
  if (sources.length === 0) return frame;
  const added: Column[] = [];
  sources.forEach((source, position) => {
    const target = compared[position]!;
    const left = columnsUnder(frame, source);
    const right = columnsUnder(frame, target);
    left.forEach((column) => {
      // pandas aligns the two selections by the rest of the label (the pivoted values).
      const rest = JSON.stringify(column.key.slice(1));
      const other = right.find((candidate) => JSON.stringify(candidate.key.slice(1)) === rest);
      const values = column.values.map((cell, row): Cell => {
        const otherCell = other?.values[row] ?? null;
        if (isNull(cell) || isNull(otherCell)) return null;
        const s = toNumber(cell);
        const c = toNumber(otherCell);
        if (type === 'difference') return s - c;
        const result = type === 'percentage' ? (s - c) / c : s / c;
        return Number.isNaN(result) ? null : roundHalfEven(result, precision);
      });
      added.push({
        key: [[type, source, target].join(TIME_COMPARISON), ...column.key.slice(1)],
        values,
        type: NUMERIC,
      });
    });
  });
  let columns = [...frame.columns, ...added];
  if (bool(options.drop_original_columns, false)) {
    const dropped = new Set<Cell>([...sources, ...compared]);
    columns = columns.filter((column) => !dropped.has(column.key[0] ?? null));
  }
  return { ...frame, columns };
}
