/** A cell of a result set as the chart-data JSON carries it. */
export type Cell = string | number | boolean | null;

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
export type GenericDataType = 0 | 1 | 2 | 3;

export const NUMERIC = 0;
export const TEMPORAL = 2;

/** A result cell: boxplot's __outliers columns hold lists, as in Superset's JSON. */
export type ResultCell = Cell | number[];

/** The executed query's result, as the lead hands it over and gets it back. */
export interface ResultFrame {
  columns: string[];
  types: (GenericDataType | null)[];
  rows: Record<string, ResultCell>[];
}

/** One post-processing step exactly as Superset's frontend sends it. */
export interface PostProcessingOperation {
  operation: string;
  /** Checked by each operation: anything but an object of its known keys is 'Invalid options'. */
  options?: unknown;
}

/**
 * A column of the working frame (pandas' model): `key` holds one label per column level
 * (pivot makes several: metric first, then the values of the pivoted columns); temporal
 * values are epoch milliseconds.
 */
export interface Column {
  key: Cell[];
  values: Cell[];
  type: GenericDataType | null;
}

/** pandas' DataFrame as the operations need it: an optional named index and labelled columns. */
export interface WorkFrame {
  /** The index levels (empty: pandas' RangeIndex); each level's key is [name]. */
  index: Column[];
  columns: Column[];
  /** How many levels the column labels have (1 unless pivoted). */
  nlevels: number;
  length: number;
}

/** Superset's InvalidPostProcessingError / QueryObjectValidationError: the request is at fault. */
export class PostProcessingError extends Error {
  override name = 'PostProcessingError';
}
