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
import {
  asBoolean,
  asId,
  asText,
  checkOperator,
  type FilterCatalogue,
  namedOperators,
  REF_OPERATORS,
  refFilterOf,
  TEXT_OPERATORS,
  unknownFilterColumn,
} from '../shared/listFilters.ts';

type ListFilter = components['schemas']['ListFilter'];
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
  const catalogue: FilterCatalogue = {};
  for (const column of Object.keys(TEXT_COLUMNS)) catalogue[column] = namedOperators(TEXT_OPERATORS);
  for (const column of Object.keys(REF_COLUMNS)) catalogue[column] = namedOperators(REF_OPERATORS);
  catalogue.owners = namedOperators(OWNER_OPERATORS);
  catalogue.sql = namedOperators(['dataset_is_null_or_empty', ...TEXT_OPERATORS]);
  catalogue.id = namedOperators(['dataset_is_certified']);
  return catalogue;
}

export function toDatasetFilter({ col, opr, value }: ListFilter): DatasetListFilter {
  if (col === 'sql' && opr === 'dataset_is_null_or_empty')
    return { kind: 'physical', value: asBoolean(col, value) };
  if (col === 'id') {
    checkOperator(col, opr, ['dataset_is_certified']);
    return { kind: 'certified', value: asBoolean(col, value) };
  }
  if (col === 'owners') {
    checkOperator(col, opr, OWNER_OPERATORS);
    return { kind: 'owner', value: asId(col, value), negate: opr === 'nrel_m_m' };
  }
  const textColumn = col === 'sql' ? 'sql' : TEXT_COLUMNS[col];
  if (textColumn) {
    checkOperator(col, opr, TEXT_OPERATORS);
    return { kind: 'text', column: textColumn, operator: opr as TextOperator, value: asText(col, value) };
  }
  const refColumn = REF_COLUMNS[col];
  if (refColumn) return refFilterOf(col, opr, value, refColumn);
  throw unknownFilterColumn(col);
}
