// Superset's datetime_eval: DATETIME, DATEADD, DATETRUNC, LASTDAY, HOLIDAY and DATEDIFF expressions.
import { addUnits, diffDays, lastDayOf, TIME_UNITS, type TimeUnit, truncateTo } from './calendarMath.ts';
import { findHoliday } from './holidays.ts';
import { parseHumanDatetime } from './humanDatetime.ts';
import { TimeRangeError, timeRangeMessages } from './timeRangeError.ts';

const LASTDAY_UNITS = ['year', 'quarter', 'month', 'week', 'day'] as const;
const DATE_FUNCTIONS = ['datetime', 'dateadd', 'datetrunc', 'lastday', 'holiday'];
const QUOTED =
  /^(?:"(?:[^"\n\r\\]|""|\\(?:[^x]|x[0-9a-fA-F]+))*"|'(?:[^'\n\r\\]|''|\\(?:[^x]|x[0-9a-fA-F]+))*')/;

class ExpressionParser {
  text: string;
  now: Date;
  pos = 0;

  constructor(text: string, now: Date) {
    this.text = text;
    this.now = now;
  }

  fail(expected: string): never {
    const found = this.pos < this.text.length ? `'${this.text[this.pos]}'` : 'end of text';
    const detail = `expected ${expected}, found ${found} at char ${this.pos}`;
    throw new TimeRangeError(timeRangeMessages.expression(this.text, detail));
  }

  skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos] ?? '')) this.pos += 1;
  }

  /** Consumes a punctuation character if present. */
  accept(char: string): boolean {
    this.skipSpace();
    if (this.text[this.pos] !== char) return false;
    this.pos += 1;
    return true;
  }

  expect(char: string): void {
    if (!this.accept(char)) this.fail(`'${char}'`);
  }

  /** The next keyword (case-insensitive, whole word) without consuming it. */
  peekWord(): string {
    this.skipSpace();
    return /^[A-Za-z0-9_$]*/.exec(this.text.slice(this.pos))?.[0].toLowerCase() ?? '';
  }

  keyword<T extends string>(allowed: readonly T[], what: string): T {
    const word = this.peekWord();
    if (!(allowed as readonly string[]).includes(word)) this.fail(what);
    this.pos += word.length;
    return word as T;
  }

  quoted(): string | null {
    this.skipSpace();
    const match = QUOTED.exec(this.text.slice(this.pos));
    if (!match) return null;
    this.pos += match[0].length;
    return match[0].slice(1, -1);
  }

  integer(): number {
    this.skipSpace();
    if (this.peekWord() === 'datediff') return this.dateDiff();
    const match = /^[+-]?\d+/.exec(this.text.slice(this.pos));
    if (!match) this.fail('an integer');
    this.pos += match[0].length;
    return Number(match[0]);
  }

  dateDiff(): number {
    this.keyword(['datediff'], 'DATEDIFF');
    this.expect('(');
    const from = this.dateExpr();
    this.expect(',');
    const to = this.dateExpr();
    let unit = 'day';
    if (this.accept(',')) {
      unit = this.keyword(['year', 'day'], 'year or day');
      this.accept(',');
    }
    this.expect(')');
    return unit === 'year' ? to.getUTCFullYear() - from.getUTCFullYear() : diffDays(from, to);
  }

  dateExpr(): Date {
    const name = this.keyword(DATE_FUNCTIONS, 'DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY');
    this.expect('(');
    const value = this.functionBody(name);
    this.expect(')');
    return value;
  }

  functionBody(name: string): Date {
    if (name === 'datetime') {
      const text = this.quoted();
      if (text === null) this.fail('a quoted string');
      return parseHumanDatetime(text, this.now);
    }
    if (name === 'holiday') return this.holidayBody();
    const date = this.dateExpr();
    this.expect(',');
    let result: Date;
    if (name === 'dateadd') {
      const amount = this.integer();
      this.expect(',');
      result = addUnits(date, amount, this.keyword<TimeUnit>(TIME_UNITS, 'a time unit'));
    } else if (name === 'datetrunc') {
      result = truncateTo(date, this.keyword<TimeUnit>(TIME_UNITS, 'a time unit'));
    } else {
      result = lastDayOf(date, this.keyword(LASTDAY_UNITS, 'year, quarter, month, week or day'));
    }
    this.accept(',');
    return result;
  }

  holidayBody(): Date {
    const name = this.quoted();
    if (name === null) this.fail('a quoted holiday name');
    this.accept(',');
    const date = DATE_FUNCTIONS.includes(this.peekWord()) ? this.dateExpr() : null;
    this.accept(',');
    const country = this.quoted();
    this.accept(',');
    if (country !== null && date === null) this.fail('a date expression before the country');
    const year = (date ?? this.now).getUTCFullYear();
    return findHoliday(name, year, country ?? 'US');
  }
}

/**
 * Evaluates a date expression such as `DATEADD(DATETIME("today"), -7, day)` against `now`.
 * Like Superset (pyparsing without parseAll), text after a complete expression is ignored.
 */
export function evaluateDateExpression(text: string, now: Date): Date {
  return new ExpressionParser(text, now).dateExpr();
}
