// Splits a script into statements at top-level semicolons. Semicolons inside strings, quoted
// identifiers, comments, dollar-quoted bodies, brackets, and BEGIN … END bodies of CREATE
// TRIGGER / FUNCTION / PROCEDURE statements do not split. Each statement keeps its offsets in
// the script (`script.slice(start, end) === text`), spans from its first to its last
// non-whitespace token (leading comments included, the semicolon excluded); statements with
// nothing but whitespace and comments are dropped.
import type { SqlDialect } from './sqlDialect.ts';
import { isCodeToken, keywordOf, type SqlToken, tokenizeSql } from './sqlTokenizer.ts';

export interface SqlStatement {
  text: string;
  start: number;
  end: number;
}

export function splitStatements(sql: string, dialect: SqlDialect = 'generic'): SqlStatement[] {
  return statementTokenGroups(tokenizeSql(sql, dialect)).map((group) => toStatement(sql, group));
}

/**
 * The statement under the cursor (an offset into `sql`), for "run current statement": the one
 * containing it, else the closest one before it, else the first. Undefined for an empty script.
 */
export function statementAt(
  sql: string,
  cursorOffset: number,
  dialect: SqlDialect = 'generic',
): SqlStatement | undefined {
  const statements = splitStatements(sql, dialect);
  let found = statements[0];
  for (const statement of statements) {
    if (statement.start <= cursorOffset) found = statement;
    else break;
  }
  return found;
}

/** The tokens of each non-empty statement, trimmed of surrounding whitespace, without semicolons. */
export function statementTokenGroups(tokens: readonly SqlToken[]): SqlToken[][] {
  const groups: SqlToken[][] = [];
  let current: SqlToken[] = [];
  const body = new BodyTracker();
  for (const token of tokens) {
    if (token.kind === 'semicolon' && token.depth === 0 && !body.inside()) {
      pushGroup(groups, current);
      current = [];
      body.reset();
      continue;
    }
    current.push(token);
    if (isCodeToken(token)) body.see(token);
  }
  pushGroup(groups, current);
  return groups;
}

function pushGroup(groups: SqlToken[][], tokens: SqlToken[]): void {
  if (!tokens.some(isCodeToken)) return;
  let first = 0;
  let last = tokens.length - 1;
  while (tokens[first]!.kind === 'whitespace') first++;
  while (tokens[last]!.kind === 'whitespace') last--;
  groups.push(tokens.slice(first, last + 1));
}

function toStatement(sql: string, tokens: SqlToken[]): SqlStatement {
  const start = tokens[0]!.start;
  const end = tokens[tokens.length - 1]!.end;
  return { text: sql.slice(start, end), start, end };
}

const BODY_OWNERS = new Set(['TRIGGER', 'FUNCTION', 'PROCEDURE']);
const BLOCK_ENDINGS_NOT_CLOSING_BEGIN = new Set(['IF', 'LOOP', 'WHILE', 'REPEAT', 'FOR']);

/**
 * Follows BEGIN … END (and CASE … END) nesting inside CREATE TRIGGER / FUNCTION / PROCEDURE
 * statements, whose bodies hold semicolons (SQLite triggers, MySQL procedures, BEGIN ATOMIC).
 * `END IF`, `END LOOP`, `END WHILE`, `END REPEAT` close blocks that BEGIN did not open.
 */
class BodyTracker {
  private words: string[] = [];
  private owner = false;
  private blocks = 0;
  private afterEnd = false;

  reset(): void {
    this.words = [];
    this.owner = false;
    this.blocks = 0;
    this.afterEnd = false;
  }

  inside(): boolean {
    return this.blocks > 0;
  }

  see(token: SqlToken): void {
    const word = keywordOf(token);
    if (this.afterEnd) {
      this.afterEnd = false;
      if (word && BLOCK_ENDINGS_NOT_CLOSING_BEGIN.has(word)) this.blocks++;
    }
    if (this.words.length < 6 && word) {
      this.words.push(word);
      if (this.words[0] === 'CREATE' && BODY_OWNERS.has(word)) this.owner = true;
    }
    if (!this.owner || token.depth !== 0 || !word) return;
    if (word === 'BEGIN' || word === 'CASE') this.blocks++;
    else if (word === 'END' && this.blocks > 0) {
      this.blocks--;
      this.afterEnd = true;
    }
  }
}
