// Type-aware ordering of cell values (pure). Ascending order is:
//   booleans (false, true) < numbers < text < objects and arrays < missing (null, undefined).
// Numbers, bigints and numeric strings ('42', '-1.5e3', '007', 'Infinity') compare as exact
// decimals, so a DECIMAL column sent as strings sorts by value and 0.1 equals '0.1'. Text compares
// by UTF-16 code units, objects by their JSON text. Missing values stay last in both directions.
//
// toSortable() turns a value into its sort key once (the grid caches it per row), and
// compareSortable() compares two keys; compareValues() is the two together.

/** A value's sort key; `undefined` for a missing value. */
export interface Sortable {
  rank: number;
  /** Plain numbers and booleans: compared as they are when both sides have one. */
  number?: number;
  /** The exact decimal of numeric strings and bigints (and of plain numbers, when needed). */
  numeric?: Numeric;
  /** Text, or the JSON text of an object. */
  text?: string;
}

export function isMissing(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

export function toSortable(value: unknown): Sortable | undefined {
  switch (typeof value) {
    case 'undefined':
      return undefined;
    case 'boolean':
      return { rank: RANK_BOOLEAN, number: value ? 1 : 0 };
    case 'number':
      return { rank: RANK_NUMBER, number: value };
    case 'bigint':
      return { rank: RANK_NUMBER, numeric: numericOf(String(value)) };
    case 'string': {
      const numeric = numericOf(value);
      return numeric ? { rank: RANK_NUMBER, numeric } : { rank: RANK_TEXT, text: value };
    }
    default:
      return value === null ? undefined : { rank: RANK_OTHER, text: objectText(value) };
  }
}

/** Compares two sort keys (ascending); a missing key (undefined) is last. */
export function compareSortable(a: Sortable | undefined, b: Sortable | undefined): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.rank === RANK_NUMBER) {
    if (a.number !== undefined && b.number !== undefined) return compareNumbers(a.number, b.number);
    return compareNumeric(numericKey(a), numericKey(b));
  }
  if (a.rank === RANK_BOOLEAN) return a.number! - b.number!;
  return compareText(a.text!, b.text!);
}

/** The value-level comparator: negative, zero or positive, missing values last. */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  return compareSortable(toSortable(a), toSortable(b));
}

export interface SortKey {
  /** Index of the column in each row. */
  index: number;
  desc: boolean;
}

/**
 * The reference multi-column sort: the row indices in display order. Stable (ties keep their
 * order), each key reversed when `desc`, missing values last whatever the direction.
 */
export function sortRowIndices(
  rows: ReadonlyArray<ReadonlyArray<unknown>>,
  keys: readonly SortKey[],
): number[] {
  const order = rows.map((_, index) => index);
  if (!keys.length) return order;
  return order.sort((left, right) => {
    for (const { index, desc } of keys) {
      const a = rows[left]![index];
      const b = rows[right]![index];
      const missingA = isMissing(a);
      const missingB = isMissing(b);
      if (missingA || missingB) {
        if (missingA && missingB) continue;
        return missingA ? 1 : -1;
      }
      const result = compareValues(a, b);
      if (result !== 0) return desc ? -result : result;
    }
    return left - right;
  });
}

const RANK_BOOLEAN = 0;
const RANK_NUMBER = 1;
const RANK_TEXT = 2;
const RANK_OTHER = 3;

function compareNumbers(a: number, b: number): number {
  const nanA = Number.isNaN(a);
  const nanB = Number.isNaN(b);
  if (nanA || nanB) return nanA === nanB ? 0 : nanA ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function objectText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * A number as an exact decimal: `sign × 0.digits × 10^order` for finite values (digits without
 * leading or trailing zeros), or a special, ordered -Infinity < finite < Infinity < NaN.
 */
export interface Numeric {
  special: -1 | 0 | 1 | 2;
  sign: -1 | 0 | 1;
  digits: string;
  order: bigint;
}

const DECIMAL = /^\s*([+-]?)(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d+))?\s*$/;
const SPECIAL = /^\s*([+-]?)(Infinity|NaN)\s*$/;
const ZERO: Numeric = { special: 0, sign: 0, digits: '', order: 0n };

function numericKey(sortable: Sortable): Numeric {
  sortable.numeric ??= numericOf(String(sortable.number));
  return sortable.numeric ?? ZERO;
}

function numericOf(text: string): Numeric | undefined {
  const match = DECIMAL.exec(text);
  if (match) {
    const fraction = match[3] ?? match[4] ?? '';
    const digits = `${match[2] ?? ''}${fraction}`.replace(/^0+/, '');
    if (!digits) return ZERO;
    // int(all digits) = 0.digits × 10^digits.length, then the exponent and the fraction shift it.
    const order = BigInt(digits.length) + BigInt(match[5] ?? '0') - BigInt(fraction.length);
    return { special: 0, sign: match[1] === '-' ? -1 : 1, digits: digits.replace(/0+$/, ''), order };
  }
  const special = SPECIAL.exec(text);
  if (!special) return undefined;
  if (special[2] === 'NaN') return { special: 2, sign: 0, digits: '', order: 0n };
  return special[1] === '-'
    ? { special: -1, sign: -1, digits: '', order: 0n }
    : { special: 1, sign: 1, digits: '', order: 0n };
}

function compareNumeric(a: Numeric, b: Numeric): number {
  if (a.special !== b.special) return a.special - b.special;
  if (a.special !== 0) return 0;
  if (a.sign !== b.sign) return a.sign - b.sign;
  if (a.sign === 0) return 0;
  if (a.order !== b.order) return (a.order < b.order ? -1 : 1) * a.sign;
  const width = Math.max(a.digits.length, b.digits.length);
  const left = a.digits.padEnd(width, '0');
  const right = b.digits.padEnd(width, '0');
  if (left === right) return 0;
  return (left < right ? -1 : 1) * a.sign;
}
