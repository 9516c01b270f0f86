// Heatmap as vega-lite rects: x axis by y column in query order, colour by the metric (or its rank
// when normalized) on the sequential scheme within value_bounds; every n-th axis label; values,
// legend and tooltips.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { sequentialScheme } from '../helpers/colors.ts';
import {
  boolOr,
  columnLabel,
  columnsOf,
  metricLabel,
  metricOf,
  numberOr,
  numberOrNull,
} from '../helpers/formData.ts';
import { rowsOf } from '../helpers/rows.ts';
import { vegaLiteBase } from '../helpers/vegaBase.ts';

const valueFormat = (format: unknown) => ({
  format: (format as string) || 'SMART_NUMBER',
  formatType: 'loupeNumber',
});

function axisOf(title: string, interval: number, margin: unknown) {
  const every =
    interval > 0
      ? `indexof(domain('__scale__'), datum.value) % ${interval} === 0 ? datum.label : ''`
      : undefined;
  return {
    title,
    labelOverlap: interval <= 0,
    ...(every ? { labelExpr: every } : {}),
    ...extentOf(margin),
  };
}

/** left_margin / bottom_margin: 'auto' (the default) lets the labels take what they need; a number
 * of pixels is the space for the ticks and labels, longer labels cut with an ellipsis. */
function extentOf(margin: unknown) {
  if (typeof margin !== 'number' || !Number.isFinite(margin) || margin <= 0) return {};
  return { minExtent: margin, maxExtent: margin, labelLimit: Math.max(1, margin - AXIS_TICK_AND_PADDING) };
}

/** vega's default tick size (5) and label padding (2), plus a pixel. */
const AXIS_TICK_AND_PADDING = 8;

export function transformProps(props: ChartProps): ChartRendering {
  const { formData } = props;
  const x = columnLabel(columnsOf(formData, 'x_axis')[0]);
  const y = columnLabel(columnsOf(formData, 'groupby')[0]);
  const metric = metricLabel(metricOf(formData));
  const colorField = formData.normalized ? 'rank' : metric;
  const [low, high] = Array.isArray(formData.value_bounds)
    ? formData.value_bounds.map(numberOrNull)
    : [null, null];
  const fields = { x: 'x', y: 'y', value: 'value', rank: 'rank' };
  const values = rowsOf(props).map((row) => ({
    x: String(row[x]),
    y: String(row[y]),
    value: row[metric],
    rank: row.rank,
  }));
  const format = valueFormat(formData.y_axis_format);
  const axis = (scale: string, title: string, interval: unknown, margin: unknown) => {
    const built = axisOf(title, numberOr(interval, -1), numberOrNull(margin) ?? margin);
    return built.labelExpr ? { ...built, labelExpr: built.labelExpr.replace('__scale__', scale) } : built;
  };
  const spec = {
    ...vegaLiteBase(props),
    data: { values },
    encoding: {
      x: {
        field: fields.x,
        type: 'ordinal',
        sort: null,
        axis: axis('x', x, formData.xscale_interval, formData.bottom_margin),
      },
      y: {
        field: fields.y,
        type: 'ordinal',
        sort: null,
        axis: axis('y', y, formData.yscale_interval, formData.left_margin),
      },
    },
    layer: [
      {
        mark: { type: 'rect' },
        encoding: {
          color: {
            field: colorField === 'rank' ? fields.rank : fields.value,
            type: 'quantitative',
            title: formData.normalized ? 'rank' : metric,
            scale: {
              range: [...sequentialScheme(formData.linear_color_scheme)],
              ...(low !== null ? { domainMin: low } : {}),
              ...(high !== null ? { domainMax: high } : {}),
            },
            legend: boolOr(formData.show_legend, true) ? (formData.normalized ? {} : format) : null,
          },
          tooltip: [
            { field: fields.x, type: 'ordinal', title: x },
            { field: fields.y, type: 'ordinal', title: y },
            { field: fields.value, type: 'quantitative', title: metric, ...format },
          ],
        },
      },
      ...(formData.show_values
        ? [
            {
              mark: { type: 'text', fontSize: 10 },
              encoding: { text: { field: fields.value, type: 'quantitative', ...format } },
            },
          ]
        : []),
    ],
  };
  return { kind: 'vega-lite', spec };
}
