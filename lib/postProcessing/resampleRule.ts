import { PostProcessingError } from './types.ts';

const DAY = 86_400_000;
const FIXED: Record<string, number> = { S: 1000, T: 60_000, MIN: 60_000, H: 3_600_000, D: DAY };
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** A pandas offset alias as resample uses it: where a timestamp's bin is labelled, and the next label. */
export interface ResampleRule {
  /** The label of the first bin, from the earliest timestamp. */
  first(ts: number): number;
  next(label: number): number;
  /** pandas closes anchored end-of-period bins on the right: (previous label, label]. */
  closedRight: boolean;
}

const startOfDay = (ts: number) => Math.floor(ts / DAY) * DAY;
const utc = (year: number, month: number, day = 1) => Date.UTC(year, month, day);
const monthEnd = (year: number, month: number) => utc(year, month + 1, 0);

function monthly(months: number, n: number, atEnd: boolean, anchorMonth: number): ResampleRule {
  // Bins of `months` months starting at months ≡ anchorMonth (mod months), labelled by start or end.
  const periodStart = (ts: number) => {
    const date = new Date(ts);
    const month = date.getUTCFullYear() * 12 + date.getUTCMonth();
    return month - ((((month - anchorMonth) % months) + months) % months);
  };
  const labelOf = (month: number) =>
    atEnd
      ? monthEnd(Math.floor((month + months - 1) / 12), (month + months - 1) % 12)
      : utc(Math.floor(month / 12), month % 12);
  const monthOfLabel = (label: number) => {
    const date = new Date(label);
    const month = date.getUTCFullYear() * 12 + date.getUTCMonth();
    return atEnd ? month - months + 1 : month;
  };
  return {
    first: (ts) => labelOf(periodStart(ts)),
    next: (label) => labelOf(monthOfLabel(label) + months * n),
    closedRight: atEnd,
  };
}

/** Parses rules like '1D', '7D', '1H', 'W', 'W-MON', 'M', 'MS', 'Q', 'QS', 'A', 'AS', 'Y', 'YS'. */
export function parseResampleRule(rule: string): ResampleRule {
  const match = /^\s*(\d*)\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?\s*$/.exec(rule);
  if (!match) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  const n = match[1] ? Number(match[1]) : 1;
  if (n < 1) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  const unit = match[2]!.toUpperCase();
  const anchor = match[3]?.toUpperCase();
  const fixed = FIXED[unit];
  if (fixed !== undefined && anchor === undefined) {
    const step = fixed * n;
    let origin = 0;
    return {
      first: (ts) => {
        origin = startOfDay(ts);
        return origin + Math.floor((ts - origin) / step) * step;
      },
      next: (label) => label + step,
      closedRight: false,
    };
  }
  if (unit === 'W') {
    const weekday = WEEKDAYS.indexOf(anchor ?? 'SUN');
    if (weekday < 0) throw new PostProcessingError(`Invalid frequency: ${rule}`);
    return {
      first: (ts) => {
        const day = startOfDay(ts);
        return day + ((weekday - new Date(day).getUTCDay() + 7) % 7) * DAY;
      },
      next: (label) => label + 7 * n * DAY,
      closedRight: true,
    };
  }
  if (anchor !== undefined && !['Q', 'QE', 'QS', 'A', 'AS', 'Y', 'YS', 'YE'].includes(unit)) {
    throw new PostProcessingError(`Invalid frequency: ${rule}`);
  }
  const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
  const anchorIndex = anchor ? months.indexOf(anchor) : -1;
  if (anchor && anchorIndex < 0) throw new PostProcessingError(`Invalid frequency: ${rule}`);
  switch (unit) {
    case 'M':
    case 'ME':
      return monthly(1, n, true, 0);
    case 'MS':
      return monthly(1, n, false, 0);
    case 'Q':
    case 'QE':
      // Q-DEC: quarters end in the anchor month (default December).
      return monthly(3, n, true, ((anchor ? anchorIndex : 11) + 1) % 3);
    case 'QS':
      return monthly(3, n, false, (anchor ? anchorIndex : 0) % 3);
    case 'A':
    case 'Y':
    case 'YE':
      return monthly(12, n, true, ((anchor ? anchorIndex : 11) + 1) % 12);
    case 'AS':
    case 'YS':
      return monthly(12, n, false, anchor ? anchorIndex : 0);
    default:
      throw new PostProcessingError(`Invalid frequency: ${rule}`);
  }
}
