// Colour assignment (spec §4): labels take the scheme's colours in order of first use; forced
// colours (label_colors) win; an unknown scheme falls back to the default palette.
import { COLOR_SCHEMES, DEFAULT_COLOR_SCHEME } from './colorSchemes.ts';

export class CategoricalColorScale {
  readonly colors: readonly string[];
  private readonly forced: Record<string, string>;
  private readonly assigned = new Map<string, string>();

  constructor(scheme: string | null | undefined, forced: Record<string, string> = {}) {
    this.colors = COLOR_SCHEMES[scheme ?? ''] ?? COLOR_SCHEMES[DEFAULT_COLOR_SCHEME]!;
    this.forced = forced;
  }

  getColor(label: string): string {
    const forced = this.forced[label];
    if (forced) return forced;
    const known = this.assigned.get(label);
    if (known) return known;
    const color = this.colors[this.assigned.size % this.colors.length]!;
    this.assigned.set(label, color);
    return color;
  }
}
