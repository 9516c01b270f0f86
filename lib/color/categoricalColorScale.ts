// Label → colour (Superset's CategoricalColorScale): forced colours win, then shared label colours
// (dashboard), then the colour the label already has, then the scheme's next colour in order of
// first appearance; with collision avoidance an unused colour is picked instead of a used one.
import { getCategoricalScheme } from './schemeRegistry.ts';

/** Forced colours: a colour string, or an index into the scheme's colours. */
export type LabelColors = Readonly<Record<string, string | number>>;

export interface CategoricalColorScaleOptions {
  /** Scheme id; unknown or missing ids use the default scheme. Ignored when `colors` is given. */
  schemeId?: string | null;
  colors?: readonly string[];
  /** label_colors of the form data / namespace: these always win. */
  labelColors?: LabelColors | null;
  /** shared_label_colors of a dashboard: used before the scheme. */
  sharedLabelColors?: Readonly<Record<string, string>> | null;
  /** The avoid-colour-collisions feature: a new label takes an unused colour when its own is taken. */
  avoidCollisions?: boolean;
}

export const normalizeLabel = (label: unknown): string => {
  try {
    return String(label).trim();
  } catch {
    return '';
  }
};

export class CategoricalColorScale {
  readonly colors: readonly string[];
  private readonly forced = new Map<string, string>();
  private readonly shared: ReadonlyMap<string, string>;
  private readonly assigned = new Map<string, string>();
  private readonly order = new Map<string, number>();
  private readonly avoidCollisions: boolean;

  constructor(options: CategoricalColorScaleOptions = {}) {
    const colors = options.colors?.length ? options.colors : getCategoricalScheme(options.schemeId).colors;
    this.colors = colors;
    this.avoidCollisions = options.avoidCollisions === true;
    this.shared = new Map(Object.entries(options.sharedLabelColors ?? {}));
    for (const [label, color] of Object.entries(options.labelColors ?? {})) {
      const resolved =
        typeof color === 'number' ? colors[Math.abs(Math.trunc(color)) % colors.length] : color;
      if (typeof resolved === 'string') this.forced.set(normalizeLabel(label), resolved);
    }
  }

  getColor(label: unknown): string {
    const key = normalizeLabel(label);
    const forced = this.forced.get(key);
    if (forced !== undefined) return this.remember(key, forced);
    const shared = this.shared.get(key);
    if (shared !== undefined) return this.remember(key, shared);
    const existing = this.assigned.get(key);
    if (existing !== undefined) return existing;
    if (!this.order.has(key)) this.order.set(key, this.order.size);
    let color = this.colors[this.order.get(key)! % this.colors.length]!;
    if (this.avoidCollisions && this.usage(color) > 0) color = this.leastUsedColor(color);
    return this.remember(key, color);
  }

  /** Forces a colour for a label from now on. */
  setColor(label: unknown, color: string): this {
    const key = normalizeLabel(label);
    this.forced.set(key, color);
    this.assigned.set(key, color);
    return this;
  }

  /** Labels seen so far, in order of first appearance. */
  domain(): string[] {
    return [...this.assigned.keys()];
  }

  /** Every label seen with its colour, plus the forced ones. */
  getColorMap(): Record<string, string> {
    return { ...Object.fromEntries(this.assigned), ...Object.fromEntries(this.forced) };
  }

  private remember(key: string, color: string): string {
    this.assigned.set(key, color);
    return color;
  }

  private usage(color: string): number {
    let count = 0;
    for (const used of this.assigned.values()) if (used === color) count += 1;
    return count;
  }

  /** An unused scheme colour, else the least used one other than `current` (first in scheme order). */
  private leastUsedColor(current: string): string {
    const unused = this.colors.find((color) => this.usage(color) === 0);
    if (unused) return unused;
    let best = current;
    for (const color of this.colors)
      if (color !== current && this.usage(color) < this.usage(best)) best = color;
    return best;
  }
}
