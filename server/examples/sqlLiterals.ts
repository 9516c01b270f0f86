// SQL literals for the example generators (constants only, never user input).

export function sqlString(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

/** A DuckDB list literal of strings: ['a', 'b']. */
export function sqlStringList(items: readonly string[]): string {
  return `[${items.map(sqlString).join(', ')}]`;
}

/** A pseudo-random value in [0, 1) for row `i`, stream `k`: deterministic for one seed. */
export function uniform(seed: number, k: number, row = 'i'): string {
  return `((hash(${row}, ${seed}, ${k}) % 1000000)::DOUBLE / 1000000.0)`;
}

/** A pseudo-random integer in [0, n) for row `i`, stream `k`. */
export function pick(seed: number, k: number, n: number, row = 'i'): string {
  return `(hash(${row}, ${seed}, ${k}) % ${n})::BIGINT`;
}
