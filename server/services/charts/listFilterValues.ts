// Reading the values of rison list filters (FAB's operator names), with Superset's 400s.
import { badRequest } from '../shared/loupeError.ts';

export const OPERATOR_NAMES: Record<string, string> = {
  ct: 'Contains',
  nct: 'Not Contains',
  sw: 'Starts with',
  ew: 'Ends with',
  eq: 'Equal to',
  neq: 'Not Equal to',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
  nrel_m_m: 'No Relation as Many',
  chart_all_text: 'All Text',
  chart_is_favorite: 'Is favorite',
  chart_is_certified: 'Is certified',
  dashboard_is_favorite: 'Is favorite',
};

export function invalidValue(col: string, value: unknown) {
  return badRequest(`Filter value ${JSON.stringify(value)} is not valid for column: ${col}`);
}

export function checkOperator(col: string, opr: string, allowed: readonly string[]): void {
  if (!allowed.includes(opr)) throw badRequest(`Filter operation: ${opr} not allowed on column: ${col}`);
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
