import { columnByName, requireColumns, withRows } from './frame.ts';
import { compareCells } from './grouping.ts';
import { readOptions } from './options.ts';
import { type Cell, PostProcessingError, type WorkFrame } from './types.ts';

function sortedOrder(keys: Cell[][], ascending: boolean[]): number[] {
  const order = Array.from({ length: keys[0]?.length ?? 0 }, (_, row) => row);
  // Nulls go last whatever the direction (pandas' na_position='last'); ties keep frame order.
  order.sort((a, b) => {
    for (let level = 0; level < keys.length; level += 1) {
      const x = keys[level]![a] ?? null;
      const y = keys[level]![b] ?? null;
      const nulls = (x === null ? 1 : 0) - (y === null ? 1 : 0);
      if (nulls !== 0) return nulls;
      const order = compareCells(x, y);
      if (order !== 0) return ascending[level] ? order : -order;
    }
    return a - b;
  });
  return order;
}

function directions(value: unknown, count: number): boolean[] {
  if (value === undefined || value === null) return new Array(count).fill(true);
  if (typeof value === 'boolean') return new Array(count).fill(value);
  if (Array.isArray(value) && value.length === count && value.every((item) => typeof item === 'boolean')) {
    return value as boolean[];
  }
  throw new PostProcessingError('Invalid options');
}

/**
 * Superset's sort: `is_sort_index` + `ascending` (sort_index), or `by` + `ascending` (sort_values);
 * the older `columns: {name: ascending}` form is accepted too. Neither given: the frame unchanged.
 */
export function sort(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['is_sort_index', 'by', 'ascending', 'columns']);
  if (options.columns !== undefined && options.columns !== null) {
    const columns = options.columns as Record<string, unknown>;
    if (typeof columns !== 'object' || Array.isArray(columns))
      throw new PostProcessingError('Invalid options');
    const names = Object.keys(columns);
    requireColumns(frame, names);
    const keys = names.map((name) => columnByName(frame, name).values);
    return withRows(frame, sortedOrder(keys, directions(Object.values(columns), names.length)));
  }
  if (options.is_sort_index === true) {
    if (frame.index.length === 0) return frame;
    const keys = frame.index.map((column) => column.values);
    return withRows(frame, sortedOrder(keys, directions(options.ascending, keys.length)));
  }
  const by = options.by;
  // Neither a column nor the index: Superset returns the frame as it is.
  if (by === undefined || by === null || (Array.isArray(by) && by.length === 0) || by === '') return frame;
  const names = Array.isArray(by) ? by : [by];
  if (names.some((name) => typeof name !== 'string')) throw new PostProcessingError('Invalid options');
  requireColumns(frame, names);
  const keys = (names as string[]).map((name) => columnByName(frame, name).values);
  return withRows(frame, sortedOrder(keys, directions(options.ascending, names.length)));
}
