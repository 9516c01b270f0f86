// Superset's top-N series: the outer query is joined to a sub-query of the N series with the
// largest (order_desc) or smallest main metric — or series_limit_metric — over the same filters
// and time range, so only their rows come back. Pure.
import { concat, joinFragments, type SqlFragment } from './sqlFragment.ts';

export const SERIES_LIMIT_ALIAS = 'series_limit';
const MAIN_METRIC_ALIAS = 'mme_inner__';

export interface SeriesLimitInput {
  /** The series columns: their expression and label in the outer query. */
  series: readonly { sql: string; label: string }[];
  mainMetricSql: string;
  /** series_limit_metric's expression; null to order by the main metric. */
  orderMetricSql: string | null;
  orderDesc: boolean;
  limit: number;
  from: string;
  where: readonly SqlFragment[];
  quote: (name: string) => string;
}

export function seriesLimitJoin(input: SeriesLimitInput): SqlFragment {
  const { quote } = input;
  const inner = input.series.map((entry) => ({ ...entry, alias: quote(`${entry.label}__`) }));
  const select = [
    ...inner.map((entry) => `${entry.sql} AS ${entry.alias}`),
    `${input.mainMetricSql} AS ${quote(MAIN_METRIC_ALIAS)}`,
  ].join(', ');
  const order = input.orderMetricSql ?? quote(MAIN_METRIC_ALIAS);
  const where =
    input.where.length > 0 ? concat('\n  WHERE ', joinFragments(input.where, '\n    AND ')) : concat('');
  const on = inner.map((entry) => `${entry.sql} = ${quote(SERIES_LIMIT_ALIAS)}.${entry.alias}`).join(' AND ');
  return concat(
    `\nINNER JOIN (\n  SELECT ${select}\n  FROM ${input.from.replaceAll('\n', '\n  ')}`,
    where,
    `\n  GROUP BY ${inner.map((entry) => entry.sql).join(', ')}`,
    `\n  ORDER BY ${order} ${input.orderDesc ? 'DESC' : 'ASC'}`,
    `\n  LIMIT ${input.limit}`,
    `\n) AS ${quote(SERIES_LIMIT_ALIAS)} ON ${on}`,
  );
}
