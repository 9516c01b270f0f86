// The time grains of the reference: ISO 8601 durations with Superset's names. The server's
// engines translate each into SQL (server/engines/timeGrains.ts); explore shows the names, which
// the viz catalogs translate.

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
