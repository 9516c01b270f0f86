// Superset's show_value on the timeseries charts as a vega-lite text layer: each point's value
// above its point / bar (right of it when horizontal) in the y axis format; with a stack and
// only_total, the stack total per x; without only_total, segments below percentage_threshold
// percent of their stack total stay unlabelled.
import { numberFormat } from '../core/render/spec/formats.ts';
import type { FormData } from '../core/types.ts';

export interface LabelContext {
  /** The base layer's position encodings (x, y and an x/y offset for grouped bars). */
  position: Record<string, unknown>;
  /** The vega-lite stack offset, null without a stack. */
  stack: string | null;
  horizontal?: boolean;
}

function textMark(horizontal: boolean | undefined): Record<string, unknown> {
  return horizontal
    ? { type: 'text', align: 'left', baseline: 'middle', dx: 4, fontSize: 11, color: '#333333' }
    : { type: 'text', align: 'center', baseline: 'bottom', dy: -4, fontSize: 11, color: '#333333' };
}

/** The stack total per x (1 for an expanded stack), once per x at the top of the stack. */
function totalLayer(formData: FormData, context: LabelContext): Record<string, unknown> {
  const valueChannel = context.horizontal ? 'x' : 'y';
  const value = context.position[valueChannel] as Record<string, unknown>;
  const { xOffset: _x, yOffset: _y, ...position } = context.position;
  return {
    transform: [
      { aggregate: [{ op: 'sum', field: 'value', as: 'value' }], groupby: ['x'] },
      ...(context.stack === 'normalize' ? [{ calculate: '1', as: 'value' }] : []),
    ],
    mark: textMark(context.horizontal),
    encoding: {
      ...position,
      [valueChannel]: { ...value, stack: null },
      text: { field: 'value', type: 'quantitative', ...numberFormat(formData.y_axis_format) },
    },
  };
}

/** Each point's value; in a stack, hidden below percentage_threshold percent of the x's total. */
function pointLayer(formData: FormData, context: LabelContext): Record<string, unknown> {
  const text = { field: 'value', type: 'quantitative', ...numberFormat(formData.y_axis_format) };
  const threshold = Number(formData.percentage_threshold ?? 0);
  const thresholded = context.stack !== null && threshold > 0;
  return {
    transform: [
      { filter: 'isValid(datum.value)' },
      ...(thresholded
        ? [{ joinaggregate: [{ op: 'sum', field: 'value', as: '__total' }], groupby: ['x'] }]
        : []),
    ],
    mark: textMark(context.horizontal),
    encoding: {
      ...context.position,
      detail: { field: 'series', type: 'nominal' },
      text: thresholded
        ? { condition: { test: `datum.value >= datum.__total * ${threshold} / 100`, ...text }, value: '' }
        : text,
    },
  };
}

/** The value label layer of show_value, or none. */
export function valueLabelLayers(formData: FormData, context: LabelContext): Record<string, unknown>[] {
  if (!formData.show_value) return [];
  const onlyTotal = formData.only_total !== false;
  return [
    context.stack !== null && onlyTotal ? totalLayer(formData, context) : pointLayer(formData, context),
  ];
}
