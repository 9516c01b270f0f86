// Colours as Superset names them: categorical schemes (label_colors pinned per label) and the
// sequential schemes of the heatmap. An unknown scheme falls back to the default. (Interim until
// lib/color lands; same scheme names.)
import type { FormData } from '../core/types.ts';

const CATEGORICAL: Record<string, readonly string[]> = {
  supersetColors: [
    '#1FA8C9',
    '#454E7C',
    '#5AC189',
    '#FF7F44',
    '#666666',
    '#E04355',
    '#FCC700',
    '#A868B7',
    '#3CCCCB',
    '#A38F79',
    '#8FD3E4',
    '#A1A6BD',
    '#ACE1C4',
    '#FEC0A1',
    '#B2B2B2',
    '#EFA1AA',
    '#FDE380',
    '#D3B3DA',
    '#9EE5E5',
    '#D1C6BC',
  ],
  d3Category10: [
    '#1f77b4',
    '#ff7f0e',
    '#2ca02c',
    '#d62728',
    '#9467bd',
    '#8c564b',
    '#e377c2',
    '#7f7f7f',
    '#bcbd22',
    '#17becf',
  ],
  bnbColors: [
    '#ff5a5f',
    '#7b0051',
    '#007A87',
    '#00d1c1',
    '#8ce071',
    '#ffb400',
    '#b4a76c',
    '#ff8083',
    '#cc0086',
    '#00a1b3',
    '#00ffeb',
    '#bbedab',
    '#ffd266',
    '#cbc29a',
    '#ff3339',
    '#ff1ab1',
    '#005c66',
    '#00b3a5',
    '#55d12e',
    '#b37e00',
    '#988b4e',
  ],
};

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

export const DEFAULT_CATEGORICAL_SCHEME = 'supersetColors';
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

export function categoricalScheme(name: unknown): readonly string[] {
  return CATEGORICAL[String(name)] ?? CATEGORICAL[DEFAULT_CATEGORICAL_SCHEME]!;
}

export function sequentialScheme(name: unknown): readonly string[] {
  return SEQUENTIAL[String(name)] ?? SEQUENTIAL[DEFAULT_SEQUENTIAL_SCHEME]!;
}

/** label → colour for a chart's labels: label_colors win, the others take the scheme in order. */
export function categoricalColors(formData: FormData, labels: readonly string[]): Map<string, string> {
  const scheme = categoricalScheme(formData.color_scheme);
  const pinned = { ...(formData.shared_label_colors as object), ...(formData.label_colors as object) };
  const colors = new Map<string, string>();
  let next = 0;
  for (const label of labels) {
    if (colors.has(label)) continue;
    const forced = (pinned as Record<string, unknown>)[label];
    colors.set(label, typeof forced === 'string' ? forced : scheme[next++ % scheme.length]!);
  }
  return colors;
}

/** A vega(-lite) ordinal colour scale for the labels. */
export function categoricalScale(formData: FormData, labels: readonly string[]) {
  const colors = categoricalColors(formData, labels);
  return { domain: [...colors.keys()], range: [...colors.values()] };
}
