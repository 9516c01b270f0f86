// Which columns the dataset list filters and orders by (Superset's DatasetRestApi
// search_columns, search_filters and order_columns, FAB operator names).
import type { components } from '../../../src/api/schema.gen.ts';
import type {
  DatasetListFilter,
  DatasetOrderColumn,
  DatasetRefColumn,
  DatasetTextColumn,
  TextOperator,
} from '../../store/repositories/datasetsRepository.ts';
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
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
  nrel_m_m: 'No Relation as Many',
  dataset_is_null_or_empty: 'Null or Empty',
  dataset_is_certified: 'Is certified',
};

const TEXT_OPERATORS: readonly TextOperator[] = ['ct', 'nct', 'sw', 'ew', 'eq', 'neq'];
const TEXT_COLUMNS: Record<string, DatasetTextColumn> = {
  table_name: 'table_name',
  schema: 'schema',
  catalog: 'catalog',
  description: 'description',
};
const REF_COLUMNS: Record<string, DatasetRefColumn> = {
  database: 'database_id',
  created_by: 'created_by_fk',
  changed_by: 'changed_by_fk',
};
const REF_OPERATORS = ['rel_o_m', 'nrel_o_m', 'eq', 'neq'];
const OWNER_OPERATORS = ['rel_m_m', 'nrel_m_m'];

/** order_column values → the column they sort by. */
export const DATASET_ORDER_COLUMNS: Readonly<Record<string, DatasetOrderColumn>> = {
  table_name: 'table_name',
  schema: 'schema',
  'changed_by.first_name': 'changed_by_first_name',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
  'database.database_name': 'database_name',
};

export function datasetFilterCatalogue(): FilterCatalogue {
  const named = (operators: readonly string[]) =>
    operators.map((operator) => ({ name: OPERATOR_NAMES[operator] ?? operator, operator }));
  const catalogue: FilterCatalogue = {};
  for (const column of Object.keys(TEXT_COLUMNS)) catalogue[column] = named(TEXT_OPERATORS);
  for (const column of Object.keys(REF_COLUMNS)) catalogue[column] = named(REF_OPERATORS);
  catalogue.owners = named(OWNER_OPERATORS);
  catalogue.sql = named(['dataset_is_null_or_empty', ...TEXT_OPERATORS]);
  catalogue.id = named(['dataset_is_certified']);
  return catalogue;
}

function asBoolean(col: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '!t' || value === 1) return true;
  if (value === 'false' || value === '!f' || value === 0) return false;
  throw invalidValue(col, value);
}

function asId(col: string, value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw invalidValue(col, value);
  return id;
}

export function toDatasetFilter({ col, opr, value }: ListFilter): DatasetListFilter {
  if (col === 'sql' && opr === 'dataset_is_null_or_empty')
    return { kind: 'physical', value: asBoolean(col, value) };
  if (col === 'id') {
    check(col, opr, ['dataset_is_certified']);
    return { kind: 'certified', value: asBoolean(col, value) };
  }
  if (col === 'owners') {
    check(col, opr, OWNER_OPERATORS);
    return { kind: 'owner', value: asId(col, value), negate: opr === 'nrel_m_m' };
  }
  const textColumn = col === 'sql' ? 'sql' : TEXT_COLUMNS[col];
  if (textColumn) {
    check(col, opr, TEXT_OPERATORS);
    if (typeof value !== 'string' && typeof value !== 'number') throw invalidValue(col, value);
    return { kind: 'text', column: textColumn, operator: opr as TextOperator, value: String(value) };
  }
  const refColumn = REF_COLUMNS[col];
  if (refColumn) {
    check(col, opr, REF_OPERATORS);
    return {
      kind: 'ref',
      column: refColumn,
      value: asId(col, value),
      negate: opr === 'nrel_o_m' || opr === 'neq',
    };
  }
  throw badRequest(`Filter column: ${col} not allowed to filter`);
}

function check(col: string, opr: string, allowed: readonly string[]): void {
  if (!allowed.includes(opr)) throw badRequest(`Filter operation: ${opr} not allowed on column: ${col}`);
}

function invalidValue(col: string, value: unknown) {
  return badRequest(`Filter value ${JSON.stringify(value)} is not valid for column: ${col}`);
}
