// Table tests for lib/timeRange: every time_range form Superset's get_since_until accepts, and its errors.
import { describe, expect, it } from 'vitest';
import {
  evaluateTimeRange,
  formatTimeRangeBound,
  getPastOrFuture,
  parseHumanDatetime,
  TimeRangeError,
} from '../../lib/timeRange/index.ts';

// A Friday afternoon; milliseconds are dropped like Superset's timetuple round trip.
const NOW = new Date('2024-03-15T13:45:30.500Z');
const LEAP_SUNDAY = new Date('2024-02-29T23:59:59Z');

const iso = (date: Date | null) => (date ? formatTimeRangeBound(date) : null);

describe('evaluateTimeRange', () => {
  it.each<[string, Date, string | null, string | null]>([
    ['No filter', NOW, null, null],
    ['', NOW, null, '2024-03-15T00:00:00'],
    ['last 7 days', NOW, null, '2024-03-15T00:00:00'],
    ['Last day', NOW, '2024-03-14T00:00:00', '2024-03-15T00:00:00'],
    ['Last week', NOW, '2024-03-08T00:00:00', '2024-03-15T00:00:00'],
    ['Last month', NOW, '2024-02-15T00:00:00', '2024-03-15T00:00:00'],
    ['Last quarter', NOW, '2023-12-15T00:00:00', '2024-03-15T00:00:00'],
    ['Last year', NOW, '2023-03-15T00:00:00', '2024-03-15T00:00:00'],
    ['Last 7 days', NOW, '2024-03-08T00:00:00', '2024-03-15T00:00:00'],
    ['Last 2 quarters', NOW, '2023-09-15T00:00:00', '2024-03-15T00:00:00'],
    ['Last 3 hours', NOW, '2024-03-15T10:45:30', '2024-03-15T13:45:30'],
    ['Last 30 minutes', NOW, '2024-03-15T13:15:30', '2024-03-15T13:45:30'],
    ['Last 45 seconds', NOW, '2024-03-15T13:44:45', '2024-03-15T13:45:30'],
    ['Last month', new Date('2024-03-31T08:00:00Z'), '2024-02-29T00:00:00', '2024-03-31T00:00:00'],
    ['Next 2 weeks', NOW, '2024-03-15T00:00:00', '2024-03-29T00:00:00'],
    ['Next 3 months', NOW, '2024-03-15T00:00:00', '2024-06-15T00:00:00'],
    ['Next hour', NOW, '2024-03-15T13:45:30', '2024-03-15T14:45:30'],
    ['previous calendar week', NOW, '2024-03-04T00:00:00', '2024-03-11T00:00:00'],
    ['previous calendar month', NOW, '2024-02-01T00:00:00', '2024-03-01T00:00:00'],
    ['previous calendar quarter', NOW, '2023-10-01T00:00:00', '2024-01-01T00:00:00'],
    ['previous calendar year', NOW, '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['Current day', NOW, '2024-03-15T00:00:00', '2024-03-16T00:00:00'],
    ['Current week', NOW, '2024-03-11T00:00:00', '2024-03-18T00:00:00'],
    ['Current week', new Date('2024-03-17T22:00:00Z'), '2024-03-11T00:00:00', '2024-03-18T00:00:00'],
    ['Current month', NOW, '2024-03-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current quarter', NOW, '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current year', NOW, '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
    ['start of this month : end of this month', NOW, '2024-03-01T00:00:00', '2024-03-31T00:00:00'],
    ['beginning of last year : start of this year', NOW, '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['start of next 2 weeks : end of next 2 weeks', NOW, '2024-03-25T00:00:00', '2024-03-31T00:00:00'],
    ['end of prior quarter : today', NOW, '2023-12-31T00:00:00', '2024-03-15T00:00:00'],
    ['Start Of This Day : End of this days', NOW, '2024-03-15T00:00:00', '2024-03-15T00:00:00'],
    ['this week : next week', NOW, '2024-03-15T00:00:00', '2024-03-22T00:00:00'],
    ['last 2 months : this month', NOW, '2024-01-15T00:00:00', '2024-03-15T00:00:00'],
    ['prior 3 days : now', NOW, '2024-03-12T00:00:00', '2024-03-15T13:45:30'],
    ['LAST WEEK : TODAY', NOW, '2024-03-08T00:00:00', '2024-03-15T00:00:00'],
    ['last 90 minutes : next 1 second', NOW, '2024-03-15T12:15:30', '2024-03-15T13:45:31'],
    [
      'DATEADD(DATETIME("today"), -7, day) : DATETIME("now")',
      NOW,
      '2024-03-08T00:00:00',
      '2024-03-15T13:45:30',
    ],
    [
      "DATETRUNC(DATETIME('2024-03-15T13:45:30'), hour) : DATETRUNC(DATETIME('now'), minute)",
      NOW,
      '2024-03-15T13:00:00',
      '2024-03-15T13:45:00',
    ],
    [
      'LASTDAY(DATETIME("2024-02-10"), month) : LASTDAY(DATETIME("2024-02-10"), year)',
      NOW,
      '2024-02-29T00:00:00',
      '2024-12-31T00:00:00',
    ],
    [
      'DATETRUNC(DATETIME("2024-05-20"), quarter) : LASTDAY(DATETIME("2024-05-20"), quarter)',
      NOW,
      '2024-04-01T00:00:00',
      '2024-06-30T00:00:00',
    ],
    [
      'DATETRUNC(DATETIME("2024-03-17"), WEEK) : LASTDAY(DATETIME("2024-03-17"), week)',
      NOW,
      '2024-03-11T00:00:00',
      '2024-03-17T00:00:00',
    ],
    [
      'dateadd(datetime(\'2024-01-31\'), 1, month) : DATEADD ( DATETIME ( "2024-01-31" ) , 1 , quarter , )',
      NOW,
      '2024-02-29T00:00:00',
      '2024-04-30T00:00:00',
    ],
    [
      'DATEADD(DATETIME("2024-02-29"), 1, year) : DATEADD(DATETIME("2024-02-29"), 4, YEAR)',
      NOW,
      '2025-02-28T00:00:00',
      '2028-02-29T00:00:00',
    ],
    [
      'DATEADD(DATETIME("2024-01-01"), DATEDIFF(DATETIME("2024-03-01"), DATETIME("2024-03-15")), day) : now',
      NOW,
      '2024-01-15T00:00:00',
      '2024-03-15T13:45:30',
    ],
    [
      'HOLIDAY("christmas") : HOLIDAY("new year", DATEADD(DATETIME("today"), 1, year))',
      NOW,
      '2024-12-25T00:00:00',
      '2025-01-01T00:00:00',
    ],
    [
      'HOLIDAY("thanksgiving", DATETIME("2023-01-01"), "US") : HOLIDAY(\'Christmas\', DATETIME("2023-06-01"), "us")',
      NOW,
      '2023-11-23T00:00:00',
      '2023-12-25T00:00:00',
    ],
    ['HOLIDAY("martin") : HOLIDAY("memorial")', NOW, '2024-01-15T00:00:00', '2024-05-27T00:00:00'],
    ['HOLIDAY("independence") : HOLIDAY("labor")', NOW, '2024-07-04T00:00:00', '2024-09-02T00:00:00'],
    ['2021-01-01 : 2022-01-01', NOW, '2021-01-01T00:00:00', '2022-01-01T00:00:00'],
    ['2021-01-01 : ', NOW, '2021-01-01T00:00:00', null],
    [' : 2022-01-01', NOW, null, '2022-01-01T00:00:00'],
    ['2018-01-01T00:00:00 : 2018-12-31T23:59:59', NOW, '2018-01-01T00:00:00', '2018-12-31T23:59:59'],
    ['2020-06-15 08:30 : 2020-06-15T10:00:00+01:00', NOW, '2020-06-15T08:30:00', '2020-06-15T09:00:00'],
    ['DATETIME("2024")  : DATETIME("2024-06")', NOW, '2024-01-01T00:00:00', '2024-06-01T00:00:00'],
    ['2/3/1970 : today', NOW, '1970-02-03T00:00:00', '2024-03-15T00:00:00'],
    ['yesterday : tomorrow', NOW, '2024-03-14T00:00:00', '2024-03-16T00:00:00'],
    ['7 days ago : now', NOW, '2024-03-08T00:00:00', '2024-03-15T13:45:30'],
    ['3 hours ago : 3 weeks from now', NOW, '2024-03-15T10:45:30', '2024-04-05T00:00:00'],
    ['one year ago : in 2 days', LEAP_SUNDAY, '2023-02-28T00:00:00', '2024-03-02T00:00:00'],
  ])('%s (now %s)', (input, now, since, until) => {
    const result = evaluateTimeRange(input, now);
    expect([iso(result.since), iso(result.until)]).toEqual([since, until]);
  });

  it('treats a missing time_range like an empty one', () => {
    expect(iso(evaluateTimeRange(undefined, NOW).until)).toBe('2024-03-15T00:00:00');
    expect(evaluateTimeRange(null, NOW).since).toBeNull();
  });

  it('uses a configured relative start and end instead of now/today', () => {
    const options = { relativeStart: 'today', relativeEnd: 'today' };
    const hours = evaluateTimeRange('Last 3 hours', NOW, options);
    expect([iso(hours.since), iso(hours.until)]).toEqual(['2024-03-14T21:00:00', '2024-03-15T00:00:00']);
    const next = evaluateTimeRange('Next 2 days', NOW, { relativeStart: 'now' });
    expect([iso(next.since), iso(next.until)]).toEqual(['2024-03-15T13:45:30', '2024-03-17T13:45:30']);
    expect(iso(evaluateTimeRange('anything', NOW, { relativeEnd: 'now' }).until)).toBe('2024-03-15T13:45:30');
  });

  it.each<[string, string]>([
    ['7 days : now', 'Time string is ambiguous. Please specify [7 days ago] or [7 days later].'],
    ['tomorrow : yesterday', 'From date cannot be larger than to date'],
    ['next week : last week', 'From date cannot be larger than to date'],
    ['today : 2024-03-01', 'From date cannot be larger than to date'],
    ['Current day : now', 'Cannot parse time string [Current day]'],
    ['garbage : now', 'Cannot parse time string [garbage]'],
    ['Last : today', 'Cannot parse time string [Last]'],
    ['2024-02-30 : ', 'Cannot parse time string [2024-02-30]'],
    ['HOLIDAY("diwali") : ', 'Unable to find such a holiday: [diwali]'],
    ['HOLIDAY("christmas", DATETIME("today"), "UK") : ', 'Unsupported holiday country: [UK]'],
  ])('rejects %s', (input, message) => {
    expect(() => evaluateTimeRange(input, NOW)).toThrow(new TimeRangeError(message));
  });

  it.each([
    'DATEADD(DATETIME("today"), -7, days) : now',
    'DATEADD(DATETIME("today"), x, day) : now',
    'LASTDAY(DATETIME("today"), hour) : ',
    'DATETIME(today) : ',
    'DATETIMEX("today") : ',
    'DATETRUNC(DATETIME("today")) : ',
    'HOLIDAY("christmas", "UK") : ',
  ])('rejects the malformed expression %s', (input) => {
    expect(() => evaluateTimeRange(input, NOW)).toThrow(/^Cannot parse time expression \[/);
    expect(() => evaluateTimeRange(input, NOW)).toThrow(TimeRangeError);
  });

  it('rejects an invalid reference time', () => {
    expect(() => evaluateTimeRange('Last day', new Date(Number.NaN))).toThrow(TimeRangeError);
  });
});

describe('formatTimeRangeBound', () => {
  it('formats as Superset displays bounds', () => {
    expect(formatTimeRangeBound(new Date('2024-03-05T04:05:06.789Z'))).toBe('2024-03-05T04:05:06');
    expect(formatTimeRangeBound(new Date('0099-12-31T23:59:59Z'))).toBe('0099-12-31T23:59:59');
    expect(formatTimeRangeBound(null)).toBe('');
  });
});

describe('getPastOrFuture', () => {
  it.each<[string, string, string]>([
    ['1 day ago', '2024-03-16T06:00:00Z', '2024-03-15T06:00:00'],
    ['1 day ago', '2024-03-17T06:00:00Z', '2024-03-16T06:00:00'],
    ['1 week ago', '2024-03-15T13:45:30Z', '2024-03-08T13:45:30'],
    ['28 days ago', '2024-03-15T13:45:30Z', '2024-02-16T13:45:30'],
    ['1 month ago', '2024-03-31T23:00:00Z', '2024-02-29T23:00:00'],
    ['1 year ago', '2024-02-29T12:00:00Z', '2023-02-28T12:00:00'],
    ['2 quarters ago', '2024-03-15T08:00:00Z', '2023-09-15T08:00:00'],
    ['1 week later', '2024-03-15T13:45:30Z', '2024-03-22T13:45:30'],
    ['3 hours ago', '2024-03-15T01:00:00Z', '2024-03-14T22:00:00'],
    ['in 2 days', '2024-03-15T13:45:30Z', '2024-03-17T13:45:30'],
  ])('%s from %s keeps the time of day: %s', (offset, source, expected) => {
    expect(formatTimeRangeBound(getPastOrFuture(offset, new Date(source)))).toBe(expected);
  });

  it("drops sub-second digits as Superset's time tuple does, and reads other text as a bound", () => {
    expect(getPastOrFuture('1 day ago', NOW).toISOString()).toBe('2024-03-14T13:45:30.000Z');
    expect(formatTimeRangeBound(getPastOrFuture('2020-01-02', NOW))).toBe('2020-01-02T00:00:00');
    expect(() => getPastOrFuture('whenever', NOW)).toThrow(TimeRangeError);
  });

  it('leaves parseHumanDatetime as it was: a date unit lands on midnight', () => {
    expect(formatTimeRangeBound(parseHumanDatetime('1 day ago', NOW))).toBe('2024-03-14T00:00:00');
    expect(formatTimeRangeBound(parseHumanDatetime('3 hours ago', NOW))).toBe('2024-03-15T10:45:30');
  });
});
