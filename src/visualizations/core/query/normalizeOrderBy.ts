// Superset's normalizeOrderBy: a valid orderby stays; otherwise order by the series-limit metric,
// else by the first metric, descending unless order_desc is false.
import type { QueryObject } from '../types.ts';

function isValidClause(clause: unknown): boolean {
  return (
    Array.isArray(clause) &&
    clause.length === 2 &&
    clause[0] !== null &&
    clause[0] !== '' &&
    typeof clause[1] === 'boolean'
  );
}

export function normalizeOrderBy(query: QueryObject): QueryObject {
  if (Array.isArray(query.orderby) && query.orderby.length > 0 && isValidClause(query.orderby[0]))
    return query;
  const { orderby: _orderby, order_desc: _desc, timeseries_limit_metric: _limit, ...rest } = query;
  const ascending = !query.order_desc;
  const limitMetric = query.series_limit_metric;
  if (limitMetric !== undefined && limitMetric !== null && limitMetric !== '') {
    return { ...rest, orderby: [[limitMetric, ascending]] };
  }
  if (Array.isArray(query.metrics) && query.metrics.length > 0) {
    return { ...rest, orderby: [[query.metrics[0]!, ascending]] };
  }
  return rest;
}
