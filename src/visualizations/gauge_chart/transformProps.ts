// Gauge as vega-lite arcs in polar pixels: the axis (or its coloured intervals), a progress arc per
// group (overlapping, or in rings side by side; round caps on request) and a pointer, split lines,
// axis ticks and split labels around, the formatted values in the middle; legend and tooltips.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { categoryValues } from '../helpers/categoryValues.ts';
import { categoricalScale } from '../helpers/colors.ts';
import { boolOr, numberOr, numberOrNull } from '../helpers/formData.ts';
import { vegaLiteBase } from '../helpers/vegaBase.ts';
import {
  angleScale,
  axisMarks,
  intervalBands,
  progressRing,
  ringThickness,
  vegaTheta,
} from './gaugeGeometry.ts';

const polar = (field: string) => ({ field, type: 'quantitative', scale: null, stack: null });

/** Pixel ends of a radial segment at `angle` (vega radians) from radius `from` to `to` (vega expressions). */
function radialSegment(from: number, to: number, angle = 'datum.theta') {
  const x = (r: number) => `width / 2 + ${r} * sin(${angle})`;
  const y = (r: number) => `height / 2 - ${r} * cos(${angle})`;
  return [
    { calculate: x(from), as: 'x1' },
    { calculate: y(from), as: 'y1' },
    { calculate: x(to), as: 'x2' },
    { calculate: y(to), as: 'y2' },
  ];
}

const segmentEncoding = { x: polar('x1'), y: polar('y1'), x2: { field: 'x2' }, y2: { field: 'y2' } };

export function transformProps(props: ChartProps): ChartRendering {
  const { formData, width, height } = props;
  const { metric, groupby, values, format } = categoryValues(props);
  const min = numberOrNull(formData.min_val) ?? 0;
  const max = numberOrNull(formData.max_val) ?? Math.max(min + 1, ...values.map((v) => v.value));
  const start = vegaTheta(numberOr(formData.start_angle, 225));
  const end = vegaTheta(numberOr(formData.end_angle, -45));
  const angle = angleScale(min, max, start, end);
  const radius = (Math.min(width, height) / 2) * 0.9;
  const splits = Math.max(1, Math.round(numberOr(formData.split_number, 10)));
  const overlap = boolOr(formData.overlap, true);
  const thickness = ringThickness(values.length, overlap);
  const pointers = values.map((v, index) => {
    const [inner, outer] = progressRing(index, values.length, overlap);
    return {
      ...v,
      from: start,
      to: angle(v.value),
      inner: radius * inner,
      outer: radius * outer,
    };
  });
  const color = {
    field: 'name',
    type: 'nominal',
    title: groupby.join(', ') || null,
    scale: categoricalScale(
      formData,
      pointers.map((p) => p.name),
    ),
    legend: groupby.length > 0 ? {} : null,
  };
  const tooltip = [
    { field: 'name', type: 'nominal', title: groupby.join(', ') || 'Category' },
    { field: 'formatted', type: 'nominal', title: metric },
  ];
  const bands = intervalBands(formData, min, max).map((band) => ({
    ...band,
    from: angle(band.from),
    to: angle(band.to),
  }));
  const ticks = Array.from({ length: splits + 1 }, (_, i) => min + ((max - min) * i) / splits).map(
    (value) => ({
      theta: angle(value),
      label: format(value),
    }),
  );
  const inside = radius * (1 - thickness);
  const { splitLines, ticks: axisTicks } = axisMarks(splits, start, end);
  const layer: Record<string, unknown>[] = [
    {
      data: { values: bands },
      mark: { type: 'arc', innerRadius: inside, outerRadius: radius },
      encoding: {
        theta: polar('from'),
        theta2: { field: 'to' },
        color: { field: 'color', type: 'nominal', scale: null },
      },
    },
    {
      data: { values: ticks },
      mark: { type: 'text', radius: inside - radius * 0.13, fontSize: 10, color: '#666' },
      encoding: { theta: polar('theta'), text: { field: 'label', type: 'nominal' } },
    },
  ];
  /** Radial lines at the given angles, from radius `from` to `to` (split lines, axis ticks). */
  const radialLines = (thetas: number[], from: number, to: number, strokeWidth: number) => ({
    data: { values: thetas.map((theta) => ({ theta })) },
    transform: radialSegment(from, to),
    mark: { type: 'rule', strokeWidth, color: '#63686d' },
    encoding: segmentEncoding,
  });
  if (boolOr(formData.show_split_line, false))
    layer.push(radialLines(splitLines, inside - radius * 0.06, radius, 2));
  if (boolOr(formData.show_axis_tick, false))
    layer.push(radialLines(axisTicks, inside - radius * 0.03, inside, 1));
  if (boolOr(formData.show_progress, true)) {
    const rings = pointers.map((p) => p.outer - p.inner);
    layer.push({
      mark: {
        type: 'arc',
        ...(boolOr(formData.round_cap, false) ? { cornerRadius: Math.min(...rings) / 2 } : {}),
      },
      encoding: {
        theta: polar('from'),
        theta2: { field: 'to' },
        radius: polar('outer'),
        radius2: { field: 'inner' },
        color,
        tooltip,
      },
    });
  }
  if (boolOr(formData.show_pointer, true)) {
    layer.push({
      transform: radialSegment(0, radius * 0.65, 'datum.to'),
      mark: { type: 'rule', strokeWidth: 4, strokeCap: 'round' },
      encoding: { ...segmentEncoding, color, tooltip },
    });
  }
  layer.push({
    transform: [{ calculate: `height / 2 + ${radius * 0.35} + datum.index * 18`, as: 'ty' }],
    mark: {
      type: 'text',
      fontSize: numberOr(formData.font_size, 15),
      fontWeight: 'bold',
      x: { expr: 'width / 2' },
    },
    encoding: { y: polar('ty'), text: { field: 'formatted', type: 'nominal' }, color, tooltip },
  });
  return { kind: 'vega-lite', spec: { ...vegaLiteBase(props), data: { values: pointers }, layer } };
}
