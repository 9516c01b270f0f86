// Colour namespaces (Superset's CategoricalColorNamespace): forced colours per namespace, one scale per
// scheme so a label keeps its colour across the charts of a namespace (e.g. a dashboard).
import {
  CategoricalColorScale,
  type CategoricalColorScaleOptions,
  normalizeLabel,
} from './categoricalColorScale.ts';

export const DEFAULT_COLOR_NAMESPACE = 'GLOBAL';

export class ColorNamespace {
  private readonly forced: Record<string, string> = {};
  private readonly scales = new Map<string, CategoricalColorScale>();

  readonly name: string;

  constructor(name: string) {
    this.name = name;
  }

  getScale(
    schemeId?: string | null,
    options: Omit<CategoricalColorScaleOptions, 'schemeId' | 'colors'> = {},
  ) {
    const key = schemeId ?? '';
    let scale = this.scales.get(key);
    if (!scale) {
      scale = new CategoricalColorScale({
        ...options,
        schemeId,
        labelColors: { ...options.labelColors, ...this.forced },
      });
      this.scales.set(key, scale);
    }
    return scale;
  }

  /** Forces a label's colour in every scale of the namespace. */
  setColor(label: unknown, color: string): this {
    this.forced[normalizeLabel(label)] = color;
    for (const scale of this.scales.values()) scale.setColor(label, color);
    return this;
  }

  resetColors(): void {
    for (const key of Object.keys(this.forced)) delete this.forced[key];
    this.scales.clear();
  }
}

const namespaces = new Map<string, ColorNamespace>();

export function getColorNamespace(name: string = DEFAULT_COLOR_NAMESPACE): ColorNamespace {
  let namespace = namespaces.get(name);
  if (!namespace) {
    namespace = new ColorNamespace(name);
    namespaces.set(name, namespace);
  }
  return namespace;
}

/** The colour of a label in a scheme and namespace (Superset's CategoricalColorNamespace.getColor). */
export function getLabelColor(label: unknown, schemeId?: string | null, namespace?: string): string {
  return getColorNamespace(namespace).getScale(schemeId).getColor(label);
}

export function resetColorNamespaces(): void {
  namespaces.clear();
}
