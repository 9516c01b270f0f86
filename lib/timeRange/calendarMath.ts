// UTC calendar arithmetic behind DATEADD, DATETRUNC and LASTDAY (weeks start Monday).
export const TIME_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

const FIXED_MS: Partial<Record<TimeUnit, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};

/** `days`, `Day`, `WEEKS` → the unit, or null. */
export function parseTimeUnit(text: string): TimeUnit | null {
  const lower = text.toLowerCase().replace(/s$/, '');
  return (TIME_UNITS as readonly string[]).includes(lower) ? (lower as TimeUnit) : null;
}

function utc(year: number, month: number, day: number, ms = 0): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month, day);
  return new Date(d.getTime() + ms);
}

function daysInMonth(year: number, month: number): number {
  return utc(year, month + 1, 0).getUTCDate();
}

function msOfDay(date: Date): number {
  return date.getTime() - startOfDay(date).getTime();
}

export function startOfDay(date: Date): Date {
  return utc(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Adds whole months, clamping the day to the target month's length (Jan 31 + 1 month = Feb 28/29). */
function addMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return utc(year, month, day, msOfDay(date));
}

/** DATEADD: fixed-length units add exact durations; months, quarters and years clamp the day. */
export function addUnits(date: Date, amount: number, unit: TimeUnit): Date {
  if (unit === 'month') return addMonths(date, amount);
  if (unit === 'quarter') return addMonths(date, amount * 3);
  if (unit === 'year') return addMonths(date, amount * 12);
  return new Date(date.getTime() + amount * (FIXED_MS[unit] ?? 0));
}

/** Monday 00:00 of the date's week. */
function startOfWeek(date: Date): Date {
  const weekday = (date.getUTCDay() + 6) % 7;
  return new Date(startOfDay(date).getTime() - weekday * 86_400_000);
}

/** DATETRUNC: the start of the unit containing the date (milliseconds always dropped). */
export function truncateTo(date: Date, unit: TimeUnit): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return utc(y, 0, 1);
    case 'quarter':
      return utc(y, m - (m % 3), 1);
    case 'month':
      return utc(y, m, 1);
    case 'week':
      return startOfWeek(date);
    case 'day':
      return startOfDay(date);
    case 'hour':
      return new Date(date.getTime() - (((date.getTime() % 3_600_000) + 3_600_000) % 3_600_000));
    case 'minute':
      return new Date(date.getTime() - (((date.getTime() % 60_000) + 60_000) % 60_000));
    default:
      return new Date(date.getTime() - (((date.getTime() % 1000) + 1000) % 1000));
  }
}

/** LASTDAY: midnight of the last day of the unit containing the date (weeks end on Sunday). */
export function lastDayOf(date: Date, unit: 'year' | 'quarter' | 'month' | 'week' | 'day'): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  switch (unit) {
    case 'year':
      return utc(y, 11, 31);
    case 'quarter': {
      const last = m - (m % 3) + 2;
      return utc(y, last, daysInMonth(y, last));
    }
    case 'month':
      return utc(y, m, daysInMonth(y, m));
    case 'week':
      return new Date(startOfWeek(date).getTime() + 6 * 86_400_000);
    default:
      return startOfDay(date);
  }
}

/** Whole days from `from` to `to`, rounded down like Python's timedelta.days. */
export function diffDays(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 86_400_000);
}
