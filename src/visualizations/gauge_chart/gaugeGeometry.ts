// Gauge angles: Superset's start/end angles are ECharts degrees (counter-clockwise from 3 o'clock);
// vega's arc theta is radians clockwise from 12 o'clock.

import type { FormData } from '../core/types.ts';
import { categoricalScheme } from '../helpers/colors.ts';

export function vegaTheta(echartsDegrees: number): number {
  return ((90 - echartsDegrees) * Math.PI) / 180;
}

export function angleScale(min: number, max: number, start: number, end: number) {
  return (value: number) => {
    const clamped = Math.min(Math.max(value, min), max);
    return start + ((clamped - min) / (max - min || 1)) * (end - start);
  };
}

function numbers(text: unknown): number[] {
  return String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter(Number.isFinite);
}

/** The axis bands: Superset's intervals (upper bounds) coloured by 1-based scheme indices. */
export function intervalBands(formData: FormData, min: number, max: number) {
  const bounds = numbers(formData.intervals);
  const indices = numbers(formData.interval_color_indices);
  const scheme = categoricalScheme(formData.color_scheme);
  if (bounds.length === 0) return [{ from: min, to: max, color: '#E6EBF0' }];
  return bounds.map((to, i) => ({
    from: i === 0 ? min : bounds[i - 1]!,
    to,
    color: indices[i] ? scheme[(indices[i]! - 1) % scheme.length]! : '#E6EBF0',
  }));
}
