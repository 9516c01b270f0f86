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

/** The axis ring's thickness as a share of the radius: one progress bar's, or, without overlap, one
 * ring per group side by side (ECharts' progress.overlap false), at most 36 %. */
export const RING = 0.12;

export function ringThickness(groups: number, overlap: boolean): number {
  return overlap ? RING : Math.min(RING * Math.max(1, groups), 0.36);
}

/** Group `index`'s progress ring [inner, outer] as shares of the radius. */
export function progressRing(index: number, groups: number, overlap: boolean): [number, number] {
  if (overlap || groups <= 1) return [1 - RING, 1];
  const width = ringThickness(groups, false) / groups;
  return [1 - (index + 1) * width, 1 - index * width];
}

/** The split lines (one per split) and axis ticks (five per split, between them) of the axis, as
 * angles: Superset's show_split_line and show_axis_tick. */
export function axisMarks(splits: number, start: number, end: number) {
  const at = (share: number) => start + share * (end - start);
  const splitLines = Array.from({ length: splits + 1 }, (_, i) => at(i / splits));
  const ticks = Array.from({ length: splits * 5 + 1 }, (_, i) => i)
    .filter((i) => i % 5 !== 0)
    .map((i) => at(i / (splits * 5)));
  return { splitLines, ticks };
}
