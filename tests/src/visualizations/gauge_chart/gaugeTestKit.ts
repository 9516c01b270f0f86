// The gauge tests' data: two regions' counts, and gauge form data over them with changes.
import { formDataOf } from '../chartTestKit.ts';

export const GAUGE_ROWS = [
  { region: 'Europe', count: 30 },
  { region: 'Asia', count: 80 },
];

/** A gauge of count by region between 0 and 100, with `values` on top. */
export function gaugeFormData(values: Record<string, unknown>) {
  return formDataOf('gauge_chart', {
    groupby: ['region'],
    metric: 'count',
    min_val: 0,
    max_val: 100,
    ...values,
  });
}
