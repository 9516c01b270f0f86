// The limit dropdown's choices, as Superset's QueryLimitSelect: powers of ten below SQL_MAX_ROW,
// then SQL_MAX_ROW itself (10, 100, 1000, 10000, 100000 with the default 100000). Pure.

/** The choices for `maxRow`, plus the current limit when it is none of them. */
export function limitOptions(maxRow: number, current?: number): number[] {
  const options = new Set<number>();
  for (let value = 10; value < maxRow; value *= 10) options.add(value);
  if (maxRow > 0) options.add(maxRow);
  if (current !== undefined && current > 0) options.add(current);
  return [...options].sort((a, b) => a - b);
}
