// Axis types of spec §3 (category, value, time, log) as vega-lite encodings of a field.
import { numberFormat, timeFormat } from './formats.ts';

export type AxisType = 'category' | 'value' | 'time' | 'log';

export interface AxisOptions {
  title?: string | null;
  /** d3 number format (value/log axes) or d3 time format (time axes). */
  format?: string | null;
  /** [min, max] bounds of a value axis; null ends are free. */
  bounds?: readonly (number | null | undefined)[];
  /** Keep zero in a value axis (false truncates it to the data). */
  zero?: boolean;
  /** Category order (a category axis). */
  sort?: unknown;
  grid?: boolean;
}

export function axisEncoding(
  field: string,
  type: AxisType,
  options: AxisOptions = {},
): Record<string, unknown> {
  const title = options.title ? options.title : null;
  if (type === 'category') {
    // Labels that would overlap are thinned out, as ECharts' category axis does by default.
    return {
      field,
      type: 'nominal',
      sort: options.sort ?? null,
      axis: { title, labelAngle: 0, labelOverlap: true },
    };
  }
  if (type === 'time') {
    return {
      field,
      type: 'temporal',
      axis: { title, ...timeFormat(options.format), grid: options.grid ?? false },
    };
  }
  const [min, max] = options.bounds ?? [];
  const domain =
    typeof min === 'number' || typeof max === 'number'
      ? { domainMin: min ?? undefined, domainMax: max ?? undefined }
      : {};
  const scale = type === 'log' ? { type: 'log', ...domain } : { zero: options.zero ?? true, ...domain };
  return {
    field,
    type: 'quantitative',
    scale: Object.fromEntries(Object.entries(scale).filter(([, value]) => value !== undefined)),
    axis: { title, ...numberFormat(options.format), grid: options.grid ?? true },
  };
}

/** Superset's y_axis_bounds text values → numbers or null. */
export function parseBounds(value: unknown): [number | null, number | null] {
  const [min, max] = Array.isArray(value) ? value : [];
  const number = (v: unknown) =>
    v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v);
  return [number(min), number(max)];
}
