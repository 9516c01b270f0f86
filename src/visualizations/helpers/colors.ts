// Colours: categorical scales from lib/color's schemes (label_colors pinned per label) and the
// sequential schemes of the heatmap. An unknown scheme falls back to the default.
import {
  DEFAULT_SEQUENTIAL_SCHEME_ID,
  getCategoricalScheme,
  getSequentialScheme,
} from '../../../lib/color/index.ts';
import { colorScale } from '../core/render/spec/colors.ts';
import type { FormData } from '../core/types.ts';

export const DEFAULT_SEQUENTIAL_SCHEME = DEFAULT_SEQUENTIAL_SCHEME_ID;

export function categoricalScheme(name: unknown): readonly string[] {
  return getCategoricalScheme(typeof name === 'string' ? name : null).colors;
}

export function sequentialScheme(name: unknown): readonly string[] {
  return getSequentialScheme(typeof name === 'string' ? name : null).colors;
}

/** A vega(-lite) ordinal colour scale for the labels (core's colour assignment, label_colors win). */
export function categoricalScale(formData: FormData, labels: readonly string[]) {
  return colorScale([...new Set(labels)], formData);
}
