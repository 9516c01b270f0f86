import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import { getMetricLabel } from '../core/query/labels.ts';
import type { FormData, PostProcessingOperation, QueryContext, QueryObject } from '../core/types.ts';
import { columnLabel, columnsOf } from '../helpers/formData.ts';

const PERCENTILES = /(\d+)\/(\d+) percentiles/;

/** Superset's boxplotOperator: whiskerOptions → the server's boxplot options (Tukey when unset). */
export function boxplotOperation(formData: FormData, query: QueryObject): PostProcessingOperation {
  const whiskerOptions = formData.whiskerOptions;
  const percentiles = typeof whiskerOptions === 'string' ? PERCENTILES.exec(whiskerOptions) : null;
  let whisker: Record<string, unknown>;
  if (whiskerOptions === 'Tukey' || !whiskerOptions) whisker = { whisker_type: 'tukey' };
  else if (whiskerOptions === 'Min/max (no outliers)') whisker = { whisker_type: 'min/max' };
  else if (percentiles)
    whisker = {
      whisker_type: 'percentile',
      percentiles: [Number.parseInt(percentiles[1]!, 10), Number.parseInt(percentiles[2]!, 10)],
    };
  else throw new Error(`Unsupported whisker type: ${String(whiskerOptions)}`);
  return {
    operation: 'boxplot',
    options: {
      ...whisker,
      groupby: columnsOf(formData, 'groupby').map(columnLabel),
      metrics: (query.metrics ?? []).map(getMetricLabel),
    },
  };
}

/** Superset's box plot query: the metrics by the distribution columns and the groups, one box per
 * group computed by the server's boxplot post-processing. */
export function buildQuery(formData: FormData): QueryContext {
  const groupby = columnsOf(formData, 'groupby');
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: [...columnsOf(formData, 'columns'), ...groupby],
      series_columns: groupby,
      post_processing: [boxplotOperation(formData, base)],
    },
  ]);
}
