// The time grains of the reference (lib/timeGrains.ts: ISO 8601 durations, Superset's names) and
// the helpers that turn an engine's `{col}` templates into an expression. The chart-data layer
// groups temporal columns with `spec.timeGrainExpression(quotedColumn, grain, pythonDateFormat)`.

import { TIME_GRAINS, type TimeGrain } from '../../lib/timeGrains.ts';

export { TIME_GRAINS, type TimeGrain };

/** An engine's expression per grain, `{col}` standing for the column expression. */
export type TimeGrainTemplates = Readonly<Record<TimeGrain, string>>;

/**
 * How an engine reads a number of seconds (Superset's epoch_to_dttm) or milliseconds
 * (epoch_ms_to_dttm; by default the seconds template on `({col}/1000)`) since 1970 as a
 * timestamp, `{col}` standing for the column expression.
 */
export interface EpochTemplates {
  readonly seconds: string;
  readonly milliseconds?: string;
}

export function isTimeGrain(value: string): value is TimeGrain {
  return TIME_GRAINS.some((grain) => grain.duration === value);
}

/**
 * The template with `{col}` replaced by the column expression, taken literally: a replacer
 * function, so that `$&`, `$'` or `` $` `` in the (user-written) expression are not patterns.
 */
export function fillColumn(template: string, column: string): string {
  return template.replaceAll('{col}', () => column);
}

/** The column truncated to the grain; the column itself for no grain; null for an unknown grain. */
export function expandTimeGrain(
  templates: TimeGrainTemplates,
  column: string,
  grain: string | null,
): string | null {
  if (grain === null || grain === '') return column;
  if (!isTimeGrain(grain)) return null;
  return fillColumn(templates[grain], column);
}

/**
 * A column stored as epoch seconds / milliseconds (python_date_format `epoch_s` / `epoch_ms`) as
 * the engine's timestamp; any other column as it is.
 */
export function epochToTimestamp(
  epoch: EpochTemplates,
  column: string,
  pythonDateFormat: string | null | undefined,
): string {
  if (pythonDateFormat === 'epoch_s') return fillColumn(epoch.seconds, column);
  if (pythonDateFormat === 'epoch_ms') {
    const template = epoch.milliseconds ?? fillColumn(epoch.seconds, '({col}/1000)');
    return fillColumn(template, column);
  }
  return column;
}

/**
 * Superset's get_timestamp_expr: an epoch column converted to a timestamp first, then truncated
 * to the grain (no grain: the converted column); null for an unknown grain.
 */
export function timestampExpression(
  templates: TimeGrainTemplates,
  epoch: EpochTemplates,
  column: string,
  grain: string | null,
  pythonDateFormat: string | null | undefined = null,
): string | null {
  return expandTimeGrain(templates, epochToTimestamp(epoch, column, pythonDateFormat), grain);
}
