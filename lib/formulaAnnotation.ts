// Formula annotation layers (Superset's 'Formula' source type): an expression in x, evaluated
// for each x of the chart. A small safe parser (no eval): numbers, x, + - * / ^ (right
// associative) and % (remainder), unary signs, parentheses, implicit multiplication (2x, 3(x+1)),
// the constants pi and e, and common functions. Anything else is invalid: null, never a throw.

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string };

const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  abs: Math.abs,
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  exp: Math.exp,
  log: (value, base) => (base === undefined ? Math.log(value) : Math.log(value) / Math.log(base)),
  ln: Math.log,
  log10: Math.log10,
  log2: Math.log2,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  asin: Math.asin,
  acos: Math.acos,
  atan: Math.atan,
  sinh: Math.sinh,
  cosh: Math.cosh,
  tanh: Math.tanh,
  floor: Math.floor,
  ceil: Math.ceil,
  round: Math.round,
  sign: Math.sign,
  min: Math.min,
  max: Math.max,
  pow: Math.pow,
};

const ARITY: Record<string, [number, number]> = {
  log: [1, 2],
  min: [1, Infinity],
  max: [1, Infinity],
  pow: [2, 2],
};

const CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E };

/** The longest expression evaluated (longer ones are invalid). */
export const MAX_FORMULA_LENGTH = 1000;
const MAX_DEPTH = 100;

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:(\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)|([A-Za-z_]\w*)|(\*\*|[-+*/^%(),]))/y;
  let index = 0;
  while (index < text.length) {
    if (/^\s*$/.test(text.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) return null;
    index = pattern.lastIndex;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2].toLowerCase() });
    else tokens.push({ kind: 'op', value: match[3] === '**' ? '^' : match[3]! });
  }
  return tokens;
}

class Parser {
  private position = 0;
  private depth = 0;
  private readonly tokens: Token[];
  private readonly x: number;
  constructor(tokens: Token[], x: number) {
    this.tokens = tokens;
    this.x = x;
  }

  parse(): number | null {
    const value = this.sum();
    return value !== null && this.position === this.tokens.length ? value : null;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private isOp(value: string): boolean {
    const token = this.peek();
    return token?.kind === 'op' && token.value === value;
  }

  private sum(): number | null {
    let left = this.product();
    while (left !== null && (this.isOp('+') || this.isOp('-'))) {
      const op = (this.tokens[this.position++] as { value: string }).value;
      const right = this.product();
      if (right === null) return null;
      left = op === '+' ? left + right : left - right;
    }
    return left;
  }

  private startsOperand(): boolean {
    const token = this.peek();
    return token !== undefined && (token.kind !== 'op' || token.value === '(');
  }

  private product(): number | null {
    let left = this.unary();
    while (left !== null) {
      let op: string;
      if (this.isOp('*') || this.isOp('/') || this.isOp('%')) {
        op = (this.tokens[this.position++] as { value: string }).value;
      } else if (this.startsOperand()) {
        op = '*'; // implicit multiplication: 2x, 3(x + 1)
      } else break;
      const right = this.unary();
      if (right === null) return null;
      left = op === '*' ? left * right : op === '/' ? left / right : left % right;
    }
    return left;
  }

  private unary(): number | null {
    if (this.isOp('-') || this.isOp('+')) {
      const negative = this.isOp('-');
      this.position += 1;
      const value = this.unary();
      return value === null ? null : negative ? -value : value;
    }
    return this.power();
  }

  private power(): number | null {
    const base = this.primary();
    if (base === null || !this.isOp('^')) return base;
    this.position += 1;
    const exponent = this.unary(); // right associative: 2^3^2 = 2^9, 2^-1
    return exponent === null ? null : base ** exponent;
  }

  private nested<T>(read: () => T | null): T | null {
    this.depth += 1;
    if (this.depth > MAX_DEPTH) return null;
    const value = read();
    this.depth -= 1;
    return value;
  }

  private primary(): number | null {
    const token = this.peek();
    if (!token) return null;
    if (token.kind === 'number') {
      this.position += 1;
      return token.value;
    }
    if (token.kind === 'op') {
      if (token.value !== '(') return null;
      this.position += 1;
      const value = this.nested(() => this.sum());
      if (value === null || !this.isOp(')')) return null;
      this.position += 1;
      return value;
    }
    this.position += 1;
    if (token.value === 'x') return this.x;
    if (Object.hasOwn(CONSTANTS, token.value) && !this.isOp('(')) return CONSTANTS[token.value]!;
    const fn = Object.hasOwn(FUNCTIONS, token.value) ? FUNCTIONS[token.value] : undefined;
    if (!fn || !this.isOp('(')) return null;
    this.position += 1;
    const args = this.nested(() => this.arguments());
    if (args === null) return null;
    const [least, most] = ARITY[token.value] ?? [1, 1];
    if (args.length < least || args.length > most) return null;
    return fn(...args);
  }

  private arguments(): number[] | null {
    const args: number[] = [];
    for (;;) {
      const value = this.sum();
      if (value === null) return null;
      args.push(value);
      if (this.isOp(',')) {
        this.position += 1;
        continue;
      }
      if (!this.isOp(')')) return null;
      this.position += 1;
      return args;
    }
  }
}

/**
 * The value of a formula annotation's expression at x: a number (NaN where the maths is
 * undefined, e.g. sqrt(-1)), or null when the expression is not valid. Never throws. A leading
 * `y =` is allowed ("y = 2x + 1").
 */
export function evaluateFormula(expression: string, x: number): number | null {
  if (typeof expression !== 'string' || expression.length > MAX_FORMULA_LENGTH) return null;
  const body = expression.replace(/^\s*y\s*=/i, '');
  try {
    const tokens = tokenize(body);
    if (!tokens || tokens.length === 0) return null;
    return new Parser(tokens, x).parse();
  } catch {
    return null;
  }
}
