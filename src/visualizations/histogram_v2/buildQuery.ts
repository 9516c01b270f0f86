import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import type { FormData, QueryContext } from '../core/types.ts';
import { columnLabel, columnsOf, numberOr } from '../helpers/formData.ts';

/** Superset's histogram query: the raw column by the group-by columns, binned by the server's
 * histogram post-processing (one row per group, one column per bin). */
export function buildQuery(formData: FormData): QueryContext {
  const column = columnsOf(formData, 'column')[0];
  const groupby = columnsOf(formData, 'groupby');
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...groupby, ...(column ? [column] : [])],
      metrics: undefined,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: columnLabel(column),
            groupby: groupby.map(columnLabel),
            bins: numberOr(formData.bins, 5),
            cumulative: Boolean(formData.cumulative),
            normalize: Boolean(formData.normalize),
          },
        },
      ],
    },
  ]);
}
