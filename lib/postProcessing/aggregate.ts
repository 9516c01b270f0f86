import { columnByName, isNull, numberOrNull, requireColumns, toNumber } from './frame.ts';
import { groupRows } from './grouping.ts';
import { aggregateSpecs } from './numpyFunctions.ts';
import { readOptions, stringList } from './options.ts';
import { type Cell, type Column, NUMERIC, type WorkFrame } from './types.ts';

export function numbersAt(values: Cell[], rows: number[]): number[] {
  return rows.map((row) => {
    const cell = values[row];
    return isNull(cell ?? null) ? Number.NaN : toNumber(cell ?? null);
  });
}

/** Superset's aggregate: groupby(sort) + named aggregates, groupby columns first (reset_index). */
export function aggregate(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['groupby', 'aggregates']);
  const groupby = stringList(options.groupby);
  requireColumns(frame, groupby);
  const has = (name: string) => frame.columns.some((column) => column.key[0] === name);
  const specs = aggregateSpecs(options.aggregates, has);
  const keyColumns = groupby.map((name) => columnByName(frame, name));
  const groups = groupRows(
    keyColumns.map((column) => column.values),
    frame.length,
  );
  const columns: Column[] = groupby.map((name, level) => ({
    key: [name],
    values: groups.keys.map((key) => key[level] ?? null),
    type: keyColumns[level]!.type,
  }));
  for (const spec of specs) {
    const source = columnByName(frame, spec.column).values;
    columns.push({
      key: [spec.name],
      values: groups.rows.map((rows) => numberOrNull(spec.fn(numbersAt(source, rows), spec.options))),
      type: NUMERIC,
    });
  }
  return { index: [], columns, nlevels: 1, length: groups.keys.length };
}
