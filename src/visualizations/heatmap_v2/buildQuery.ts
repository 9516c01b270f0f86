import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import type { FormData, QueryContext, QueryObject } from '../core/types.ts';
import { columnLabel, columnsOf, metricLabel, metricOf } from '../helpers/formData.ts';

type OrderBy = NonNullable<QueryObject['orderby']>[number];

/** Superset's heatmap query: the metric by x axis and y column, ordered by sort_x_axis /
 * sort_y_axis, with the server's rank post-processing (normalised across x, y or the heatmap). */
export function buildQuery(formData: FormData): QueryContext {
  const metric = metricOf(formData);
  const [xAxis] = columnsOf(formData, 'x_axis');
  const [yAxis] = columnsOf(formData, 'groupby');
  const columns = [xAxis, yAxis].filter((column) => column !== undefined);
  const order = (sort: unknown, column: unknown): OrderBy =>
    [
      String(sort ?? 'alpha_asc').includes('value') ? metric : column,
      String(sort ?? 'alpha_asc').includes('asc'),
    ] as OrderBy;
  const across = formData.normalize_across;
  const groupBy = across === 'x' ? columnLabel(xAxis) : across === 'y' ? columnLabel(yAxis) : undefined;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      orderby: [order(formData.sort_x_axis, columns[0]), order(formData.sort_y_axis, columns[1])],
      post_processing: [{ operation: 'rank', options: { metric: metricLabel(metric), group_by: groupBy } }],
    },
  ]);
}
