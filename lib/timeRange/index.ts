// Superset's time_range grammar (get_since_until / datetime_eval) evaluated in UTC against a given "now".
export { addUnits, lastDayOf, parseTimeUnit, TIME_UNITS, type TimeUnit, truncateTo } from './calendarMath.ts';
export { evaluateDateExpression } from './dateExpression.ts';
export {
  evaluateTimeRange,
  NO_TIME_RANGE,
  TIME_RANGE_SEPARATOR,
  type TimeRangeBounds,
  type TimeRangeOptions,
} from './evaluateTimeRange.ts';
export { formatTimeRangeBound } from './formatTimeRangeBound.ts';
export { findHoliday, SUPPORTED_HOLIDAYS } from './holidays.ts';
export { getPastOrFuture, parseHumanDatetime } from './humanDatetime.ts';
export { TimeRangeError, timeRangeMessages } from './timeRangeError.ts';
