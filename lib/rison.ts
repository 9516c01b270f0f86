// Rison: the URI-friendly JSON encoding Superset uses for the `q` query parameter.
// Grammar from the reference implementation (rison.js): ! escapes, ' quotes strings,
// (a:1) objects, !(1,2) arrays, !t !f !n for true, false and null.

export type RisonValue = null | boolean | number | string | RisonValue[] | { [key: string]: RisonValue };

const NOT_IDCHAR = " '!:(),*@$";
const NOT_IDSTART = '-0123456789';
const ID_RE = new RegExp(`^[^${NOT_IDSTART}${escapeClass(NOT_IDCHAR)}][^${escapeClass(NOT_IDCHAR)}]*$`);
const NUMBER_RE = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?$/;

function escapeClass(chars: string): string {
  return chars.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&');
}

export class RisonError extends Error {
  override name = 'RisonError';
}

/** Encodes a JSON-compatible value as rison. `undefined` object members are omitted. */
export function encodeRison(value: unknown): string {
  if (value === null || value === undefined) return '!n';
  if (value === true) return '!t';
  if (value === false) return '!f';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '!n';
    return String(value).replace(/\+/g, '');
  }
  if (typeof value === 'string') return encodeString(value);
  if (Array.isArray(value)) return `!(${value.map(encodeRison).join(',')})`;
  if (typeof value === 'object') {
    const parts: string[] = [];
    for (const key of Object.keys(value).sort()) {
      const member = (value as Record<string, unknown>)[key];
      if (member === undefined || typeof member === 'function') continue;
      parts.push(`${encodeString(key)}:${encodeRison(member)}`);
    }
    return `(${parts.join(',')})`;
  }
  throw new RisonError(`cannot encode a ${typeof value} as rison`);
}

function encodeString(text: string): string {
  if (text === '') return "''";
  if (ID_RE.test(text) && !NUMBER_RE.test(text)) return text;
  return `'${text.replace(/[!']/g, (c) => `!${c}`)}'`;
}

/** Decodes rison text; throws RisonError with the position on malformed input. */
export function decodeRison(text: string): RisonValue {
  const parser = new Parser(text);
  const value = parser.readValue();
  if (parser.index < text.length) parser.fail('extra characters after the value');
  return value;
}

class Parser {
  index = 0;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  fail(message: string): never {
    throw new RisonError(`invalid rison at ${this.index}: ${message}`);
  }

  readValue(): RisonValue {
    const c = this.text[this.index];
    if (c === undefined) this.fail('unexpected end of input');
    if (c === '!') return this.readBang();
    if (c === '(') return this.readObject();
    if (c === "'") return this.readString();
    if (c === '-' || (c >= '0' && c <= '9')) return this.readNumber();
    return this.readIdentifier();
  }

  private readBang(): RisonValue {
    const c = this.text[this.index + 1];
    this.index += 2;
    if (c === 't') return true;
    if (c === 'f') return false;
    if (c === 'n') return null;
    if (c === '(') return this.readArrayBody();
    this.index -= 2;
    return this.fail(`unknown literal !${c ?? ''}`);
  }

  private readArrayBody(): RisonValue[] {
    const items: RisonValue[] = [];
    if (this.text[this.index] === ')') {
      this.index += 1;
      return items;
    }
    for (;;) {
      items.push(this.readValue());
      const c = this.text[this.index++];
      if (c === ')') return items;
      if (c !== ',') {
        this.index -= 1;
        this.fail("expected ',' or ')' in an array");
      }
    }
  }

  private readObject(): { [key: string]: RisonValue } {
    this.index += 1;
    const result: { [key: string]: RisonValue } = {};
    if (this.text[this.index] === ')') {
      this.index += 1;
      return result;
    }
    for (;;) {
      const key = this.text[this.index] === "'" ? this.readString() : this.readIdentifier();
      if (this.text[this.index] !== ':') this.fail("expected ':' after an object key");
      this.index += 1;
      Object.defineProperty(result, key, {
        value: this.readValue(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      const c = this.text[this.index++];
      if (c === ')') return result;
      if (c !== ',') {
        this.index -= 1;
        this.fail("expected ',' or ')' in an object");
      }
    }
  }

  private readString(): string {
    this.index += 1;
    let out = '';
    for (;;) {
      const c = this.text[this.index++];
      if (c === undefined) this.fail('unterminated string');
      if (c === "'") return out;
      if (c === '!') {
        const escaped = this.text[this.index++];
        if (escaped !== '!' && escaped !== "'") {
          this.index -= 1;
          this.fail('invalid escape in a string');
        }
        out += escaped;
      } else {
        out += c;
      }
    }
  }

  private readNumber(): number {
    const match = /^-?\d+(\.\d+)?([eE][-+]?\d+)?/.exec(this.text.slice(this.index));
    if (!match) this.fail('invalid number');
    this.index += match[0].length;
    return Number(match[0]);
  }

  private readIdentifier(): string {
    const start = this.index;
    while (this.index < this.text.length && !NOT_IDCHAR.includes(this.text[this.index]!)) this.index += 1;
    const id = this.text.slice(start, this.index);
    if (id === '') this.fail('expected a value');
    return id;
  }
}
