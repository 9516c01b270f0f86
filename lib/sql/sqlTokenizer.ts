// A lossless SQL tokenizer: every character of the input belongs to exactly one token, so the
// tokens' texts concatenated give the input back (unterminated strings and comments run to the
// end). It knows quotes, dollar-quoted and E'' strings, comments and bracket depth — enough to
// split scripts, classify statements and find top-level clauses without a full parser.
import { type DialectRules, dialectRules, type SqlDialect } from './sqlDialect.ts';

export type SqlTokenKind =
  | 'whitespace'
  | 'lineComment'
  | 'blockComment'
  | 'string'
  | 'quotedIdentifier'
  | 'word'
  | 'number'
  | 'parameter'
  | 'open'
  | 'close'
  | 'semicolon'
  | 'comma'
  | 'operator';

export interface SqlToken {
  kind: SqlTokenKind;
  text: string;
  /** Offset of the first character in the input. */
  start: number;
  /** Offset just after the last character. */
  end: number;
  /** Bracket depth the token sits at: 0 at top level; a bracket and its partner share the outer depth. */
  depth: number;
}

/** Tokens that carry meaning (not whitespace, not comments). */
export function isCodeToken(token: SqlToken): boolean {
  return token.kind !== 'whitespace' && token.kind !== 'lineComment' && token.kind !== 'blockComment';
}

/** The upper-cased text of a word token, or null for any other token. */
export function keywordOf(token: SqlToken | undefined): string | null {
  return token?.kind === 'word' ? token.text.toUpperCase() : null;
}

export function tokenizeSql(sql: string, dialect: SqlDialect = 'generic'): SqlToken[] {
  const rules = dialectRules(dialect);
  const tokens: SqlToken[] = [];
  let depth = 0;
  let at = 0;
  while (at < sql.length) {
    const [kind, end] = scanToken(sql, at, rules);
    let tokenDepth = depth;
    if (kind === 'open') depth++;
    else if (kind === 'close') {
      depth = Math.max(0, depth - 1);
      tokenDepth = depth;
    }
    tokens.push({ kind, text: sql.slice(at, end), start: at, end, depth: tokenDepth });
    at = end;
  }
  return tokens;
}

function scanToken(sql: string, at: number, rules: DialectRules): [SqlTokenKind, number] {
  const char = sql[at]!;
  const next = sql[at + 1];
  if (isWhitespace(char)) return ['whitespace', skipWhile(sql, at + 1, isWhitespace)];
  if (char === '-' && next === '-' && (!rules.dashCommentNeedsSpace || isSpaceOrControl(sql[at + 2]))) {
    return ['lineComment', lineEnd(sql, at + 2)];
  }
  if (char === '#' && rules.hashComments) return ['lineComment', lineEnd(sql, at + 1)];
  if (char === '/' && next === '*')
    return ['blockComment', blockCommentEnd(sql, at, rules.nestedBlockComments)];
  if (char === "'") return ['string', quotedEnd(sql, at + 1, "'", rules.backslashEscapes)];
  if (char === '"') {
    return rules.doubleQuotedStrings
      ? ['string', quotedEnd(sql, at + 1, '"', rules.backslashEscapes)]
      : ['quotedIdentifier', quotedEnd(sql, at + 1, '"', false)];
  }
  if (char === '`') return ['quotedIdentifier', quotedEnd(sql, at + 1, '`', false)];
  if (char === '[' && rules.bracketIdentifiers) {
    const close = sql.indexOf(']', at + 1);
    return ['quotedIdentifier', close < 0 ? sql.length : close + 1];
  }
  if (char === '$') return scanDollar(sql, at, rules);
  if (char === '?') return ['parameter', at + 1];
  if (isDigit(char) || (char === '.' && next !== undefined && isDigit(next))) {
    return ['number', matchEnd(NUMBER, sql, at)];
  }
  if (isWordStart(char)) return scanWordOrPrefixedString(sql, at, rules);
  if (char === '@')
    return [
      'parameter',
      skipWhile(
        sql,
        skipWhile(sql, at + 1, (c) => c === '@'),
        isWordPart,
      ),
    ];
  if (char === '(' || char === '[' || char === '{') return ['open', at + 1];
  if (char === ')' || char === ']' || char === '}') return ['close', at + 1];
  if (char === ';') return ['semicolon', at + 1];
  if (char === ',') return ['comma', at + 1];
  return ['operator', at + 1];
}

