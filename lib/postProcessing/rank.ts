import { columnByName, isNull, toNumber } from './frame.ts';
import { groupRows } from './grouping.ts';
import { readOptions } from './options.ts';
import { type Cell, NUMERIC, PostProcessingError, type WorkFrame } from './types.ts';

/** Superset's rank: pandas rank(pct=True) (ties share the average rank) of `metric`, within `group_by`. */
export function rank(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['metric', 'group_by']);
  if (typeof options.metric !== 'string') throw new PostProcessingError('Invalid options');
  const metric = columnByName(frame, options.metric).values;
  const groupBy = typeof options.group_by === 'string' && options.group_by !== '' ? options.group_by : null;
  const keys = groupBy ? [columnByName(frame, groupBy).values] : [];
  const groups = groupRows(keys, frame.length);
  const ranks: Cell[] = new Array<Cell>(frame.length).fill(null);
  for (const rows of groups.rows) {
    const ranked = rows
      .filter((row) => !isNull(metric[row] ?? null))
      .map((row) => ({ row, value: toNumber(metric[row] ?? null) }))
      .sort((a, b) => a.value - b.value);
    for (let start = 0; start < ranked.length; ) {
      let end = start;
      while (end + 1 < ranked.length && ranked[end + 1]!.value === ranked[start]!.value) end += 1;
      const average = (start + end + 2) / 2;
      for (let at = start; at <= end; at += 1) ranks[ranked[at]!.row] = average / ranked.length;
      start = end + 1;
    }
  }
  const columns = frame.columns.filter((column) => !(column.key.length === 1 && column.key[0] === 'rank'));
  return { ...frame, columns: [...columns, { key: ['rank'], values: ranks, type: NUMERIC }] };
}
