// SQL built from pieces of text and bound values. Text comes only from the compiler (quoted
// identifiers, checked adhoc clauses, keywords); every value from a request is a BoundValue and
// becomes a placeholder when the statement is rendered: `$n` on PostgreSQL, `?` elsewhere. The
// placeholders are numbered in reading order, so fragments can be assembled in any order.

export interface BoundValue {
  readonly value: unknown;
}

export interface SqlFragment {
  readonly parts: readonly (string | BoundValue)[];
}

export type PlaceholderStyle = 'dollar' | 'question';

/** Text the compiler wrote (never a value from the request). */
export function text(sql: string): SqlFragment {
  return { parts: [sql] };
}

/** One value bound as a parameter. */
export function bound(value: unknown): SqlFragment {
  return { parts: [{ value }] };
}

export function concat(...fragments: (SqlFragment | string)[]): SqlFragment {
  return {
    parts: fragments.flatMap((fragment) => (typeof fragment === 'string' ? [fragment] : fragment.parts)),
  };
}

export function joinFragments(fragments: readonly SqlFragment[], separator: string): SqlFragment {
  return concat(
    ...fragments.flatMap((fragment, index) => (index === 0 ? [fragment] : [separator, fragment])),
  );
}

export function isEmpty(fragment: SqlFragment): boolean {
  return fragment.parts.every((part) => part === '');
}

/** The statement text with placeholders, and the values in placeholder order. */
export function renderSql(
  fragment: SqlFragment,
  style: PlaceholderStyle,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  let sql = '';
  for (const part of fragment.parts) {
    if (typeof part === 'string') {
      sql += part;
      continue;
    }
    params.push(part.value);
    sql += style === 'dollar' ? `$${params.length}` : '?';
  }
  return { sql, params };
}