/** `E'…'` (escape string), `X'…'`, `B'…'`, `N'…'`, `U&'…'`, `U&"…"`, or a plain word. */
function scanWordOrPrefixedString(sql: string, at: number, rules: DialectRules): [SqlTokenKind, number] {
  const prefix = sql[at]!.toUpperCase();
  const next = sql[at + 1];
  if (next === "'") {
    if (prefix === 'E' && rules.escapeStrings) return ['string', quotedEnd(sql, at + 2, "'", true)];
    if (prefix === 'X' || prefix === 'B' || prefix === 'N') {
      return ['string', quotedEnd(sql, at + 2, "'", rules.backslashEscapes)];
    }
  }
  const quote = sql[at + 2];
  if (prefix === 'U' && next === '&' && (quote === "'" || quote === '"')) {
    return [quote === "'" ? 'string' : 'quotedIdentifier', quotedEnd(sql, at + 3, quote, false)];
  }
  return ['word', skipWhile(sql, at + 1, isWordPart)];
}

/** `$$…$$` / `$tag$…$tag$` strings where the dialect has them; `$1` / `$name` parameters otherwise. */
function scanDollar(sql: string, at: number, rules: DialectRules): [SqlTokenKind, number] {
  if (rules.dollarQuotes) {
    DOLLAR_TAG.lastIndex = at;
    const tag = DOLLAR_TAG.exec(sql)?.[0];
    if (tag) {
      const close = sql.indexOf(tag, at + tag.length);
      return ['string', close < 0 ? sql.length : close + tag.length];
    }
  }
  const end = skipWhile(sql, at + 1, isWordPart);
  return [end > at + 1 ? 'parameter' : 'operator', end];
}

const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/y;
const NUMBER = /(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?/y;

function matchEnd(pattern: RegExp, sql: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(sql) ? pattern.lastIndex : at + 1;
}

function quotedEnd(sql: string, from: number, quote: string, backslashEscapes: boolean): number {
  let at = from;
  while (at < sql.length) {
    const char = sql[at];
    if (backslashEscapes && char === '\\') at += 2;
    else if (char === quote) {
      if (sql[at + 1] !== quote) return at + 1;
      at += 2;
    } else at++;
  }
  return sql.length;
}

function blockCommentEnd(sql: string, at: number, nested: boolean): number {
  let depth = 0;
  let index = at;
  while (index < sql.length) {
    if (sql[index] === '/' && sql[index + 1] === '*' && (nested || depth === 0)) {
      depth++;
      index += 2;
    } else if (sql[index] === '*' && sql[index + 1] === '/') {
      depth--;
      index += 2;
      if (depth === 0) return index;
    } else index++;
  }
  return sql.length;
}

/** A line comment ends after its newline, so a statement ending with one lexes the same when cut out. */
function lineEnd(sql: string, from: number): number {
  const newline = sql.indexOf('\n', from);
  return newline < 0 ? sql.length : newline + 1;
}

function skipWhile(sql: string, from: number, test: (char: string) => boolean): number {
  let at = from;
  while (at < sql.length && test(sql[at]!)) at++;
  return at;
}

/** MySQL's `-- ` rule: a space or control character must follow (not the end of the text, so a
 * statement cut out of a script lexes the same as in place). */
function isSpaceOrControl(char: string | undefined): boolean {
  return char !== undefined && char <= ' ';
}

function isWhitespace(char: string): boolean {
  return /\s/.test(char);
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

function isWordStart(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= 'A' && char <= 'Z') || char === '_' || char >= '\u0080';
}

function isWordPart(char: string): boolean {
  return isWordStart(char) || isDigit(char) || char === '$';
}
