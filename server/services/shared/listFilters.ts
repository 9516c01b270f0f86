// Reading the values of rison list filters (FAB's operator names), with Superset's 400s, and the
// filter catalogue of an _info reply.

import { OPERATOR_NAMES } from '../../../lib/listOperatorNames.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { badRequest } from './loupeError.ts';

/** The `filters` key of an _info reply: column → the operators it accepts, with their names. */
export type FilterCatalogue = NonNullable<components['schemas']['InfoResponse']['filters']>;

/** The text operators of a searchable column. */
export const TEXT_OPERATORS = ['ct', 'nct', 'sw', 'ew', 'eq', 'neq'] as const;
/** The operators of a relation (a foreign key): rel_o_m / eq, negated by nrel_o_m / neq. */
export const REF_OPERATORS = ['rel_o_m', 'nrel_o_m', 'eq', 'neq'] as const;

/** The operators with their names, as a catalogue entry lists them. */
export function namedOperators(operators: readonly string[]) {
  return operators.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? operator, operator }));
}

/** A catalogue of column → operators. */
export function filterCatalogueOf(filters: Readonly<Record<string, readonly string[]>>): FilterCatalogue {
  return Object.fromEntries(Object.entries(filters).map(([col, ops]) => [col, namedOperators(ops)]));
}

export function invalidValue(col: string, value: unknown) {
  return badRequest(`Filter value ${JSON.stringify(value)} is not valid for column: ${col}`);
}

/** The operator when the column accepts it; else a 400. */
export function checkOperator(col: string, opr: string, allowed: readonly string[]): string {
  if (!allowed.includes(opr)) throw badRequest(`Filter operation: ${opr} not allowed on column: ${col}`);
  return opr;
}

/** A 400 for a column the list does not filter by. */
export function unknownFilterColumn(col: string) {
  return badRequest(`Filter column: ${col} not allowed to filter`);
}

export function asBoolean(col: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '!t' || value === 1) return true;
  if (value === 'false' || value === '!f' || value === 0) return false;
  throw invalidValue(col, value);
}

export function asId(col: string, value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw invalidValue(col, value);
  return id;
}

export function asText(col: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw invalidValue(col, value);
  return String(value);
}

/** A relation filter on a foreign-key column (REF_OPERATORS; 400 for another operator or a non-id). */
export function refFilterOf<C>(col: string, opr: string, value: unknown, column: C) {
  checkOperator(col, opr, REF_OPERATORS);
  return {
    kind: 'ref' as const,
    column,
    value: asId(col, value),
    negate: opr === 'nrel_o_m' || opr === 'neq',
  };
}
