// Which columns the chart list filters and orders by (Superset's ChartRestApi search_columns,
// search_filters and order_columns, FAB operator names).
import type { components } from '../../../src/api/schema.gen.ts';
import type { ChartListFilter, ChartOrderColumn } from '../../store/repositories/chartsRepository.ts';
import type { Principal } from '../security/principal.ts';
import {
  asBoolean,
  asId,
  asText,
  checkOperator,
  type FilterCatalogue,
  filterCatalogueOf,
  TEXT_OPERATORS,
  unknownFilterColumn,
} from '../shared/listFilters.ts';

type ListFilter = components['schemas']['ListFilter'];

const FILTERS: Record<string, readonly string[]> = {
  slice_name: [...TEXT_OPERATORS, 'chart_all_text'],
  viz_type: ['eq', 'neq', 'ct'],
  description: ['ct'],
  datasource_id: ['eq', 'neq'],
  owners: ['rel_m_m', 'nrel_m_m'],
  dashboards: ['rel_m_m', 'nrel_m_m'],
  created_by: ['rel_o_m', 'nrel_o_m'],
  changed_by: ['rel_o_m', 'nrel_o_m'],
  id: ['chart_is_favorite'],
};

/** order_column values → the column they sort by. */
export const CHART_ORDER_COLUMNS: Readonly<Record<string, ChartOrderColumn>> = {
  slice_name: 'slice_name',
  viz_type: 'viz_type',
  datasource_name: 'datasource_name',
  changed_on: 'changed_on',
  changed_on_delta_humanized: 'changed_on',
  last_saved_at: 'last_saved_at',
  id: 'id',
};

export function chartFilterCatalogue(): FilterCatalogue {
  return filterCatalogueOf(FILTERS);
}

export function toChartFilter(principal: Principal, { col, opr, value }: ListFilter): ChartListFilter {
  const allowed = FILTERS[col];
  if (!allowed) throw unknownFilterColumn(col);
  checkOperator(col, opr, allowed);
  switch (col) {
    case 'slice_name':
      if (opr === 'chart_all_text') return { kind: 'allText', value: asText(col, value) };
      return { kind: 'text', column: 'slice_name', operator: opr as 'ct', value: asText(col, value) };
    case 'viz_type':
    case 'description':
      return { kind: 'text', column: col, operator: opr as 'ct', value: asText(col, value) };
    case 'datasource_id':
      return { kind: 'ref', column: 'datasource_id', value: asId(col, value), negate: opr === 'neq' };
    case 'owners':
      return { kind: 'owner', value: asId(col, value), negate: opr === 'nrel_m_m' };
    case 'dashboards':
      return { kind: 'dashboard', value: asId(col, value), negate: opr === 'nrel_m_m' };
    case 'created_by':
    case 'changed_by':
      return {
        kind: 'ref',
        column: col === 'created_by' ? 'created_by_fk' : 'changed_by_fk',
        value: asId(col, value),
        negate: opr === 'nrel_o_m',
      };
    default:
      return { kind: 'favorite', userId: principal.user.id, value: asBoolean(col, value) };
  }
}
