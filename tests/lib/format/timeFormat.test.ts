// Time formatting by format id (UTC, as Superset), smart_date rules and the granularity formats.
import { describe, expect, it } from 'vitest';
import {
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  TIME_FORMATS,
} from '../../../lib/format/index.ts';

const utc = (...parts: [number, number, number?, number?, number?, number?, number?]) =>
  new Date(
    Date.UTC(parts[0], parts[1], parts[2] ?? 1, parts[3] ?? 0, parts[4] ?? 0, parts[5] ?? 0, parts[6] ?? 0),
  );

describe('smart_date', () => {
  it.each([
    [utc(2020, 0, 1), '2020'],
    [utc(2020, 2, 1), 'March'],
    [utc(2020, 2, 3), 'Tue 03'],
    [utc(2020, 2, 8), 'Mar 08'],
    [utc(2020, 2, 3, 8), '08 AM'],
    [utc(2020, 2, 3, 20), '08 PM'],
    [utc(2020, 2, 3, 8, 1), '08:01'],
    [utc(2020, 2, 3, 8, 1, 2), ':02s'],
    [utc(2020, 2, 3, 8, 1, 2, 234), '.234ms'],
  ])('%s → %s', (date, expected) => {
    expect(formatTime('smart_date', date)).toBe(expected);
    expect(formatTime(undefined, date.getTime())).toBe(expected);
  });
});

describe('smart_date_verbose and smart_date_detailed', () => {
  it.each([
    [utc(2020, 0, 1), '2020', '2020'],
    [utc(2020, 2, 1), 'Mar 2020', '2020-03-01'],
    [utc(2020, 2, 3), 'Tue Mar 3 2020', '2020-03-03'],
    [utc(2020, 2, 8), 'Sun Mar 8 2020', '2020-03-08'],
    [utc(2020, 2, 3, 8), 'Tue Mar 03 2020, 08 AM', '2020-03-03 08:00'],
    [utc(2020, 2, 3, 8, 1), 'Tue Mar 03 2020, 08:01 AM', '2020-03-03 08:01'],
    [utc(2020, 2, 3, 8, 1, 2), 'Tue Mar 03 2020, 08:01:02 AM', '2020-03-03 08:01:02'],
    [utc(2020, 2, 3, 8, 1, 2, 234), '.234', '2020-03-03 08:01:02.234'],
  ])('%s', (date, verbose, detailed) => {
    expect(formatTime('smart_date_verbose', date)).toBe(verbose);
    expect(formatTime('smart_date_detailed', date)).toBe(detailed);
  });
});

describe('d3 time formats', () => {
  const date = utc(2019, 0, 14, 1, 32, 10);
  it.each([
    ['%d/%m/%Y', '14/01/2019'],
    ['%m/%d/%Y', '01/14/2019'],
    ['%d.%m.%Y', '14.01.2019'],
    ['%Y-%m-%d', '2019-01-14'],
    ['%Y-%m-%d %H:%M:%S', '2019-01-14 01:32:10'],
    ['%d-%m-%Y %H:%M:%S', '14-01-2019 01:32:10'],
    ['%H:%M:%S', '01:32:10'],
    ['%Y Q%q', '2019 Q1'],
  ])('%s → %s', (format, expected) => {
    expect(formatTime(format, date)).toBe(expected);
    expect(formatTime(format, date.getTime())).toBe(expected);
  });
  it('names the common formats', () => {
    expect(TIME_FORMATS.DATABASE_DATETIME).toBe('%Y-%m-%d %H:%M:%S');
    expect(getTimeFormatter().id).toBe('smart_date');
    expect(getTimeFormatter(' %Y ').id).toBe('%Y');
  });
  it('null, undefined and invalid dates', () => {
    expect(formatTime('%Y', null)).toBe('null');
    expect(formatTime('%Y', undefined)).toBe('undefined');
    expect(formatTime('smart_date', new Date('nope'))).toBe('Invalid date');
    expect(formatTime('%Y', Number.NaN)).toBe('Invalid date');
  });
});

describe('time grains', () => {
  const date = utc(2019, 4, 14, 13, 5, 0);
  it.each([
    ['PT1S', '2019-05-14 13:05:00'],
    ['PT1M', '2019-05-14 13:05'],
    ['PT1H', '2019-05-14 13:00'],
    ['P1D', '2019-05-14'],
    ['P1W', '2019-05-14'],
    ['P1M', 'May 2019'],
    ['P3M', '2019 Q2'],
    ['P1Y', '2019'],
    ['unknown', '01:05'],
    [undefined, '01:05'],
  ])('%s → %s', (grain, expected) => {
    expect(getTimeFormatterForGranularity(grain)(date)).toBe(expected);
  });
});
