// The time grains of the reference (ISO 8601 durations, Superset's names) and the helper that
// turns an engine's `{col}` templates into an expression. The chart-data layer groups temporal
// columns with `spec.timeGrainExpression(quotedColumn, grain)`.

export const TIME_GRAINS = [
  { duration: 'PT1S', name: 'Second' },
  { duration: 'PT5S', name: '5 second' },
  { duration: 'PT30S', name: '30 second' },
  { duration: 'PT1M', name: 'Minute' },
  { duration: 'PT5M', name: '5 minute' },
  { duration: 'PT10M', name: '10 minute' },
  { duration: 'PT15M', name: '15 minute' },
  { duration: 'PT30M', name: '30 minute' },
  { duration: 'PT0.5H', name: 'Half hour' },
  { duration: 'PT1H', name: 'Hour' },
  { duration: 'PT6H', name: '6 hour' },
  { duration: 'P1D', name: 'Day' },
  { duration: 'P1W', name: 'Week' },
  { duration: '1969-12-28T00:00:00Z/P1W', name: 'Week starting Sunday' },
  { duration: '1969-12-29T00:00:00Z/P1W', name: 'Week starting Monday' },
  { duration: 'P1W/1970-01-03T00:00:00Z', name: 'Week ending Saturday' },
  { duration: 'P1W/1970-01-04T00:00:00Z', name: 'Week ending Sunday' },
  { duration: 'P1M', name: 'Month' },
  { duration: 'P3M', name: 'Quarter' },
  { duration: 'P0.25Y', name: 'Quarter year' },
  { duration: 'P1Y', name: 'Year' },
] as const;

export type TimeGrain = (typeof TIME_GRAINS)[number]['duration'];

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
