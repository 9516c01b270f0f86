// One filter condition as SQL, per operator and engine. Values are always bound; the column is
// SQL the compiler built (quoted name, checked expression). NOT IN keeps Superset's NULL rule:
// `NOT (col IS NULL OR col IN (...))` when the list holds NULL, else `col NOT IN (...)` (which
// leaves rows with a NULL column out, as SQL does). Pure.
import type { Backend } from '../engines/engineSpec.ts';
import type { FilterValue } from './filterValues.ts';
import { QueryCompileError } from './queryError.ts';
import { bound, concat, joinFragments, type SqlFragment } from './sqlFragment.ts';

export const COMPARISONS = new Set(['==', '!=', '>', '<', '>=', '<=']);
export const PATTERN_OPERATORS = new Set(['LIKE', 'ILIKE', 'NOT LIKE', 'NOT ILIKE', 'REGEX']);

/** A non-text column read as text, for LIKE and REGEX (MySQL casts to CHAR). */
export function asText(backend: Backend, column: string): string {
  return backend === 'mysql' ? `CAST(${column} AS CHAR)` : `CAST(${column} AS VARCHAR)`;
}

export function comparisonSql(column: string, operator: string, value: FilterValue): SqlFragment {
  if (value === null) {
    if (operator === '==') return concat(`${column} IS NULL`);
    if (operator === '!=') return concat(`${column} IS NOT NULL`);
    throw new QueryCompileError('Must specify a value for filters with comparison operators');
  }
  const sqlOperator = operator === '==' ? '=' : operator;
  return concat(`${column} ${sqlOperator} `, bound(value));
}

export function inListSql(
  column: string,
  operator: 'IN' | 'NOT IN',
  values: readonly FilterValue[],
): SqlFragment {
  if (values.length === 0) throw new QueryCompileError('Filter value list cannot be empty');
  const present = values.filter((value) => value !== null);
  const list = concat('(', joinFragments(present.map(bound), ', '), ')');
  if (present.length === values.length) return concat(`${column} ${operator} `, list);
  const condition =
    present.length > 0
      ? concat(`(${column} IS NULL OR ${column} IN `, list, ')')
      : concat(`${column} IS NULL`);
  if (operator === 'IN') return condition;
  return present.length > 0 ? concat('NOT ', condition) : concat(`NOT (${column} IS NULL)`);
}

export function patternSql(
  backend: Backend,
  column: string,
  operator: string,
  value: FilterValue,
): SqlFragment {
  if (value === null)
    throw new QueryCompileError('Must specify a value for filters with comparison operators');
  const pattern = bound(typeof value === 'string' ? value : String(value));
  switch (operator) {
    case 'LIKE':
      return concat(`${column} LIKE `, pattern);
    case 'NOT LIKE':
      return concat(`${column} NOT LIKE `, pattern);
    case 'ILIKE':
      // SQLAlchemy's ilike on engines without ILIKE.
      if (backend === 'mysql' || backend === 'sqlite')
        return concat(`LOWER(${column}) LIKE LOWER(`, pattern, ')');
      return concat(`${column} ILIKE `, pattern);
    case 'NOT ILIKE':
      if (backend === 'mysql' || backend === 'sqlite')
        return concat(`LOWER(${column}) NOT LIKE LOWER(`, pattern, ')');
      return concat(`${column} NOT ILIKE `, pattern);
    default:
      return regexSql(backend, column, pattern);
  }
}

function regexSql(backend: Backend, column: string, pattern: SqlFragment): SqlFragment {
  switch (backend) {
    case 'postgresql':
      return concat(`${column} ~ `, pattern);
    case 'duckdb':
      return concat(`regexp_matches(${column}, `, pattern, ')');
    default:
      // MySQL's REGEXP, and SQLite's: the SQLite engine registers the regexp function.
      return concat(`${column} REGEXP `, pattern);
  }
}

export function nullSql(column: string, operator: 'IS NULL' | 'IS NOT NULL'): SqlFragment {
  return concat(`${column} ${operator}`);
}

export function booleanSql(column: string, operator: 'IS TRUE' | 'IS FALSE'): SqlFragment {
  return concat(`${column} ${operator}`);
}
