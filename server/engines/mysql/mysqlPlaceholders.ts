// Values bound into a MySQL statement. mysql2's `query({sql, values})` substitutes at every `?`
// of the text, inside string literals, quoted names and comments too, so a `?` a user wrote
// would take a value's place. Here only the `?` the tokenizer reads as a placeholder (outside
// strings, identifiers and comments, in MySQL's lexical rules) takes one, escaped by the driver.
import { tokenizeSql } from '../../../lib/sql/index.ts';

export type Escape = (value: unknown) => string;

export class PlaceholderCountError extends Error {
  override name = 'PlaceholderCountError';
}

export function bindMysqlValues(sql: string, values: readonly unknown[], escapeValue: Escape): string {
  let next = 0;
  let out = '';
  for (const token of tokenizeSql(sql, 'mysql')) {
    if (token.kind === 'parameter' && token.text === '?') {
      if (next >= values.length)
        throw new PlaceholderCountError(
          `The statement has more placeholders than the ${values.length} values given`,
        );
      out += escapeValue(values[next]);
      next += 1;
    } else {
      out += token.text;
    }
  }
  if (next !== values.length) {
    throw new PlaceholderCountError(`The statement has ${next} placeholders for ${values.length} values`);
  }
  return out;
}
