// Date formats of the charts (UTC, as the server's epoch-ms values are): d3-time-format strings
// plus Superset's smart_date (the coarsest unit the instant is aligned to decides the format).
import { utcDay, utcHour, utcMinute, utcMonth, utcSecond, utcWeek, utcYear } from 'd3-time';
import { utcFormat } from 'd3-time-format';

const smartFormats = {
  millisecond: utcFormat('.%Lms'),
  second: utcFormat(':%Ss'),
  minute: utcFormat('%I:%M'),
  hour: utcFormat('%I %p'),
  day: utcFormat('%a %d'),
  week: utcFormat('%b %d'),
  month: utcFormat('%B'),
  year: utcFormat('%Y'),
};

function smartDate(date: Date): string {
  if (utcSecond(date) < date) return smartFormats.millisecond(date);
  if (utcMinute(date) < date) return smartFormats.second(date);
  if (utcHour(date) < date) return smartFormats.minute(date);
  if (utcDay(date) < date) return smartFormats.hour(date);
  if (utcMonth(date) < date) return (utcWeek(date) < date ? smartFormats.day : smartFormats.week)(date);
  if (utcYear(date) < date) return smartFormats.month(date);
  return smartFormats.year(date);
}

/** A time (epoch ms, ISO text or Date) in a d3-time-format or smart_date; invalid → 'Invalid date'. */
export function formatTime(format: string | null | undefined, value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  if (!format || format === 'smart_date') return smartDate(date);
  return utcFormat(format)(date);
}
