// Box plot as vega-lite layers from the server's boxplot rows (one per group, `<metric>__min` …
// `<metric>__outliers`): per group and metric a whisker rule (min–max), a box (q1–q3) in the
// group's colour, a median tick and the outliers as points; tooltips list the statistics.
import { formatTime } from '../../../lib/format/index.ts';
import { ensureIsArray, getMetricLabel } from '../core/query/labels.ts';
import { numberFormat } from '../core/render/spec/formats.ts';
import type { ChartDataResultItem, ChartProps, ChartRendering, Metric } from '../core/types.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { columnLabel, columnsOf, stringOr } from '../helpers/formData.ts';
import { type DataRow, numberAt, rowsOf } from '../helpers/rows.ts';
import { vegaLiteBase } from '../helpers/vegaBase.ts';

const TEMPORAL = 2;
const STATISTICS = ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'] as const;
const TOOLTIP: [field: (typeof STATISTICS)[number], title: string][] = [
  ['max', 'Max'],
  ['q3', '3rd Quartile'],
  ['median', 'Median'],
  ['q1', '1st Quartile'],
  ['min', 'Min'],
  ['mean', 'Mean'],
  ['count', 'Observations'],
];
const LABEL_ANGLES: Record<string, number> = { flat: 0, '45°': -45, '90°': -90 };

/** The group's label (Superset's extractGroupbyLabel, temporal values through date_format). */
function groupLabelOf(row: DataRow, groupby: string[], temporal: Set<string>, dateFormat: string): string {
  return groupby
    .map((name) => {
      const value = row[name];
      if (value === null || value === undefined) return '<NULL>';
      if (temporal.has(name) && (typeof value === 'number' || typeof value === 'string'))
        return formatTime(dateFormat, typeof value === 'number' ? value : Date.parse(value));
      return String(value);
    })
    .join(', ');
}

function temporalColumns(item: ChartDataResultItem | undefined): Set<string> {
  const { colnames, coltypes } = (item ?? {}) as { colnames?: string[]; coltypes?: number[] };
  return new Set((colnames ?? []).filter((_, index) => coltypes?.[index] === TEMPORAL));
}

function axisOf(layout: unknown) {
  const angle = typeof layout === 'string' ? LABEL_ANGLES[layout] : undefined;
  if (angle !== undefined) return { labelAngle: angle };
  return layout === 'staggered' ? { labelAngle: 0, labelOverlap: 'parity' } : {};
}

export function transformProps(props: ChartProps): ChartRendering {
  const { formData } = props;
  const groupby = columnsOf(formData, 'groupby').map(columnLabel);
  const metrics = ensureIsArray(formData.metrics as Metric | Metric[] | undefined).map(getMetricLabel);
  const temporal = temporalColumns(props.queriesData[0]);
  const dateFormat = stringOr(formData.date_format, 'smart_date');
  const boxes: Record<string, unknown>[] = [];
  const outliers: Record<string, unknown>[] = [];
  for (const row of rowsOf(props)) {
    const label = groupLabelOf(row, groupby, temporal, dateFormat);
    for (const metric of metrics) {
      const group = label || metric;
      const name = metrics.length === 1 || !label ? group : `${label}, ${metric}`;
      boxes.push({
        name,
        group,
        ...Object.fromEntries(STATISTICS.map((s) => [s, numberAt(row, `${metric}__${s}`)])),
      });
      const points = row[`${metric}__outliers`];
      for (const value of Array.isArray(points) ? points : [])
        outliers.push({ name, group, value: Number(value) });
    }
  }
  const format = numberFormat(formData.number_format);
  const color = {
    field: 'group',
    type: 'nominal',
    scale: categoricalScale(
      formData,
      boxes.map((box) => box.group as string),
    ),
    legend: null,
  };
  const tooltip = [
    { field: 'name', type: 'nominal', title: groupby.join(', ') || 'Metric' },
    ...TOOLTIP.map(([field, title]) => ({ field, type: 'quantitative', title, ...format })),
  ];
  const encoding = {
    x: {
      field: 'name',
      type: 'nominal',
      sort: boxes.map((box) => box.name),
      axis: { title: null, ...axisOf(formData.x_ticks_layout) },
    },
    y: { type: 'quantitative', title: null, axis: { title: null, ...format } },
  };
  const boxData = { name: 'boxes' };
  const layer = [
    {
      data: boxData,
      mark: { type: 'rule', color: '#666666' },
      encoding: { y: { field: 'min' }, y2: { field: 'max' }, tooltip },
    },
    {
      data: boxData,
      mark: { type: 'bar', size: 24, stroke: '#666666', strokeWidth: 1 },
      encoding: { y: { field: 'q1' }, y2: { field: 'q3' }, color, tooltip },
    },
    {
      data: boxData,
      mark: { type: 'tick', color: '#333333', size: 24, thickness: 2 },
      encoding: { y: { field: 'median' }, tooltip },
    },
    {
      data: { name: 'outliers' },
      mark: { type: 'point', filled: true, size: 30 },
      encoding: {
        y: { field: 'value' },
        color,
        tooltip: [
          { field: 'name', type: 'nominal', title: groupby.join(', ') || 'Metric' },
          { field: 'value', type: 'quantitative', title: 'Outlier', ...format },
        ],
      },
    },
  ];
  return {
    kind: 'vega-lite',
    spec: { ...vegaLiteBase(props), datasets: { boxes, outliers }, encoding, layer },
  };
}
