// Histogram as vega-lite bars from the server's histogram rows (one per group, one column per bin
// '<lower> - <upper>'): bins on x in order, count (or share) on y, groups side by side in their
// colours; values, legend, axis titles and tooltips.
import { legendOf } from '../core/render/spec/legend.ts';
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { columnLabel, columnsOf } from '../helpers/formData.ts';
import { groupLabel, numberAt, rowsOf } from '../helpers/rows.ts';
import { vegaLiteBase } from '../helpers/vegaBase.ts';

export function transformProps(props: ChartProps): ChartRendering {
  const { formData } = props;
  const groupby = columnsOf(formData, 'groupby').map(columnLabel);
  const column = columnLabel(columnsOf(formData, 'column')[0]);
  const rows = rowsOf(props);
  const bins = Object.keys(rows[0] ?? {}).filter((key) => !groupby.includes(key));
  const values = rows.flatMap((row) => {
    const group = groupby.length ? groupLabel(row, groupby) : column;
    return bins.map((bin) => ({ bin, group, value: numberAt(row, bin) ?? 0 }));
  });
  const valueFormat = formData.normalize ? '.2%' : 'SMART_NUMBER';
  const encoding = {
    x: {
      field: 'bin',
      type: 'nominal',
      sort: bins,
      axis: { title: (formData.x_axis_title as string) || null, labelAngle: 0 },
    },
    y: {
      field: 'value',
      type: 'quantitative',
      axis: {
        title: (formData.y_axis_title as string) || null,
        format: valueFormat,
        formatType: 'loupeNumber',
      },
    },
    xOffset: { field: 'group', type: 'nominal' },
  };
  const layer: Record<string, unknown>[] = [
    {
      mark: { type: 'bar' },
      encoding: {
        color: {
          field: 'group',
          type: 'nominal',
          scale: categoricalScale(
            formData,
            values.map((v) => v.group),
          ),
          legend: legendOf(formData),
        },
        tooltip: [
          { field: 'group', type: 'nominal', title: groupby.join(', ') || 'Column' },
          { field: 'bin', type: 'nominal', title: column },
          {
            field: 'value',
            type: 'quantitative',
            title: formData.normalize ? 'Share' : 'Count',
            format: valueFormat,
            formatType: 'loupeNumber',
          },
        ],
      },
    },
  ];
  if (formData.show_value) {
    layer.push({
      mark: { type: 'text', dy: -6, fontSize: 10 },
      encoding: {
        text: { field: 'value', type: 'quantitative', format: valueFormat, formatType: 'loupeNumber' },
      },
    });
  }
  return { kind: 'vega-lite', spec: { ...vegaLiteBase(props), data: { values }, encoding, layer } };
}
