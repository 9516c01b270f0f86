// Superset's Timeseries/buildQuery.ts, shared by the line, bar, area, scatter, smooth and step
// charts: x axis + dimensions as columns, series_columns, is_timeseries without an x axis,
// orderby by the sort-by / first metric, time_offsets, and post-processing pivot → rolling → time
// compare → resample → rename → contribution → sort → flatten.
import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import { ensureIsArray, getXAxisColumn, isXAxisSet } from '../core/query/labels.ts';
import { normalizeOrderBy } from '../core/query/normalizeOrderBy.ts';
import { contributionOperator } from '../core/query/operators/contributionOperator.ts';
import { extractExtraMetrics } from '../core/query/operators/extractExtraMetrics.ts';
import { flattenOperator } from '../core/query/operators/flattenOperator.ts';
import { pivotOperator } from '../core/query/operators/pivotOperator.ts';
import { renameOperator } from '../core/query/operators/renameOperator.ts';
import { resampleOperator } from '../core/query/operators/resampleOperator.ts';
import { rollingWindowOperator } from '../core/query/operators/rollingWindowOperator.ts';
import { sortOperator } from '../core/query/operators/sortOperator.ts';
import { timeCompareOperator } from '../core/query/operators/timeCompareOperator.ts';
import { timeComparePivotOperator } from '../core/query/operators/timeComparePivotOperator.ts';
import { isTimeComparison } from '../core/query/operators/timeComparison.ts';
import type { Column, FormData, QueryContext } from '../core/types.ts';

export function buildTimeseriesQuery(formData: FormData): QueryContext {
  const groupby = formData.groupby as Column[] | undefined;
  return buildQueryContext(formData, (base) => {
    const comparing = isTimeComparison(formData, base);
    const pivot = comparing ? timeComparePivotOperator(formData, base) : pivotOperator(formData, base);
    const xAxis = isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : [];
    const timeOffsets = comparing ? ensureIsArray(formData.time_compare as string | string[]) : [];
    return [
      {
        ...base,
        metrics: [...(base.metrics ?? []), ...extractExtraMetrics(formData)],
        columns: [...xAxis, ...ensureIsArray(groupby)],
        series_columns: groupby,
        ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
        orderby: normalizeOrderBy(base).orderby,
        time_offsets: timeOffsets,
        post_processing: [
          pivot,
          rollingWindowOperator(formData, base),
          timeCompareOperator(formData, base),
          resampleOperator(formData),
          renameOperator(formData, base),
          contributionOperator(formData, timeOffsets),
          sortOperator(formData),
          flattenOperator(),
        ].filter((step) => step !== undefined),
      },
    ];
  });
}
