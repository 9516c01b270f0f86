// The query context a chart asks for: Superset's buildQueryContext/buildQueryObject for the form
// data these chart types use (filters, time range, row limit), extended per chart by `build`.
import type { FormData, QueryContext, QueryObject } from '../core/types.ts';
import { numberOrNull } from './formData.ts';

interface AdhocFilter {
  expressionType?: 'SIMPLE' | 'SQL';
  clause?: 'WHERE' | 'HAVING';
  subject?: string;
  operator?: string;
  comparator?: unknown;
  sqlExpression?: string;
}

type Filter = NonNullable<QueryObject['filters']>[number];

function filtersOf(formData: FormData): Pick<QueryObject, 'filters' | 'extras'> {
  const adhoc = (formData.adhoc_filters ?? []) as AdhocFilter[];
  const filters: Filter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhoc) {
    if (filter.expressionType === 'SQL' && filter.sqlExpression) {
      (filter.clause === 'HAVING' ? having : where).push(`(${filter.sqlExpression})`);
    } else if (filter.subject && filter.operator) {
      const entry: Filter = { col: filter.subject, op: filter.operator as Filter['op'] };
      if (filter.comparator !== undefined && filter.comparator !== null) entry.val = filter.comparator;
      filters.push(entry);
    }
  }
  const extras: NonNullable<QueryObject['extras']> = {
    having: having.join(' AND '),
    where: where.join(' AND '),
  };
  if (typeof formData.time_grain_sqla === 'string') extras.time_grain_sqla = formData.time_grain_sqla;
  return { filters, extras };
}

/** The query object every chart starts from (Superset's buildQueryObject, less the field aliases). */
export function baseQueryObject(formData: FormData): QueryObject {
  const query: QueryObject = {
    ...filtersOf(formData),
    applied_time_extras: {},
    orderby: [],
    annotation_layers: [],
    order_desc: typeof formData.order_desc === 'boolean' ? formData.order_desc : true,
    url_params: (formData.url_params as Record<string, unknown>) ?? {},
  };
  if (typeof formData.time_range === 'string') query.time_range = formData.time_range;
  if (typeof formData.granularity_sqla === 'string') query.granularity = formData.granularity_sqla;
  const rowLimit = numberOrNull(formData.row_limit);
  if (rowLimit !== null) query.row_limit = rowLimit;
  return query;
}

/** Superset's buildQueryContext: the datasource from "{id}__{type}", the queries `build` makes. */
export function buildQueryContext(
  formData: FormData,
  build: (base: QueryObject) => QueryObject[],
): QueryContext {
  const [id, type] = String(formData.datasource).split('__');
  return {
    datasource: { id: Number(id), type: (type ?? 'table') as QueryContext['datasource']['type'] },
    force: Boolean(formData.force),
    queries: build(baseQueryObject(formData)),
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
