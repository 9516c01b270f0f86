// Bubble chart as vega-lite points: x and y metrics on value (or log) axes with their formats,
// area by the size metric up to max_bubble_size, colour by series; legend and tooltips.
import { axisEncoding } from '../core/render/spec/axes.ts';
import { legendOf } from '../core/render/spec/legend.ts';
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { columnLabel, columnsOf, metricLabel, metricOf, numberOr } from '../helpers/formData.ts';
import { numberFormatter } from '../helpers/numberFormat.ts';
import { groupLabel, numberAt, rowsOf } from '../helpers/rows.ts';
import { vegaLiteBase } from '../helpers/vegaBase.ts';

export function transformProps(props: ChartProps): ChartRendering {
  const { formData } = props;
  const [x, y, size] = ['x', 'y', 'size'].map((name) => metricLabel(metricOf(formData, name)));
  const entity = columnsOf(formData, 'entity').map(columnLabel);
  const series = columnsOf(formData, 'series').map(columnLabel);
  const sizeFormat = numberFormatter(formData.tooltipSizeFormat);
  const points = rowsOf(props).map((row) => ({
    entity: groupLabel(row, entity),
    series: groupLabel(row, series.length ? series : entity),
    x: numberAt(row, x!),
    y: numberAt(row, y!),
    size: numberAt(row, size!) ?? 0,
    sizeText: sizeFormat(numberAt(row, size!)),
  }));
  const maxSize = numberOr(formData.max_bubble_size, 25);
  const spec = {
    ...vegaLiteBase(props),
    data: { values: points },
    mark: { type: 'point', filled: true, opacity: 0.7, stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      x: axisEncoding('x', formData.logXAxis ? 'log' : 'value', {
        title: (formData.x_axis_label as string) || x,
        format: formData.xAxisFormat as string,
        zero: false,
      }),
      y: axisEncoding('y', formData.logYAxis ? 'log' : 'value', {
        title: (formData.y_axis_label as string) || y,
        format: formData.yAxisFormat as string,
        zero: false,
      }),
      size: {
        field: 'size',
        type: 'quantitative',
        scale: { range: [Math.min(16, maxSize * maxSize), maxSize * maxSize] },
        legend: null,
      },
      color: {
        field: 'series',
        type: 'nominal',
        scale: categoricalScale(
          formData,
          points.map((point) => point.series),
        ),
        legend: legendOf(formData),
      },
      tooltip: [
        { field: 'entity', type: 'nominal', title: entity.join(', ') || 'Entity' },
        {
          field: 'x',
          type: 'quantitative',
          title: x,
          format: formData.xAxisFormat ?? 'SMART_NUMBER',
          formatType: 'loupeNumber',
        },
        {
          field: 'y',
          type: 'quantitative',
          title: y,
          format: formData.yAxisFormat ?? 'SMART_NUMBER',
          formatType: 'loupeNumber',
        },
        { field: 'sizeText', type: 'nominal', title: size },
      ],
    },
  };
  return { kind: 'vega-lite', spec };
}
