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
import {
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
  const catalogue: FilterCatalogue = {};
  for (const [column, operators] of Object.entries(TEXT_COLUMNS))
    catalogue[column] = namedOperators(operators);
  for (const column of Object.keys(REF_COLUMNS)) catalogue[column] = namedOperators(REF_OPERATORS);
  return catalogue;
}

export function toSavedQueryFilter({ col, opr, value }: ListFilter): SavedQueryListFilter {
  const textOperators = TEXT_COLUMNS[col as SavedQueryTextColumn];
  if (textOperators) {
    checkOperator(col, opr, textOperators);
    const text = asText(col, value);
    if (opr === 'all_text') return { kind: 'all_text', value: text };
    return { kind: 'text', column: col as SavedQueryTextColumn, operator: opr as TextOperator, value: text };
  }
  const refColumn = REF_COLUMNS[col];
  if (refColumn) return refFilterOf(col, opr, value, refColumn);
  throw unknownFilterColumn(col);
}
