// Free-text bounds (Superset's parse_human_datetime): ISO dates, `now`, `today`, `7 days ago`.
import { addUnits, parseTimeUnit, startOfDay, type TimeUnit } from './calendarMath.ts';
import { TimeRangeError, timeRangeMessages } from './timeRangeError.ts';

const BARE_PERIOD = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;
const ISO =
  /^(\d{4})(?:[-/](\d{1,2})(?:[-/](\d{1,2}))?)?(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,6}))?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const AMOUNT = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const UNIT = '(seconds?|minutes?|hours?|days?|weeks?|months?|quarters?|years?)';
const PAST = new RegExp(`^${AMOUNT}\\s+${UNIT}\\s+ago$`, 'i');
const FUTURE = new RegExp(`^${AMOUNT}\\s+${UNIT}\\s+(?:from\\s+now|later|after|hence)$`, 'i');
const IN_FUTURE = new RegExp(`^in\\s+${AMOUNT}\\s+${UNIT}$`, 'i');
const SIGNED = new RegExp(`^([+-]\\d+)\\s+${UNIT}$`, 'i');

function utcDate(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): Date | null {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  const valid =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  return valid ? date : null;
}

function parseAbsolute(text: string): Date | null {
  const us = US_DATE.exec(text);
  if (us) return utcDate(Number(us[3]), Number(us[1]), Number(us[2]));
  const m = ISO.exec(text);
  if (!m) return null;
  const ms = m[7] ? Math.floor(Number(`0.${m[7]}`) * 1000) : 0;
  const date = utcDate(
    Number(m[1]),
    Number(m[2] ?? 1),
    Number(m[3] ?? 1),
    Number(m[4] ?? 0),
    Number(m[5] ?? 0),
    Number(m[6] ?? 0),
    ms,
  );
  const zone = m[8];
  if (!date || !zone || zone.toUpperCase() === 'Z') return date;
  const digits = zone.replace(':', '');
  const offset = (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5) || 0)) * 60_000;
  return new Date(date.getTime() - (zone.startsWith('-') ? -offset : offset));
}

function amountOf(text: string): number {
  return NUMBER_WORDS[text.toLowerCase()] ?? Number(text);
}

/**
 * A date unit lands on midnight (parsedatetime reports no time) unless `keepTime`;
 * second/minute/hour keep it.
 */
function shift(now: Date, amount: number, unitText: string, keepTime = false): Date {
  const unit = parseTimeUnit(unitText) as TimeUnit;
  const moved = addUnits(now, amount, unit);
  return keepTime || unit === 'second' || unit === 'minute' || unit === 'hour' ? moved : startOfDay(moved);
}

/** `N units ago`, `N units later`, `in N units`, `+N units`; null for anything else. */
function parseOffset(text: string, now: Date, keepTime: boolean): Date | null {
  const past = PAST.exec(text);
  if (past) return shift(now, -amountOf(past[1] ?? ''), past[2] ?? '', keepTime);
  const future = FUTURE.exec(text) ?? IN_FUTURE.exec(text);
  if (future) return shift(now, amountOf(future[1] ?? ''), future[2] ?? '', keepTime);
  const signed = SIGNED.exec(text);
  if (signed) return shift(now, Number(signed[1]), signed[2] ?? '', keepTime);
  return null;
}

function parseRelative(text: string, now: Date): Date | null {
  const lower = text.toLowerCase();
  if (lower === 'now') return now;
  if (lower === 'today') return startOfDay(now);
  if (lower === 'yesterday') return startOfDay(addUnits(now, -1, 'day'));
  if (lower === 'tomorrow') return startOfDay(addUnits(now, 1, 'day'));
  return parseOffset(text, now, false);
}

/**
 * Evaluates one free-text bound relative to `now` (already truncated to whole seconds).
 * A bare `7 days` is ambiguous; anything unreadable is a parse failure.
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  if (BARE_PERIOD.test(text)) throw new TimeRangeError(timeRangeMessages.ambiguous(text));
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const result = parseAbsolute(trimmed) ?? parseRelative(trimmed, now);
  if (!result) throw new TimeRangeError(timeRangeMessages.parseFail(text));
  return result;
}

/**
 * A date moved by a human offset ('1 day ago', '1 week later', '3 months ago'), keeping its
 * time of day: Superset's get_past_or_future (parsedatetime on the source's time tuple, so
 * sub-second digits drop), which time comparison (time_offsets, time_shift) shifts bounds with.
 * Any other text is read as parseHumanDatetime reads it.
 */
export function getPastOrFuture(text: string, source: Date): Date {
  const whole = new Date(Math.floor(source.getTime() / 1000) * 1000);
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return parseOffset(trimmed, whole, true) ?? parseHumanDatetime(text, whole);
}
