// fast-check generators of SQL-looking text: fragments full of the things that trip a naive
// splitter (semicolons in strings, comments, dollar quotes, brackets).
import fc from 'fast-check';
import type { SqlDialect } from '../../../lib/sql/index.ts';

export const DIALECTS: readonly SqlDialect[] = ['postgresql', 'mysql', 'sqlite', 'duckdb', 'generic'];

/** Pieces that never contain a top-level semicolon and never leave a quote or comment open. */
const safePiece = fc.constantFrom(
  'SELECT',
  ' ',
  '\n',
  '\t',
  'a',
  'x1',
  '42',
  '3.5',
  ',',
  '*',
  '=',
  "'a;b'",
  "'it''s'",
  '"odd;name"',
  '`tick;`',
  '/* c; */',
  '-- c;\n',
  '(1; 2)',
  '[1, 2]',
  'é',
  '日本',
  'LIMIT 3',
);

/** Pieces that are valid only in dialects with dollar quotes. */
const dollarPiece = fc.constantFrom(' $$a;b$$ ', ' $tag$ ; $tag$ ');

export function statementBody(dialect: SqlDialect): fc.Arbitrary<string> {
  const pieces =
    dialect === 'postgresql' || dialect === 'duckdb' ? fc.oneof(safePiece, dollarPiece) : safePiece;
  return fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(''));
}

/** Any text: SQL-ish pieces mixed with arbitrary characters, including unbalanced quotes. */
export const anySqlText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      safePiece,
      dollarPiece,
      fc.constantFrom("'", '"', '`', '$', '$$', '/*', '*/', '--', '#', "E'\\'", '\\', ';', '(', ')', ']'),
      fc.string({ unit: 'binary', maxLength: 6 }),
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(''));
