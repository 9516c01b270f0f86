// Superset's sortOperator (bar charts): x_axis_sort names the x axis (sort the index) or a metric
// (sort by it), x_axis_sort_asc the direction; only without dimensions.
import type { FormData, Metric, PostProcessingOperation } from '../../types.ts';
import { ensureIsArray, getMetricLabel, getXAxisLabel } from '../labels.ts';

export function sortOperator(formData: FormData): PostProcessingOperation | undefined {
  const sortBy = formData.x_axis_sort as string | undefined;
  const ascending = formData.x_axis_sort_asc as boolean | undefined;
  if (sortBy === undefined || sortBy === null || ascending === undefined || ascending === null)
    return undefined;
  if (ensureIsArray(formData.groupby).length > 0) return undefined;
  const xAxis = getXAxisLabel(formData);
  const labels = [xAxis, ...ensureIsArray(formData.metrics as Metric[]).map(getMetricLabel)];
  if (!labels.includes(sortBy)) return undefined;
  if (sortBy === xAxis) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  return { operation: 'sort', options: { by: sortBy, ascending } };
}
