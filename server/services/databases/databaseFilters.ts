// Which columns the database list filters and orders by, and with which operators
// (Superset's DatabaseRestApi search_columns / order_columns, FAB operator names).
import type { components } from '../../../src/api/schema.gen.ts';
import type {
  DatabaseFlagColumn,
  DatabaseListFilter,
  DatabaseOrderColumn,
  DatabaseTextColumn,
} from '../../store/repositories/databasesRepository.ts';
import {
  asId,
  asText,
  checkOperator,
  type FilterCatalogue,
  invalidValue,
  namedOperators,
  unknownFilterColumn,
} from '../shared/listFilters.ts';

/** One `filters` entry of a list call's rison `q`. */
type ListFilter = components['schemas']['ListFilter'];
const TEXT_COLUMNS: Record<DatabaseTextColumn, readonly string[]> = {
  database_name: ['ct', 'nct', 'sw', 'ew', 'eq', 'neq'],
  backend: ['eq', 'neq', 'ct'],
  uuid: ['eq', 'neq'],
};

const FLAG_COLUMNS: readonly DatabaseFlagColumn[] = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_ctas',
  'allow_cvas',
  'allow_file_upload',
  'allow_multi_catalog',
  'disable_data_preview',
];

const USER_COLUMNS = { created_by: 'created_by_fk', changed_by: 'changed_by_fk' } as const;

/** order_column values → the column they sort by. */
export const DATABASE_ORDER_COLUMNS: Readonly<Record<string, DatabaseOrderColumn>> = {
  allow_file_upload: 'allow_file_upload',
  allow_dml: 'allow_dml',
  allow_run_async: 'allow_run_async',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
  'created_by.first_name': 'created_by_first_name',
  database_name: 'database_name',
  expose_in_sqllab: 'expose_in_sqllab',
};

/** Column → the operators it accepts, with their names (the `filters` key of _info). */
export function databaseFilterCatalogue(): FilterCatalogue {
  const catalogue: FilterCatalogue = {};
  for (const [column, operators] of Object.entries(TEXT_COLUMNS))
    catalogue[column] = namedOperators(operators);
  for (const column of FLAG_COLUMNS) catalogue[column] = namedOperators(['eq', 'neq']);
  for (const column of Object.keys(USER_COLUMNS)) catalogue[column] = namedOperators(['rel_o_m', 'nrel_o_m']);
  return catalogue;
}

export function toDatabaseFilter({ col, opr, value }: ListFilter): DatabaseListFilter {
  if (col in TEXT_COLUMNS) {
    const column = col as DatabaseTextColumn;
    const operator = checkOperator(col, opr, TEXT_COLUMNS[column]);
    return { kind: 'text', column, operator: operator as 'ct', value: asText(col, value) };
  }
  const flag = FLAG_COLUMNS.find((c) => c === col);
  if (flag) {
    const operator = checkOperator(col, opr, ['eq', 'neq']);
    return { kind: 'flag', column: flag, value: toBoolean(col, value), negate: operator === 'neq' };
  }
  if (col in USER_COLUMNS) {
    const operator = checkOperator(col, opr, ['rel_o_m', 'nrel_o_m']);
    return {
      kind: 'user',
      column: USER_COLUMNS[col as keyof typeof USER_COLUMNS],
      userId: asId(col, value),
      negate: operator === 'nrel_o_m',
    };
  }
  throw unknownFilterColumn(col);
}

function toBoolean(col: string, value: unknown): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw invalidValue(col, value);
}
