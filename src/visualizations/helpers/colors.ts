// Colours: categorical scales from core's schemes (label_colors pinned per label) and the
// sequential schemes of the heatmap as Superset names them. An unknown scheme falls back to the default.
import { CATEGORICAL_SCHEMES } from '../../../lib/color/index.ts';
import { colorScale } from '../core/render/spec/colors.ts';
import type { FormData } from '../core/types.ts';

const SEQUENTIAL: Record<string, readonly string[]> = {
  superset_seq_1: ['#EBF6F9', '#1FA8C9', '#0C3F4C'],
  superset_seq_2: ['#FFF3EC', '#FF7F44', '#662C0C'],
  blue_white_yellow: ['#00d1c1', 'white', '#ffb400'],
  fire: ['white', 'yellow', 'red', 'black'],
  white_black: ['white', 'black'],
  black_white: ['black', 'white'],
  dark_blue: ['#EBF5F8', '#6BB1CC', '#357E9B', '#1B4150', '#092935'],
  pink_grey: ['#E70B81', '#FAFAFA', '#666666'],
  greens: ['#ffffcc', '#78c679', '#005a32'],
  purples: ['#f2f0f7', '#9e9ac8', '#54278f'],
  oranges: ['#fef0d9', '#fc8d59', '#b30000'],
  red_yellow_blue: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6'],
  brown_white_green: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
  purple_white_green: ['#7b3294', '#c2a5cf', '#f7f7f7', '#a6dba0', '#008837'],
};

export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

export function categoricalScheme(name: unknown): readonly string[] {
  return (CATEGORICAL_SCHEMES.find((scheme) => scheme.id === name) ?? CATEGORICAL_SCHEMES[0]!).colors;
}

export function sequentialScheme(name: unknown): readonly string[] {
  return SEQUENTIAL[String(name)] ?? SEQUENTIAL[DEFAULT_SEQUENTIAL_SCHEME]!;
}

/** A vega(-lite) ordinal colour scale for the labels (core's colour assignment, label_colors win). */
export function categoricalScale(formData: FormData, labels: readonly string[]) {
  return colorScale([...new Set(labels)], formData);
}
