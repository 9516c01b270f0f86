// What one statement reads, found with the engine's own grammar (DuckDB's json_serialize_sql,
// PostgreSQL's parser through libpg-query, node-sql-parser's MySQL / MariaDB / SQLite grammars):
// the tables and views it names (CTE names resolved away, scope by scope), the table functions it
// calls in FROM, and whether it lists the database's objects (SHOW TABLES and the like). Access
// checks read this for callers who may only see some tables; a statement the grammar cannot read
// throws UnreadableStatement, and the caller refuses it — a statement is never run unchecked.
import { EngineError } from '../errors.ts';

export interface TableReference {
  /** As written; null when the statement does not name it. */
  catalog: string | null;
  schema: string | null;
  table: string;
}

export interface StatementReads {
  tables: TableReference[];
  /** Table functions called in FROM (read_csv, generate_series, pragma_table_info, …), lower case. */
  tableFunctions: string[];
  /**
   * Every function the statement calls, anywhere (select list, WHERE, FROM, CTEs, sub-queries),
   * scalar and table functions alike: the bare name (no schema), lower case, sorted.
   */
  functions: string[];
  /** The statement lists or describes the database's objects without naming a table (SHOW TABLES). */
  listsObjects: boolean;
}

export const UNREADABLE_STATEMENT_MESSAGE =
  'This statement could not be parsed to check which tables it reads, so it was not run';

/** The engine's grammar could not read the statement. */
export function unreadableStatement(engineName: string, detail: string): EngineError {
  return new EngineError('INVALID_SQL_ERROR', `${UNREADABLE_STATEMENT_MESSAGE}: ${detail}`, {
    engine_name: engineName,
  });
}

/** The text holds more than one statement by the engine's grammar (one may hide in what looked like a comment). */
export function severalStatements(engineName: string): EngineError {
  const error = unreadableStatement(engineName, 'more than one statement');
  error.extra.several_statements = true;
  return error;
}

export function isSeveralStatements(error: unknown): boolean {
  return error instanceof EngineError && error.extra.several_statements === true;
}

/** Collects references while a walker moves through nested WITH scopes. */
export class ReadsCollector {
  readonly #tables = new Map<string, TableReference>();
  readonly #functions = new Set<string>();
  readonly #called = new Set<string>();
  listsObjects = false;

  table(reference: TableReference): void {
    const key = JSON.stringify([reference.catalog, reference.schema, reference.table]);
    if (!this.#tables.has(key)) this.#tables.set(key, reference);
  }

  tableFunction(name: string): void {
    this.#functions.add(name.toLowerCase());
    this.call(name);
  }

  /** A function called anywhere; `schema.name` counts as `name`. */
  call(name: string): void {
    const bare = name.split('.').pop() ?? name;
    if (bare !== '') this.#called.add(bare.toLowerCase());
  }

  result(): StatementReads {
    return {
      tables: [...this.#tables.values()],
      tableFunctions: [...this.#functions].sort(),
      functions: [...this.#called].sort(),
      listsObjects: this.listsObjects,
    };
  }
}

/**
 * The CTE names visible in a scope. A name is resolved as a CTE only when it is unqualified, so
 * `main.t` is always a table. A CTE's own name inside its body is a table unless the engine makes
 * it the CTE (a recursive CTE's recursive term): `WITH secret AS (SELECT * FROM secret)` reads the
 * table `secret` on every engine.
 */
export class CteScope {
  readonly #names: ReadonlySet<string>;
  readonly #caseSensitive: boolean;

  constructor(names: Iterable<string> = [], caseSensitive = false) {
    this.#caseSensitive = caseSensitive;
    this.#names = new Set([...names].map((name) => this.#fold(name)));
  }

  with(names: Iterable<string>): CteScope {
    return new CteScope([...this.#names, ...[...names].map((name) => this.#fold(name))], this.#caseSensitive);
  }

  isCte(reference: TableReference): boolean {
    return (
      reference.catalog === null && reference.schema === null && this.#names.has(this.#fold(reference.table))
    );
  }

  #fold(name: string): string {
    return this.#caseSensitive ? name : name.toLowerCase();
  }
}

/**
 * Each CTE's scope, in order: `earlier` — the CTEs before it (a plain WITH); `earlierAndSelf` — and
 * itself (a WITH RECURSIVE of MySQL, MariaDB and SQLite); `all` — the whole list (PostgreSQL's
 * WITH RECURSIVE, where CTEs may name later ones).
 */
export function cteScopes(
  outer: CteScope,
  names: readonly string[],
  visibility: 'earlier' | 'earlierAndSelf' | 'all',
): CteScope[] {
  return names.map((_, index) => {
    if (visibility === 'all') return outer.with(names);
    return outer.with(names.slice(0, visibility === 'earlierAndSelf' ? index + 1 : index));
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
