// Pie and donut as a vega-lite arc layer: slices in query order, labels by label_type (outside or
// inside, with label lines), an optional total in the middle, legend and tooltips.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { categoryValues } from '../helpers/categoryValues.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { boolOr, numberOr } from '../helpers/formData.ts';
import { labelText } from '../helpers/labelTypes.ts';
import { vegaLiteBase } from '../helpers/vegaBase.ts';

export function transformProps(props: ChartProps): ChartRendering {
  const { formData, width, height } = props;
  const { metric, groupby, values, total, format } = categoryValues(props);
  const threshold = numberOr(formData.show_labels_threshold, 5) / 100;
  const radius = Math.min(width, height) / 2;
  const outer = (radius * numberOr(formData.outerRadius, 70)) / 100;
  const inner = formData.donut ? (radius * numberOr(formData.innerRadius, 30)) / 100 : 0;
  const outside = boolOr(formData.labels_outside, true);
  const labelRadius = outside ? outer + 16 : (inner + outer) / 2;
  let before = 0;
  const slices = values.map((slice) => {
    const angle = 2 * Math.PI * (before + slice.share / 2);
    before += slice.share;
    return {
      ...slice,
      sin: Math.sin(angle),
      cos: Math.cos(angle),
      label:
        slice.share >= threshold
          ? labelText(
              formData.label_type,
              slice.name,
              slice.formatted,
              slice.percent,
              formData.label_template,
              metric,
            )
          : '',
    };
  });
  const theta = { field: 'value', type: 'quantitative', stack: true };
  const order = { field: 'index', type: 'quantitative' };
  const color = {
    field: 'name',
    type: 'nominal',
    title: groupby.join(', ') || null,
    sort: null,
    scale: categoricalScale(
      formData,
      slices.map((slice) => slice.name),
    ),
    legend: boolOr(formData.show_legend, true) ? {} : null,
  };
  const tooltip = [
    { field: 'name', type: 'nominal', title: groupby.join(', ') || 'Category' },
    { field: 'formatted', type: 'nominal', title: metric },
    { field: 'percent', type: 'nominal', title: 'Percentage' },
  ];
  const layer: Record<string, unknown>[] = [
    {
      mark: { type: 'arc', outerRadius: outer, innerRadius: inner, stroke: 'white' },
      encoding: { theta, order, color, tooltip },
    },
  ];
  if (boolOr(formData.show_labels, true)) {
    layer.push({
      mark: { type: 'text', radius: labelRadius, fontSize: 11, lineBreak: '\n' },
      encoding: { theta, order, text: { field: 'label', type: 'nominal' }, detail: { field: 'name' } },
    });
    if (outside && formData.label_line) {
      const at = (r: number, trig: string, sign: string) =>
        `${sign === 'x' ? 'width' : 'height'} / 2 ${sign === 'x' ? '+' : '-'} ${r} * datum.${trig}`;
      layer.push({
        transform: [
          { filter: "datum.label !== ''" },
          { calculate: at(outer, 'sin', 'x'), as: 'x1' },
          { calculate: at(outer, 'cos', 'y'), as: 'y1' },
          { calculate: at(outer + 8, 'sin', 'x'), as: 'x2' },
          { calculate: at(outer + 8, 'cos', 'y'), as: 'y2' },
        ],
        mark: { type: 'rule', color: '#999' },
        encoding: {
          x: { field: 'x1', type: 'quantitative', scale: null },
          y: { field: 'y1', type: 'quantitative', scale: null },
          x2: { field: 'x2' },
          y2: { field: 'y2' },
        },
      });
    }
  }
  if (formData.show_total) {
    layer.push({
      data: { values: [{ total }] },
      mark: { type: 'text', fontSize: 16, fontWeight: 'bold' },
      encoding: { text: { value: `Total: ${format(total)}` } },
    });
  }
  return { kind: 'vega-lite', spec: { ...vegaLiteBase(props), data: { values: slices }, layer } };
}
