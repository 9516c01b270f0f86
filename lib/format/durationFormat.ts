// Milliseconds as a human duration, with the rules of pretty-ms (which Superset's DURATION formats use).

export interface DurationOptions {
  /** Digits after the point of seconds (default 1). */
  secondsDecimalDigits?: number;
  /** Digits after the point of milliseconds (default 0). */
  millisecondsDecimalDigits?: number;
  /** Show ms, µs and ns as units of their own. */
  formatSubMilliseconds?: boolean;
  /** Show seconds and milliseconds separately. */
  separateMilliseconds?: boolean;
  /** Digital clock style: 1:02:03.4. */
  colonNotation?: boolean;
}

interface Parts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  milliseconds: number;
  microseconds: number;
  nanoseconds: number;
}

function splitDuration(ms: number): Parts {
  const toZero = ms > 0 ? Math.floor : Math.ceil;
  return {
    days: toZero(ms / 86_400_000),
    hours: toZero(ms / 3_600_000) % 24,
    minutes: toZero(ms / 60_000) % 60,
    seconds: toZero(ms / 1000) % 60,
    milliseconds: toZero(ms) % 1000,
    microseconds: toZero(ms * 1000) % 1000,
    nanoseconds: toZero(ms * 1e6) % 1000,
  };
}

function floorToDigits(value: number, digits: number): string {
  const scaled = Math.floor(value * 10 ** digits + 0.0000001);
  return (Math.round(scaled) / 10 ** digits).toFixed(digits);
}

/** A finite number of milliseconds as '1d 2h 3m 4.5s', '250ms' or (colon notation) '0:04.5'. */
export function prettyDuration(ms: number, options: DurationOptions = {}): string {
  const colon = options.colonNotation === true;
  const subMilliseconds = !colon && options.formatSubMilliseconds === true;
  const separateMilliseconds = !colon && options.separateMilliseconds === true;
  const parts: string[] = [];

  const add = (value: number, unit: string, text?: string) => {
    if ((parts.length === 0 || !colon) && value === 0 && !(colon && unit === 'm')) return;
    let shown = text ?? String(value || 0);
    if (colon) {
      const whole = shown.includes('.') ? shown.indexOf('.') : shown.length;
      const minLength = parts.length > 0 ? 2 : 1;
      shown = '0'.repeat(Math.max(0, minLength - whole)) + shown;
      parts.push((parts.length > 0 ? ':' : '') + shown);
    } else {
      parts.push(shown + unit);
    }
  };

  const split = splitDuration(ms);
  add(Math.trunc(split.days / 365), 'y');
  add(split.days % 365, 'd');
  add(split.hours, 'h');
  add(split.minutes, 'm');

  if (separateMilliseconds || subMilliseconds || (!colon && ms < 1000)) {
    add(split.seconds, 's');
    if (subMilliseconds) {
      add(split.milliseconds, 'ms');
      add(split.microseconds, 'µs');
      add(split.nanoseconds, 'ns');
    } else {
      const below = split.milliseconds + split.microseconds / 1000 + split.nanoseconds / 1e6;
      const digits = options.millisecondsDecimalDigits ?? 0;
      const rounded = below >= 1 ? Math.round(below) : Math.ceil(below);
      const text = digits ? below.toFixed(digits) : String(rounded);
      add(Number.parseFloat(text), 'ms', text);
    }
  } else {
    const seconds = (ms / 1000) % 60;
    const text = floorToDigits(seconds, options.secondsDecimalDigits ?? 1).replace(/\.0+$/, '');
    add(Number.parseFloat(text), 's', text);
  }

  if (parts.length === 0) return '0ms';
  return parts.join(colon ? '' : ' ');
}
