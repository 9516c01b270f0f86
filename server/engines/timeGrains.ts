// The time grains of the reference (lib/timeGrains.ts: ISO 8601 durations, Superset's names) and
// the helper that turns an engine's `{col}` templates into an expression. The chart-data layer
// groups temporal columns with `spec.timeGrainExpression(quotedColumn, grain)`.

import { TIME_GRAINS, type TimeGrain } from '../../lib/timeGrains.ts';

export { TIME_GRAINS, type TimeGrain };

/** An engine's expression per grain, `{col}` standing for the column expression. */
export type TimeGrainTemplates = Readonly<Record<TimeGrain, string>>;

export function isTimeGrain(value: string): value is TimeGrain {
  return TIME_GRAINS.some((grain) => grain.duration === value);
}

/** The column truncated to the grain; the column itself for no grain; null for an unknown grain. */
export function expandTimeGrain(
  templates: TimeGrainTemplates,
  column: string,
  grain: string | null,
): string | null {
  if (grain === null || grain === '') return column;
  if (!isTimeGrain(grain)) return null;
  return templates[grain].replaceAll('{col}', column);
}
