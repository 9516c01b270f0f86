// The small fixed holiday calendar behind HOLIDAY("name"[, date][, "country"]) (US only, not observed).
import { TimeRangeError, timeRangeMessages } from './timeRangeError.ts';

type HolidayRule = { name: string; date: (year: number) => Date | null };

function utc(year: number, month: number, day: number): Date {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d;
}

/** The nth (1-based) given weekday (0 = Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): Date {
  if (n < 0) {
    const last = utc(year, month + 1, 0);
    return utc(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = utc(year, month, 1);
  return utc(year, month, 1 + ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

/** In calendar order, named as the Python `holidays` package names them for the US. */
const US_HOLIDAYS: HolidayRule[] = [
  { name: "New Year's Day", date: (y) => utc(y, 1, 1) },
  { name: 'Martin Luther King Jr. Day', date: (y) => (y >= 1986 ? nthWeekday(y, 1, 1, 3) : null) },
  { name: "Washington's Birthday", date: (y) => nthWeekday(y, 2, 1, 3) },
  { name: 'Memorial Day', date: (y) => nthWeekday(y, 5, 1, -1) },
  { name: 'Juneteenth National Independence Day', date: (y) => (y >= 2021 ? utc(y, 6, 19) : null) },
  { name: 'Independence Day', date: (y) => utc(y, 7, 4) },
  { name: 'Labor Day', date: (y) => nthWeekday(y, 9, 1, 1) },
  { name: 'Columbus Day', date: (y) => nthWeekday(y, 10, 1, 2) },
  { name: 'Veterans Day', date: (y) => utc(y, 11, 11) },
  { name: 'Thanksgiving', date: (y) => nthWeekday(y, 11, 4, 4) },
  { name: 'Christmas Day', date: (y) => utc(y, 12, 25) },
];

export const SUPPORTED_HOLIDAYS: readonly string[] = US_HOLIDAYS.map((rule) => rule.name);

/** The first holiday of the year whose name starts with `name` (case-insensitive), at midnight. */
export function findHoliday(name: string, year: number, country = 'US'): Date {
  if (country.toUpperCase() !== 'US') throw new TimeRangeError(timeRangeMessages.holidayCountry(country));
  const wanted = name.toLowerCase();
  for (const rule of US_HOLIDAYS) {
    if (!rule.name.toLowerCase().startsWith(wanted)) continue;
    const date = rule.date(year);
    if (date) return date;
  }
  throw new TimeRangeError(timeRangeMessages.holiday(name));
}
