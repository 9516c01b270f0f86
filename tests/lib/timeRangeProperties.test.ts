// Property tests for lib/timeRange: spans of `Last N`, DATEADD inverses, DATETRUNC idempotence, ordering.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateDateExpression,
  evaluateTimeRange,
  formatTimeRangeBound,
  parseHumanDatetime,
  TIME_UNITS,
  TimeRangeError,
} from '../../lib/timeRange/index.ts';

const DAY = 86_400_000;
const instant = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000));
const dayUnit = fc.constantFrom('second', 'minute', 'hour', 'day', 'week');
const anyUnit = fc.constantFrom(...TIME_UNITS);
const lastDayUnit = fc.constantFrom('day', 'week', 'month', 'quarter', 'year');
const literal = (date: Date) => `DATETIME("${formatTimeRangeBound(date)}")`;

const bound = fc.oneof(
  fc.constantFrom('now', 'today', 'yesterday', 'tomorrow', ''),
  fc
    .tuple(fc.constantFrom('this', 'last', 'next', 'prior'), fc.integer({ min: 1, max: 40 }), anyUnit)
    .map(([scope, n, unit]) => `${scope} ${n} ${unit}s`),
  fc
    .tuple(fc.constantFrom('start of', 'end of'), fc.constantFrom('this', 'last', 'next'), lastDayUnit)
    .map(([modifier, scope, unit]) => `${modifier} ${scope} ${unit}`),
  fc
    .tuple(fc.integer({ min: 1, max: 40 }), anyUnit, fc.constantFrom('ago', 'from now'))
    .map(([n, unit, direction]) => `${n} ${unit}s ${direction}`),
);

describe('time range properties', () => {
  it('Last N days spans exactly N days and ends today', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 5000 }), (now, n) => {
        const { since, until } = evaluateTimeRange(`Last ${n} days`, now);
        expect(until?.getTime()).toBe(Math.floor(now.getTime() / DAY) * DAY);
        expect((until?.getTime() ?? 0) - (since?.getTime() ?? 0)).toBe(n * DAY);
      }),
    );
  });

  it('DATEADD by n then -n returns the start for fixed-length units', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -10_000, max: 10_000 }), dayUnit, (date, n, unit) => {
        const there = evaluateDateExpression(`DATEADD(${literal(date)}, ${n}, ${unit})`, date);
        const back = evaluateDateExpression(`DATEADD(${literal(there)}, ${-n}, ${unit})`, date);
        expect(back.getTime()).toBe(date.getTime());
      }),
    );
  });

  it('DATETRUNC is idempotent, never later than its input, and LASTDAY is not earlier than it', () => {
    fc.assert(
      fc.property(instant, anyUnit, lastDayUnit, (date, unit, dayUnitName) => {
        const once = evaluateDateExpression(`DATETRUNC(${literal(date)}, ${unit})`, date);
        const twice = evaluateDateExpression(
          `DATETRUNC(DATETRUNC(${literal(date)}, ${unit}), ${unit})`,
          date,
        );
        expect(twice.getTime()).toBe(once.getTime());
        expect(once.getTime()).toBeLessThanOrEqual(date.getTime());
        const start = evaluateDateExpression(`DATETRUNC(${literal(date)}, ${dayUnitName})`, date);
        const end = evaluateDateExpression(`LASTDAY(${literal(date)}, ${dayUnitName})`, date);
        expect(end.getTime()).toBeGreaterThanOrEqual(start.getTime());
      }),
    );
  });

  it('since is never after until when a range evaluates', () => {
    fc.assert(
      fc.property(instant, bound, bound, (now, since, until) => {
        try {
          const result = evaluateTimeRange(`${since} : ${until}`, now);
          if (result.since && result.until) {
            expect(result.since.getTime()).toBeLessThanOrEqual(result.until.getTime());
          }
        } catch (error) {
          expect(error).toBeInstanceOf(TimeRangeError);
          expect((error as Error).message).toBe('From date cannot be larger than to date');
        }
      }),
    );
  });

  it('formatted bounds parse back to the same instant', () => {
    fc.assert(
      fc.property(instant, (date) => {
        expect(parseHumanDatetime(formatTimeRangeBound(date), date).getTime()).toBe(date.getTime());
      }),
    );
  });
});
