// Which columns the saved query list filters and orders by (Superset's SavedQueryRestApi
// search_columns, search_filters and order_columns, FAB operator names).
import type { components } from '../../../src/api/schema.gen.ts';
import type {
  SavedQueryListFilter,
  SavedQueryOrderColumn,
  SavedQueryRefColumn,
  SavedQueryTextColumn,
  TextOperator,
} from '../../store/repositories/savedQueriesRepository.ts';
import { badRequest } from '../shared/loupeError.ts';

type ListFilter = components['schemas']['ListFilter'];
type FilterCatalogue = NonNullable<components['schemas']['InfoResponse']['filters']>;

const OPERATOR_NAMES: Record<string, string> = {
  ct: 'Contains',
  nct: 'Not Contains',
  sw: 'Starts with',
  ew: 'Ends with',
  eq: 'Equal to',
  neq: 'Not Equal to',
  all_text: 'All Text',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
};

const TEXT_OPERATORS: readonly TextOperator[] = ['ct', 'nct', 'sw', 'ew', 'eq', 'neq'];
const TEXT_COLUMNS: Record<SavedQueryTextColumn, readonly string[]> = {
  label: [...TEXT_OPERATORS, 'all_text'],
  schema: TEXT_OPERATORS,
  catalog: TEXT_OPERATORS,
  sql: TEXT_OPERATORS,
  description: TEXT_OPERATORS,
};
const REF_COLUMNS: Record<string, SavedQueryRefColumn> = {
  database: 'db_id',
  created_by: 'created_by_fk',
  changed_by: 'changed_by_fk',
};
const REF_OPERATORS = ['rel_o_m', 'nrel_o_m', 'eq', 'neq'];

/** order_column values → the column they sort by. */
export const SAVED_QUERY_ORDER_COLUMNS: Readonly<Record<string, SavedQueryOrderColumn>> = {
  schema: 'schema',
  label: 'label',
  description: 'description',
  sql: 'sql',
  rows: 'rows',
  'created_by.first_name': 'created_by_first_name',
  'database.database_name': 'database_name',
  created_on: 'created_on',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
  last_run_delta_humanized: 'changed_on',
};

export function savedQueryFilterCatalogue(): FilterCatalogue {
  const named = (operators: readonly string[]) =>
    operators.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? operator, operator }));
  const catalogue: FilterCatalogue = {};
  for (const [column, operators] of Object.entries(TEXT_COLUMNS)) catalogue[column] = named(operators);
  for (const column of Object.keys(REF_COLUMNS)) catalogue[column] = named(REF_OPERATORS);
  return catalogue;
}

export function toSavedQueryFilter({ col, opr, value }: ListFilter): SavedQueryListFilter {
  const textOperators = TEXT_COLUMNS[col as SavedQueryTextColumn];
  if (textOperators) {
    check(col, opr, textOperators);
    if (typeof value !== 'string' && typeof value !== 'number') throw invalidValue(col, value);
    if (opr === 'all_text') return { kind: 'all_text', value: String(value) };
    return {
      kind: 'text',
      column: col as SavedQueryTextColumn,
      operator: opr as TextOperator,
      value: String(value),
    };
  }
  const refColumn = REF_COLUMNS[col];
  if (refColumn) {
    check(col, opr, REF_OPERATORS);
    const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof id !== 'number' || !Number.isInteger(id)) throw invalidValue(col, value);
    return { kind: 'ref', column: refColumn, value: id, negate: opr === 'nrel_o_m' || opr === 'neq' };
  }
  throw badRequest(`Filter column: ${col} not allowed to filter`);
}

function check(col: string, opr: string, allowed: readonly string[]): void {
  if (!allowed.includes(opr)) throw badRequest(`Filter operation: ${opr} not allowed on column: ${col}`);
}

function invalidValue(col: string, value: unknown) {
  return badRequest(`Filter value ${JSON.stringify(value)} is not valid for column: ${col}`);
}
