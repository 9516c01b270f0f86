// Mixed Chart (mixed_timeseries): Superset's MixedTimeseries buildQuery — one timeseries query per
// half (metrics/groupby/… and metrics_b/groupby_b/…) on the shared x axis, in one query context.
import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import { ensureIsArray, getXAxisColumn, isXAxisSet } from '../core/query/labels.ts';
import { normalizeOrderBy } from '../core/query/normalizeOrderBy.ts';
import { flattenOperator } from '../core/query/operators/flattenOperator.ts';
import { pivotOperator } from '../core/query/operators/pivotOperator.ts';
import { renameOperator } from '../core/query/operators/renameOperator.ts';
import { resampleOperator } from '../core/query/operators/resampleOperator.ts';
import { rollingWindowOperator } from '../core/query/operators/rollingWindowOperator.ts';
import { timeCompareOperator } from '../core/query/operators/timeCompareOperator.ts';
import { timeComparePivotOperator } from '../core/query/operators/timeComparePivotOperator.ts';
import { isTimeComparison } from '../core/query/operators/timeComparison.ts';
import type { Column, FormData, QueryContext, QueryObject } from '../core/types.ts';
import { formDataOfQueryA, formDataOfQueryB } from './formDataOfQuery.ts';

function queryOf(formData: FormData, half: FormData): QueryContext {
  return buildQueryContext(half, (base) => {
    const groupby = half.groupby as Column[] | undefined;
    const query: QueryObject = {
      ...base,
      columns: [
        ...(isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : []),
        ...ensureIsArray(groupby),
      ],
      series_columns: groupby,
      ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
    };
    const comparing = isTimeComparison(half, query);
    const withSteps: QueryObject = {
      ...query,
      time_offsets: comparing ? ensureIsArray(half.time_compare as string | string[]) : [],
      post_processing: [
        comparing ? timeComparePivotOperator(half, query) : pivotOperator(half, query),
        rollingWindowOperator(half, query),
        timeCompareOperator(half, query),
        resampleOperator(half),
        renameOperator(half, query),
        flattenOperator(),
      ].filter((step) => step !== undefined),
    };
    return [normalizeOrderBy(withSteps)];
  });
}

export function buildQuery(formData: FormData): QueryContext {
  const a = queryOf(formData, formDataOfQueryA(formData));
  const b = queryOf(formData, formDataOfQueryB(formData));
  return { ...a, queries: [...a.queries, ...b.queries] };
}
