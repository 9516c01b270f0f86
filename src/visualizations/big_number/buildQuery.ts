// Big Number with Trendline (big_number): Superset's BigNumberWithTrendline buildQuery — the
// metric over the x axis (time grain), pivot → rolling → resample → flatten.
import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import { ensureIsArray, getXAxisColumn, isXAxisSet } from '../core/query/labels.ts';
import { flattenOperator } from '../core/query/operators/flattenOperator.ts';
import { pivotOperator } from '../core/query/operators/pivotOperator.ts';
import { resampleOperator } from '../core/query/operators/resampleOperator.ts';
import { rollingWindowOperator } from '../core/query/operators/rollingWindowOperator.ts';
import type { FormData, QueryContext } from '../core/types.ts';

export function buildQuery(formData: FormData): QueryContext {
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : [],
      ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
      post_processing: [
        pivotOperator(formData, base),
        rollingWindowOperator(formData, base),
        resampleOperator(formData),
        flattenOperator(),
      ].filter((step) => step !== undefined),
    },
  ]);
}
