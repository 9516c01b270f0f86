// Colours of charts: Superset's schemes, label → colour scales, sequential scales, colour parsing.

export {
  CategoricalColorScale,
  type CategoricalColorScaleOptions,
  type LabelColors,
  normalizeLabel,
} from './categoricalColorScale.ts';
export { CATEGORICAL_SCHEMES, type ColorScheme } from './categoricalSchemes.ts';
export {
  ColorNamespace,
  DEFAULT_COLOR_NAMESPACE,
  getColorNamespace,
  getLabelColor,
  resetColorNamespaces,
} from './colorNamespace.ts';
export {
  addAlpha,
  getContrastingColor,
  parseColor,
  type Rgba,
  rgbaToHex,
  toRgbaString,
  withOpacity,
} from './colorParsing.ts';
export {
  DEFAULT_CATEGORICAL_SCHEME_ID,
  DEFAULT_SEQUENTIAL_SCHEME_ID,
  getCategoricalScheme,
  getSequentialScheme,
  isCategoricalSchemeId,
} from './schemeRegistry.ts';
export { createSequentialScale, type SequentialScale } from './sequentialScale.ts';
export { SEQUENTIAL_SCHEMES } from './sequentialSchemes.ts';
