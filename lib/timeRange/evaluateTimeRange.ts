// Superset's get_since_until: a whole time_range string → { since, until } in UTC.
import { evaluateDateExpression } from './dateExpression.ts';
import { parseHumanDatetime } from './humanDatetime.ts';
import { TimeRangeError, timeRangeMessages } from './timeRangeError.ts';

export const NO_TIME_RANGE = 'No filter';
export const TIME_RANGE_SEPARATOR = ' : ';

export type TimeRangeBounds = { since: Date | null; until: Date | null };

/** Superset's DEFAULT_RELATIVE_START_TIME / _END_TIME (free text such as `today` or `now`). */
export type TimeRangeOptions = { relativeStart?: string; relativeEnd?: string };

const GRANULAR = /^(second|minute|hour)$/i;
const SHORTHAND =
  /^(?:Last|Next)\s{1,5}(?:[0-9]+\s{0,5})?(second|minute|hour|day|week|month|quarter|year)s?$/i;
const MODIFIER =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i;
const SCOPE =
  /^(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(second|minute|hour|day|week|month|quarter|year)s?$/i;
const FUNCTION = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i;

const previousCalendar = (unit: string) =>
  `DATETRUNC(DATEADD(DATETIME('today'), -1, ${unit}), ${unit}) : DATETRUNC(DATETIME('today'), ${unit})`;
const current = (unit: string) =>
  `DATETRUNC(DATEADD(DATETIME('today'), 0, ${unit}), ${unit}) : DATETRUNC(DATEADD(DATETIME('today'), 1, ${unit}), ${unit})`;

/** Whole-range shorthands, matched by prefix exactly as Superset does. */
const SHORTHANDS: [string, string][] = [
  ['previous calendar week', previousCalendar('WEEK')],
  ['previous calendar month', previousCalendar('MONTH')],
  ['previous calendar quarter', previousCalendar('QUARTER')],
  ['previous calendar year', previousCalendar('YEAR')],
  ['Current day', current('DAY')],
  ['Current week', current('WEEK')],
  ['Current month', current('MONTH')],
  ['Current quarter', current('QUARTER')],
  ['Current year', current('YEAR')],
];

/** `now` for second/minute/hour, `today` otherwise, unless a relative start is configured. */
function relativeBase(unit: string, relativeStart: string | undefined): string {
  if (relativeStart) return relativeStart;
  return GRANULAR.test(unit) ? 'now' : 'today';
}

function shorthandBound(range: string): string {
  const unit = SHORTHAND.exec(range)?.[1];
  return unit ? relativeBase(unit, undefined) : 'today';
}

function scopeExpression(scope: string, delta: string | undefined, unit: string, base: string): string {
  const amount = delta ? Number.parseInt(delta, 10) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return `DATETIME('${base}')`;
    case 'next':
      return `DATEADD(DATETIME('${base}'), ${amount}, ${unit})`;
    default:
      return `DATEADD(DATETIME('${base}'), -${amount}, ${unit})`;
  }
}

/** One side of `since : until` rewritten to a formal expression, or null when empty. */
function boundExpression(part: string, options: TimeRangeOptions): string | null {
  if (!part) return null;
  const modifier = MODIFIER.exec(part);
  if (modifier) {
    const [, kind = '', scope = '', delta, unit = ''] = modifier;
    const base = scopeExpression(scope, delta, unit, relativeBase(unit, options.relativeStart));
    const fn = kind.toLowerCase() === 'end of' ? 'LASTDAY' : 'DATETRUNC';
    return `${fn}(${base}, ${unit.toLowerCase()})`;
  }
  const scoped = SCOPE.exec(part);
  if (scoped) {
    const [, scope = '', delta, unit = ''] = scoped;
    return scopeExpression(scope, delta, unit, relativeBase(unit, options.relativeStart));
  }
  if (FUNCTION.test(part)) return part;
  return `DATETIME('${part}')`;
}

/**
 * Evaluates a Superset `time_range` against the reference time `now` (UTC; `now` is truncated to
 * whole seconds as Superset does). Throws TimeRangeError with Superset's messages.
 */
export function evaluateTimeRange(
  timeRange: string | null | undefined,
  now: Date,
  options: TimeRangeOptions = {},
): TimeRangeBounds {
  if (Number.isNaN(now.getTime())) throw new TimeRangeError('Invalid reference time');
  const reference = new Date(Math.floor(now.getTime() / 1000) * 1000);
  if (timeRange === NO_TIME_RANGE) return { since: null, until: null };

  let range = timeRange ?? '';
  if (range.startsWith('Last') && !range.includes(TIME_RANGE_SEPARATOR)) {
    range = `${range}${TIME_RANGE_SEPARATOR}${options.relativeEnd || shorthandBound(range)}`;
  }
  if (range.startsWith('Next') && !range.includes(TIME_RANGE_SEPARATOR)) {
    range = `${options.relativeStart || shorthandBound(range)}${TIME_RANGE_SEPARATOR}${range}`;
  }
  for (const [prefix, replacement] of SHORTHANDS) {
    if (range.startsWith(prefix) && !range.includes(TIME_RANGE_SEPARATOR)) range = replacement;
  }

  let since: Date | null = null;
  let until: Date | null;
  if (range.includes(TIME_RANGE_SEPARATOR)) {
    const cut = range.indexOf(TIME_RANGE_SEPARATOR);
    const [sinceExpr, untilExpr] = [range.slice(0, cut), range.slice(cut + TIME_RANGE_SEPARATOR.length)].map(
      (part) => boundExpression(part.trim(), options),
    );
    since = sinceExpr ? evaluateDateExpression(sinceExpr, reference) : null;
    until = untilExpr ? evaluateDateExpression(untilExpr, reference) : null;
  } else {
    until = parseHumanDatetime(options.relativeEnd || 'today', reference);
  }

  if (since && until && since.getTime() > until.getTime()) {
    throw new TimeRangeError(timeRangeMessages.fromAfterTo);
  }
  return { since, until };
}
