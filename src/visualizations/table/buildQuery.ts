// Superset 3.1's table buildQuery: aggregate mode orders by the sort metric (else the first metric,
// descending) and adds percent metrics with a contribution step; raw mode keeps all_columns and
// order_by_cols. Server pagination takes row_limit / row_offset from the own state and adds a
// rowcount query; show_totals adds a query without columns. With server pagination the search
// text filters the first column (ILIKE).
import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import { ensureIsArray, getMetricLabel } from '../core/query/labels.ts';
import type { FormData, Metric, OwnState, QueryContext, QueryObject } from '../core/types.ts';
import { numberOr } from '../helpers/formData.ts';
import { queryModeOf } from './queryMode.ts';

function uniqueMetrics(metrics: Metric[]): Metric[] {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = getMetricLabel(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

function aggregateFields(formData: FormData, base: QueryObject): Partial<QueryObject> {
  let metrics = base.metrics ?? [];
  const sortByMetric = ensureIsArray(formData.timeseries_limit_metric as Metric | undefined)[0];
  let orderby = base.orderby ?? [];
  if (sortByMetric) orderby = [[sortByMetric, !formData.order_desc]];
  else if (metrics.length > 0) orderby = [[metrics[0]!, false]];
  let post_processing: QueryObject['post_processing'] = [];
  const percentMetrics = ensureIsArray(formData.percent_metrics as Metric | Metric[] | undefined);
  if (percentMetrics.length > 0) {
    const labels = [...new Set(percentMetrics.map(getMetricLabel))];
    metrics = uniqueMetrics([...metrics, ...percentMetrics]);
    post_processing = [
      {
        operation: 'contribution',
        options: { columns: labels, rename_columns: labels.map((label) => `%${label}`) },
      },
    ];
  }
  return { metrics, orderby, post_processing };
}

function searchFilter(query: QueryObject, searchText: string | undefined): QueryObject['filters'] {
  const first = query.columns?.[0];
  if (!searchText || typeof first !== 'string') return query.filters;
  return [...(query.filters ?? []), { col: first, op: 'ILIKE', val: `%${searchText}%` }];
}

export function buildQuery(formData: FormData, options?: { ownState?: OwnState }): QueryContext {
  const queryMode = queryModeOf(formData);
  const ownState = options?.ownState ?? {};
  const copy: FormData = { ...formData, query_mode: queryMode };
  const serverPagination = Boolean(formData.server_pagination);
  return buildQueryContext(copy, (base) => {
    const fields = queryMode === 'aggregate' ? aggregateFields(formData, base) : { post_processing: [] };
    let query: QueryObject = { ...base, ...fields };
    if (serverPagination) {
      const pageSize = ownState.pageSize ?? numberOr(formData.server_page_length, 10);
      query = {
        ...query,
        row_limit: pageSize,
        row_offset: (ownState.currentPage ?? 0) * pageSize,
        filters: searchFilter(query, ownState.searchText),
      };
    }
    const extra: QueryObject[] = [];
    if (queryMode === 'aggregate' && formData.show_totals && (query.metrics ?? []).length > 0) {
      const { order_desc: _desc, orderby: _orderby, ...rest } = query;
      extra.push({ ...rest, columns: [], row_limit: 0, row_offset: 0, post_processing: [] });
    }
    if (!serverPagination) return [query, ...extra];
    const rowcount = { ...query, row_limit: 0, row_offset: 0, post_processing: [], is_rowcount: true };
    return [query, rowcount, ...extra];
  });
}
