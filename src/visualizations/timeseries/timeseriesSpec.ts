// A timeseries chart as a vega-lite spec: long rows {x, series, value}, x as time or category,
// y with the chart's number format / log / bounds, series coloured by the scheme (time shifts
// in their metric's colour with time_shift_color), legend, point tooltips (when no rich tooltip
// covers the chart), optional zoom.
import { axisEncoding, parseBounds } from '../core/render/spec/axes.ts';
import { colorScaleOf } from '../core/render/spec/colors.ts';
import { BASE_CONFIG, numberFormat, timeFormat, tooltipTimeFormat } from '../core/render/spec/formats.ts';
import { legendOf } from '../core/render/spec/legend.ts';
import type { FormData, VegaLiteSpec } from '../core/types.ts';
import { richTooltipOn } from './richTooltip.ts';
import type { SeriesData } from './seriesData.ts';
import { markOf, type SeriesType, stackOf } from './seriesMarks.ts';
import { valueLabelLayers } from './timeseriesLabels.ts';

export interface TimeseriesOptions {
  seriesType: SeriesType;
  horizontal?: boolean;
  /** Suffix of the spec's param names (zoom), for specs layered together (mixed chart). */
  paramSuffix?: string;
  /** A rich tooltip covers the chart (no tooltip per point); rich_tooltip decides by default. */
  richTooltip?: boolean;
}

/** The colour label of a series: a time-shifted one ("count__1 year ago") takes its metric's. */
function colorLabel(series: string, formData: FormData): string {
  if (formData.time_shift_color === false) return series;
  const offsets = Array.isArray(formData.time_compare) ? (formData.time_compare as string[]) : [];
  const offset = offsets.find((o) => series.endsWith(`__${o}`));
  return offset ? series.slice(0, -`__${offset}`.length) : series;
}

export function seriesColors(series: readonly string[], formData: FormData) {
  const scale = colorScaleOf(formData);
  return { domain: [...series], range: series.map((name) => scale.getColor(colorLabel(name, formData))) };
}

function xEncoding(data: SeriesData, formData: FormData, band: boolean): Record<string, unknown> {
  const title = (formData.x_axis_title as string) || null;
  if (!data.xIsTime) return axisEncoding('x', 'category', { title });
  if (!band) return axisEncoding('x', 'time', { title, format: formData.x_axis_time_format as string });
  const { format } = timeFormat(formData.x_axis_time_format);
  return {
    field: 'x',
    type: 'ordinal',
    // Bars by time: one band per time; labels that would overlap are thinned out (ECharts' 'auto').
    axis: {
      title,
      labelExpr: `loupeTime(datum.value, ${JSON.stringify(format)})`,
      labelAngle: 0,
      labelOverlap: true,
    },
  };
}

function yEncoding(formData: FormData, stack: string | null): Record<string, unknown> {
  const encoding = axisEncoding('value', formData.logAxis ? 'log' : 'value', {
    title: (formData.y_axis_title as string) || null,
    format: formData.y_axis_format as string,
    bounds: formData.truncateYAxis ? parseBounds(formData.y_axis_bounds) : undefined,
    zero: !formData.truncateYAxis,
  });
  return { ...encoding, stack };
}

export function timeseriesSpec(
  data: SeriesData,
  formData: FormData,
  size: { width: number; height: number },
  options: TimeseriesOptions,
): VegaLiteSpec {
  const bar = options.seriesType === 'bar';
  const stack = stackOf(formData.stack);
  const x = xEncoding(data, formData, bar);
  const y = yEncoding(formData, stack);
  const legend = legendOf(formData);
  const xChannel = options.horizontal ? 'y' : 'x';
  const suffix = options.paramSuffix ?? '';
  const tooltip = [
    data.xIsTime
      ? { field: 'x', type: 'temporal', title: ' ', ...tooltipTimeFormat(formData.tooltipTimeFormat) }
      : { field: 'x', type: 'nominal', title: ' ' },
    { field: 'series', type: 'nominal', title: 'Series' },
    { field: 'value', type: 'quantitative', title: 'Value', ...numberFormat(formData.y_axis_format) },
  ];
  const offset =
    bar && !stack && data.series.length > 1
      ? { [options.horizontal ? 'yOffset' : 'xOffset']: { field: 'series' } }
      : {};
  const position = { [xChannel]: x, [options.horizontal ? 'x' : 'y']: y, ...offset };
  const rich = options.richTooltip ?? richTooltipOn(formData);
  const base = {
    mark: markOf(options.seriesType, formData),
    encoding: {
      ...position,
      color: { field: 'series', type: 'nominal', scale: seriesColors(data.series, formData), legend },
      ...(rich ? {} : { tooltip }),
    },
    ...(formData.zoomable
      ? {
          params: [{ name: `zoom${suffix}`, select: { type: 'interval', encodings: ['x'] }, bind: 'scales' }],
        }
      : {}),
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: size.width,
    height: size.height,
    autosize: { type: 'fit', contains: 'padding' },
    config: BASE_CONFIG,
    datasets: { rows: data.rows },
    data: { name: 'rows' },
    layer: [base, ...valueLabelLayers(formData, { position, stack, horizontal: options.horizontal })],
  };
}
