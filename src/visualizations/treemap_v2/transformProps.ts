// Treemap as a full vega spec (vega-lite has none): stratify + squarify treemap transform, leaves
// coloured by their top-level category, parents framed with upper labels; legend and tooltips.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { boolOr, columnLabel, columnsOf, metricLabel, metricOf } from '../helpers/formData.ts';
import { labelText } from '../helpers/labelTypes.ts';
import { numberFormatter } from '../helpers/numberFormat.ts';
import { rowsOf } from '../helpers/rows.ts';
import { vegaBase } from '../helpers/vegaBase.ts';
import { treeNodes } from './treeNodes.ts';

export function transformProps(props: ChartProps): ChartRendering {
  const { formData } = props;
  const metric = metricLabel(metricOf(formData));
  const groupby = columnsOf(formData, 'groupby').map(columnLabel);
  const format = numberFormatter(formData.number_format);
  const nodes = treeNodes(rowsOf(props), groupby, metric, format).map((node) => ({
    ...node,
    label: labelText(formData.label_type ?? 'key_value', node.name, node.formatted, ''),
  }));
  const upper = boolOr(formData.show_upper_labels, true) && groupby.length > 1;
  const tooltip = { signal: `{title: datum.path, ${JSON.stringify(metric)}: datum.formatted}` };
  const scale = categoricalScale(
    formData,
    nodes.filter((node) => node.depth === 1).map((node) => node.name),
  );
  const marks: Record<string, unknown>[] = [
    {
      type: 'rect',
      from: { data: 'parents' },
      encode: {
        enter: { fill: { value: '#f0f0f0' }, stroke: { value: 'white' }, tooltip },
        update: { x: { field: 'x0' }, y: { field: 'y0' }, x2: { field: 'x1' }, y2: { field: 'y1' } },
      },
    },
    {
      type: 'rect',
      from: { data: 'leaves' },
      encode: {
        enter: { fill: { scale: 'color', field: 'top' }, stroke: { value: 'white' }, tooltip },
        update: { x: { field: 'x0' }, y: { field: 'y0' }, x2: { field: 'x1' }, y2: { field: 'y1' } },
      },
    },
  ];
  const text = (from: string, dy: number, baseline: string) => ({
    type: 'text',
    from: { data: from },
    interactive: false,
    encode: {
      enter: {
        text: { field: 'label' },
        fill: { value: from === 'leaves' ? 'white' : '#333' },
        fontSize: { value: 11 },
        baseline: { value: baseline },
        limit: { signal: 'datum.x1 - datum.x0 - 8' },
      },
      update: { x: { signal: 'datum.x0 + 4' }, y: { signal: `datum.y0 + ${dy}` } },
    },
  });
  if (upper) marks.push(text('parents', 4, 'top'));
  if (boolOr(formData.show_labels, true)) marks.push(text('leaves', 4, 'top'));
  const spec = {
    ...vegaBase(props),
    data: [
      {
        name: 'tree',
        values: nodes,
        transform: [
          { type: 'stratify', key: 'id', parentKey: 'parent' },
          {
            type: 'treemap',
            field: 'size',
            sort: { field: 'value', order: 'descending' },
            round: true,
            method: 'squarify',
            paddingInner: 1,
            paddingTop: upper ? 18 : 0,
            size: [{ signal: 'width' }, { signal: 'height' }],
          },
        ],
      },
      { name: 'leaves', source: 'tree', transform: [{ type: 'filter', expr: 'datum.leaf' }] },
      {
        name: 'parents',
        source: 'tree',
        transform: [{ type: 'filter', expr: '!datum.leaf && datum.depth > 0' }],
      },
    ],
    scales: [{ name: 'color', type: 'ordinal', domain: scale.domain, range: scale.range }],
    legends: scale.domain.length > 1 ? [{ fill: 'color', title: groupby[0], orient: 'right' }] : [],
    marks,
  };
  return { kind: 'vega', spec };
}
