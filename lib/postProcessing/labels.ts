import { escapeSeparator, FLAT_COLUMN_SEPARATOR, requireColumns, resetIndex } from './frame.ts';
import { bool, readOptions, stringList, stringMap } from './options.ts';
import { labelText } from './pythonText.ts';
import { type Cell, type Column, PostProcessingError, type WorkFrame } from './types.ts';

/** pandas' columns.droplevel(levels): by position (negative from the end) or by name. */
function dropLevels(frame: WorkFrame, levels: unknown): WorkFrame {
  const list = levels === undefined || levels === null ? [] : Array.isArray(levels) ? levels : [levels];
  if (list.length === 0) return frame;
  const positions = new Set<number>();
  for (const level of list) {
    if (typeof level !== 'number' || !Number.isInteger(level))
      throw new PostProcessingError('Invalid options');
    const position = level < 0 ? frame.nlevels + level : level;
    if (position < 0 || position >= frame.nlevels) throw new PostProcessingError('Invalid options');
    positions.add(position);
  }
  if (positions.size >= frame.nlevels) throw new PostProcessingError('Invalid options');
  const columns = frame.columns.map((column) => ({
    ...column,
    key: column.key.filter((_, position) => !positions.has(position)),
  }));
  return { ...frame, columns, nlevels: frame.nlevels - positions.size };
}

/** Superset's flatten: multi-level labels joined with ', ' (nulls skipped, commas escaped), index reset. */
export function flatten(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['reset_index', 'drop_levels']);
  const reset = bool(options.reset_index, true);
  let result = dropLevels(frame, options.drop_levels);
  if (result.nlevels > 1) {
    const columns = result.columns.map(
      (column): Column => ({
        ...column,
        key: [
          column.key
            .filter((cell) => cell !== null)
            .map((cell) => escapeSeparator(labelText(cell)))
            .join(FLAT_COLUMN_SEPARATOR),
        ],
      }),
    );
    result = { ...result, columns, nlevels: 1 };
  }
  return reset ? resetIndex(result) : result;
}

/** Superset's rename: `columns` maps old labels to new ones (null removes the label), at `level`. */
export function rename(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['columns', 'inplace', 'level']);
  const mapping = stringMap(options.columns);
  requireColumns(frame, Object.keys(mapping));
  bool(options.inplace, false);
  if (Object.keys(mapping).length === 0) return frame;
  const level = options.level ?? null;
  if (level !== null && (typeof level !== 'number' || !Number.isInteger(level))) {
    throw new PostProcessingError('Invalid options');
  }
  const position = level === null ? null : level < 0 ? frame.nlevels + level : level;
  if (position !== null && (position < 0 || position >= frame.nlevels))
    throw new PostProcessingError('Invalid options');
  const levelLabels: Cell[] =
    position === null
      ? frame.columns.flatMap((column) => column.key)
      : frame.columns.map((c) => c.key[position] ?? null);
  if (Object.values(mapping).every((name) => levelLabels.includes(name))) {
    throw new PostProcessingError('Label already exists');
  }
  const renameCell = (cell: Cell): Cell =>
    typeof cell === 'string' && Object.hasOwn(mapping, cell) ? (mapping[cell] ?? null) : cell;
  const columns = frame.columns.map((column) => ({
    ...column,
    key: column.key.map((cell, at) => (position === null || at === position ? renameCell(cell) : cell)),
  }));
  return { ...frame, columns };
}

/** Superset's select: keep `columns` (in that order), drop `exclude`, then `rename`. */
export function select(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['columns', 'exclude', 'rename']);
  const keep = stringList(options.columns);
  const exclude = stringList(options.exclude);
  const renames = stringMap(options.rename);
  requireColumns(frame, [...keep, ...exclude, ...Object.keys(renames)]);
  let columns = frame.columns;
  if (keep.length > 0)
    columns = keep.flatMap((name) => frame.columns.filter((column) => column.key[0] === name));
  if (exclude.length > 0) {
    const labels = columns.map((column) => column.key[0]);
    const missing = exclude.filter((name) => !labels.includes(name));
    if (missing.length > 0) {
      throw new PostProcessingError(`Referenced columns not available in DataFrame: ${missing.join(', ')}`);
    }
    columns = columns.filter((column) => !exclude.includes(column.key[0] as string));
  }
  columns = columns.map((column) => ({
    ...column,
    key: column.key.map((cell) =>
      typeof cell === 'string' && Object.hasOwn(renames, cell) ? (renames[cell] ?? null) : cell,
    ),
  }));
  return { ...frame, columns };
}
