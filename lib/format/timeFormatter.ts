// Time formatters by format id (Superset's TimeFormatterRegistry): d3-time-format strings in UTC
// ('local!' prefix: local time), the adaptive smart_date family, and the format of each time grain.
import {
  timeDay,
  timeHour,
  timeMinute,
  timeMonth,
  timeSecond,
  timeWeek,
  timeYear,
  utcDay,
  utcHour,
  utcMinute,
  utcMonth,
  utcSecond,
  utcWeek,
  utcYear,
} from 'd3-time';
import { timeFormat, utcFormat } from 'd3-time-format';
import { INVALID_DATE_LABEL } from '../validators/displayLabel.ts';

export const LOCAL_PREFIX = 'local!';
export const SMART_DATE_ID = 'smart_date';
export const SMART_DATE_VERBOSE_ID = 'smart_date_verbose';
export const SMART_DATE_DETAILED_ID = 'smart_date_detailed';

export const TIME_FORMATS = {
  DATABASE_DATE: '%Y-%m-%d',
  DATABASE_DATETIME: '%Y-%m-%d %H:%M:%S',
  DATABASE_DATETIME_REVERSE: '%d-%m-%Y %H:%M:%S',
  INTERNATIONAL_DATE: '%d/%m/%Y',
  US_DATE: '%m/%d/%Y',
  TIME: '%H:%M:%S',
} as const;

export interface TimeFormatter {
  (value: Date | number | null | undefined): string;
  readonly id: string;
}

type StepFormats = Record<
  'millisecond' | 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year',
  string
>;

const SMART_FORMATS: Record<string, StepFormats> = {
  [SMART_DATE_ID]: {
    millisecond: '.%Lms',
    second: ':%Ss',
    minute: '%I:%M',
    hour: '%I %p',
    day: '%a %d',
    week: '%b %d',
    month: '%B',
    year: '%Y',
  },
  [SMART_DATE_VERBOSE_ID]: {
    millisecond: '.%L',
    second: '%a %b %d %Y, %I:%M:%S %p',
    minute: '%a %b %d %Y, %I:%M %p',
    hour: '%a %b %d %Y, %I %p',
    day: '%a %b %-e %Y',
    week: '%a %b %-e %Y',
    month: '%b %Y',
    year: '%Y',
  },
  [SMART_DATE_DETAILED_ID]: {
    millisecond: '%Y-%m-%d %H:%M:%S.%L',
    second: '%Y-%m-%d %H:%M:%S',
    minute: '%Y-%m-%d %H:%M',
    hour: '%Y-%m-%d %H:%M',
    day: '%Y-%m-%d',
    week: '%Y-%m-%d',
    month: '%Y-%m-%d',
    year: '%Y',
  },
};

const UTC_INTERVALS = [utcSecond, utcMinute, utcHour, utcDay, utcMonth, utcWeek, utcYear] as const;
const LOCAL_INTERVALS = [timeSecond, timeMinute, timeHour, timeDay, timeMonth, timeWeek, timeYear] as const;

/** The most precise step a date has (Superset's createMultiFormatter), formatted with that step's format. */
function createMultiFormat(formats: StepFormats, local: boolean): (date: Date) => string {
  const make = local ? timeFormat : utcFormat;
  const [second, minute, hour, day, month, week, year] = local ? LOCAL_INTERVALS : UTC_INTERVALS;
  const f = Object.fromEntries(Object.entries(formats).map(([step, spec]) => [step, make(spec)])) as Record<
    keyof StepFormats,
    (date: Date) => string
  >;
  return (date) => {
    if (second.floor(date) < date) return f.millisecond(date);
    if (minute.floor(date) < date) return f.second(date);
    if (hour.floor(date) < date) return f.minute(date);
    if (day.floor(date) < date) return f.hour(date);
    if (month.floor(date) < date) return week.floor(date) < date ? f.day(date) : f.week(date);
    if (year.floor(date) < date) return f.month(date);
    return f.year(date);
  };
}

function createTimeFormatter(id: string, formatDate: (date: Date) => string): TimeFormatter {
  const format = (value: Date | number | null | undefined) => {
    if (value === null || value === undefined) return `${value}`;
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return INVALID_DATE_LABEL;
    return formatDate(date);
  };
  return Object.assign(format, { id });
}

const cache = new Map<string, TimeFormatter>();
const MAX_CACHED = 500;

/** The formatter of a format id; null, undefined and '' mean smart_date; ids are trimmed. */
export function getTimeFormatter(formatId?: string | null): TimeFormatter {
  const id = (
    formatId === null || formatId === undefined || formatId === '' ? SMART_DATE_ID : formatId
  ).trim();
  const cached = cache.get(id);
  if (cached) return cached;
  const local = id.startsWith(LOCAL_PREFIX);
  const spec = local ? id.slice(LOCAL_PREFIX.length) : id;
  const smart = Object.hasOwn(SMART_FORMATS, spec) ? SMART_FORMATS[spec] : undefined;
  const formatter = createTimeFormatter(
    id,
    smart ? createMultiFormat(smart, local) : local ? timeFormat(spec) : utcFormat(spec),
  );
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(id, formatter);
  return formatter;
}

export function formatTime(
  formatId: string | null | undefined,
  value: Date | number | null | undefined,
): string {
  return getTimeFormatter(formatId)(value);
}

const MINUTE_FORMAT = '%Y-%m-%d %H:%M';

/** The d3 format of each time grain (Superset's TimeFormatsForGranularity). */
export const TIME_FORMATS_FOR_GRANULARITY: Readonly<Record<string, string>> = {
  date: TIME_FORMATS.DATABASE_DATE,
  PT1S: TIME_FORMATS.DATABASE_DATETIME,
  PT1M: MINUTE_FORMAT,
  PT5M: MINUTE_FORMAT,
  PT10M: MINUTE_FORMAT,
  PT15M: MINUTE_FORMAT,
  PT30M: MINUTE_FORMAT,
  PT1H: '%Y-%m-%d %H:00',
  P1D: TIME_FORMATS.DATABASE_DATE,
  P1W: TIME_FORMATS.DATABASE_DATE,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
  '1969-12-28T00:00:00Z/P1W': TIME_FORMATS.DATABASE_DATE,
  '1969-12-29T00:00:00Z/P1W': TIME_FORMATS.DATABASE_DATE,
  'P1W/1970-01-03T00:00:00Z': TIME_FORMATS.DATABASE_DATE,
  'P1W/1970-01-04T00:00:00Z': TIME_FORMATS.DATABASE_DATE,
};

/** The formatter for values of a time grain; an unknown or missing grain gets smart_date. */
export function getTimeFormatterForGranularity(granularity?: string | null): TimeFormatter {
  const spec =
    granularity && Object.hasOwn(TIME_FORMATS_FOR_GRANULARITY, granularity)
      ? TIME_FORMATS_FOR_GRANULARITY[granularity]
      : SMART_DATE_ID;
  return getTimeFormatter(spec);
}
