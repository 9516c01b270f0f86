// The lexical rules that differ between the SQL dialects Loupe talks to. The tokenizer reads
// them; everything above the tokenizer (splitting, classifying, limiting) is dialect-neutral.

export type SqlDialect = 'postgresql' | 'mysql' | 'sqlite' | 'duckdb' | 'generic';

export interface DialectRules {
  /** `'it\'s'`: a backslash escapes the next character in plain quoted strings (MySQL). */
  backslashEscapes: boolean;
  /** `"text"` is a string, not an identifier (MySQL without ANSI_QUOTES). */
  doubleQuotedStrings: boolean;
  /** `$$ … $$` and `$tag$ … $tag$` strings (PostgreSQL, DuckDB). */
  dollarQuotes: boolean;
  /** `E'\n'` strings with backslash escapes (PostgreSQL, DuckDB). */
  escapeStrings: boolean;
  /** `# …` comments to the end of the line (MySQL). */
  hashComments: boolean;
  /** `--` starts a comment only when followed by a space or control character (MySQL). */
  dashCommentNeedsSpace: boolean;
  /** `/* /* … *\/ *\/` nests (PostgreSQL, DuckDB). */
  nestedBlockComments: boolean;
  /** `[name]` is a quoted identifier (SQLite). */
  bracketIdentifiers: boolean;
}

const POSTGRES_LIKE: DialectRules = {
  backslashEscapes: false,
  doubleQuotedStrings: false,
  dollarQuotes: true,
  escapeStrings: true,
  hashComments: false,
  dashCommentNeedsSpace: false,
  nestedBlockComments: true,
  bracketIdentifiers: false,
};

const RULES: Record<SqlDialect, DialectRules> = {
  postgresql: POSTGRES_LIKE,
  duckdb: POSTGRES_LIKE,
  mysql: {
    backslashEscapes: true,
    doubleQuotedStrings: true,
    dollarQuotes: false,
    escapeStrings: false,
    hashComments: true,
    dashCommentNeedsSpace: true,
    nestedBlockComments: false,
    bracketIdentifiers: false,
  },
  sqlite: {
    backslashEscapes: false,
    doubleQuotedStrings: false,
    dollarQuotes: false,
    escapeStrings: false,
    hashComments: false,
    dashCommentNeedsSpace: false,
    nestedBlockComments: false,
    bracketIdentifiers: true,
  },
  generic: { ...POSTGRES_LIKE, nestedBlockComments: false },
};

export function dialectRules(dialect: SqlDialect): DialectRules {
  return RULES[dialect];
}
