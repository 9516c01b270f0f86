// Funnel as centred vega-lite bars, one per step in query order: width by value, labels and
// tooltips by label type with the share by percent_calculation_type.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { categoryValues } from '../helpers/categoryValues.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { boolOr } from '../helpers/formData.ts';
import { labelText } from '../helpers/labelTypes.ts';
import { percentFormatter } from '../helpers/numberFormat.ts';
import { vegaLiteBase } from '../helpers/vegaBase.ts';

function shareOf(type: unknown, value: number, first: number, previous: number, total: number): number {
  const base = type === 'total' ? total : type === 'prev_step' ? previous : first;
  return base === 0 ? 0 : value / base;
}

export function transformProps(props: ChartProps): ChartRendering {
  const { formData } = props;
  const { metric, groupby, values, total } = categoryValues(props);
  const steps = values.map((step, index) => {
    const share = shareOf(
      formData.percent_calculation_type,
      step.value,
      values[0]?.value ?? 0,
      values[index - 1]?.value ?? step.value,
      total,
    );
    const percent = percentFormatter(share);
    return {
      ...step,
      percent,
      x0: -step.value / 2,
      x1: step.value / 2,
      label: labelText(formData.label_type, step.name, step.formatted, percent),
      tooltip: labelText(
        formData.tooltip_label_type ?? 'key_value_percent',
        step.name,
        step.formatted,
        percent,
      ),
    };
  });
  const y = { field: 'name', type: 'nominal', sort: null, axis: null, scale: { paddingInner: 0.05 } };
  const layer: Record<string, unknown>[] = [
    {
      mark: { type: 'bar' },
      encoding: {
        y,
        x: { field: 'x0', type: 'quantitative', axis: null },
        x2: { field: 'x1' },
        color: {
          field: 'name',
          type: 'nominal',
          sort: null,
          title: groupby.join(', ') || null,
          scale: categoricalScale(
            formData,
            steps.map((step) => step.name),
          ),
          legend: boolOr(formData.show_legend, true) ? {} : null,
        },
        tooltip: boolOr(formData.show_tooltip_labels, true)
          ? [{ field: 'tooltip', type: 'nominal', title: metric }]
          : null,
      },
    },
  ];
  if (boolOr(formData.show_labels, true)) {
    layer.push({
      mark: { type: 'text', fontSize: 12 },
      encoding: { y, x: { datum: 0, type: 'quantitative' }, text: { field: 'label', type: 'nominal' } },
    });
  }
  return { kind: 'vega-lite', spec: { ...vegaLiteBase(props), data: { values: steps }, layer } };
}
