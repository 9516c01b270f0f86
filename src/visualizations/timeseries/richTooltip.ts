// Superset's rich_tooltip as a vega-lite layer: the series pivoted to one row per x, a rule at the
// hovered x whose tooltip lists the x, then every series' value there — in series order, or by
// value descending (ranked "1.", "2.", …) with tooltipSortByMetric. The rules are as wide as the
// step between two x values, so together they cover the plot: no nearest-point voronoi (a cell
// per row, which doubled the cost of drawing a 1,000-point chart); the hovered one shows faintly.
import { numberFormat, timeFormat } from '../core/render/spec/formats.ts';
import type { FormData } from '../core/types.ts';

export interface RichTooltipContext {
  series: readonly string[];
  xIsTime: boolean;
  /** The base layer's x encoding (the y one when horizontal). */
  x: Record<string, unknown>;
  horizontal?: boolean;
  /** The hover param's name (unique per spec: the mixed chart has two). */
  param?: string;
  /** How many distinct x values the chart has: the hover rules are as wide as their step. */
  xCount: number;
}

/** A series name as a vega-lite field (dots and brackets would read as nested access). */
export function fieldOf(name: string): string {
  return name.replace(/[.[\]\\]/g, (c) => `\\${c}`);
}

function xTooltip(formData: FormData, xIsTime: boolean): Record<string, unknown> {
  return xIsTime
    ? { field: 'x', type: 'temporal', title: ' ', ...timeFormat(formData.tooltipTimeFormat) }
    : { field: 'x', type: 'nominal', title: ' ' };
}

function sortedTransformAndTooltip(formData: FormData, context: RichTooltipContext) {
  const { format } = numberFormat(formData.y_axis_format);
  const transform = [
    // Every series has a row per x (null when missing): ranks 1..n all exist; nulls sort last.
    {
      window: [{ op: 'row_number', as: 'rank' }],
      sort: [{ field: 'value', order: 'descending' }],
      groupby: ['x'],
    },
    { calculate: `datum.series + ': ' + loupeNumber(datum.value, ${JSON.stringify(format)})`, as: 'tip' },
    { pivot: 'rank', value: 'tip', groupby: ['x'], op: 'max' },
  ];
  const ranks = context.series.map((_, index) => ({
    field: String(index + 1),
    type: 'nominal',
    title: `${index + 1}.`,
  }));
  return { transform, tooltip: [xTooltip(formData, context.xIsTime), ...ranks] };
}

function seriesTransformAndTooltip(formData: FormData, context: RichTooltipContext) {
  const transform = [{ pivot: 'series', value: 'value', groupby: ['x'], op: 'max' }];
  const values = context.series.map((name) => ({
    field: fieldOf(name),
    type: 'quantitative',
    title: name,
    ...numberFormat(formData.y_axis_format),
  }));
  return { transform, tooltip: [xTooltip(formData, context.xIsTime), ...values] };
}

/** The rule layer of the rich tooltip, or none with rich_tooltip off. */
export function richTooltipLayers(
  formData: FormData,
  context: RichTooltipContext,
): Record<string, unknown>[] {
  if (formData.rich_tooltip === false) return [];
  const param = context.param ?? 'hover';
  const { transform, tooltip } = formData.tooltipSortByMetric
    ? sortedTransformAndTooltip(formData, context)
    : seriesTransformAndTooltip(formData, context);
  return [
    {
      transform,
      mark: {
        type: 'rule',
        color: '#999999',
        strokeWidth: {
          expr: `max(1, ${context.horizontal ? 'height' : 'width'} / ${Math.max(1, context.xCount)})`,
        },
      },
      encoding: {
        [context.horizontal ? 'y' : 'x']: context.x,
        opacity: { condition: { param, empty: false, value: 0.25 }, value: 0 },
        tooltip,
      },
      params: [
        {
          name: param,
          select: {
            type: 'point',
            encodings: [context.horizontal ? 'y' : 'x'],
            on: 'pointerover',
            clear: 'pointerout',
          },
        },
      ],
    },
  ];
}
