// The vega-lite mark of a series style (Superset's seriesType): line, smooth, step start / middle
// / end, scatter, bar; with an area under lines and point markers when asked.
import type { FormData } from '../core/types.ts';

export type SeriesType = 'line' | 'smooth' | 'start' | 'middle' | 'end' | 'scatter' | 'bar';

const INTERPOLATION: Record<string, string> = {
  line: 'linear',
  smooth: 'monotone',
  start: 'step-before',
  middle: 'step',
  end: 'step-after',
};

export function markOf(seriesType: SeriesType, formData: FormData): Record<string, unknown> {
  const markerSize = Number(formData.markerSize ?? 6);
  if (seriesType === 'scatter') return { type: 'point', filled: true, size: markerSize * markerSize };
  if (seriesType === 'bar') return { type: 'bar' };
  const interpolate = INTERPOLATION[seriesType] ?? 'linear';
  const point = formData.markerEnabled ? { filled: true, size: markerSize * markerSize } : false;
  if (formData.area) {
    return { type: 'area', interpolate, opacity: Number(formData.opacity ?? 0.2), line: true, point };
  }
  return { type: 'line', interpolate, point };
}

/** Vega-lite's stack offset for Superset's stack values (true / 'Stack', 'Stream', 'Expand'). */
export function stackOf(stack: unknown): 'zero' | 'center' | 'normalize' | null {
  if (stack === 'Stream') return 'center';
  if (stack === 'Expand') return 'normalize';
  return stack === true || stack === 'Stack' ? 'zero' : null;
}
