// The hover tooltip's geometry and markup (no vega import: VegaChart hands in its scale). The
// pointer's position along the x channel picks the nearest x (a band's centre for band scales);
// the rule there is as wide as the step between two x values, as Superset's axis pointer.
import type { HoverContent } from '../types.ts';

/** A vega scale as far as the hover needs it. */
export interface PositionScale {
  (value: unknown): number | undefined;
  bandwidth?: () => number;
}

/** Where each x sits on the channel, in plot pixels (NaN for a value the scale does not know). */
export function positionsOf(scale: PositionScale, xs: readonly (number | string)[]): number[] {
  const half = typeof scale.bandwidth === 'function' ? scale.bandwidth() / 2 : 0;
  return xs.map((x) => {
    const at = scale(x);
    return typeof at === 'number' && Number.isFinite(at) ? at + half : Number.NaN;
  });
}

/** The index of the position nearest to `at`, or -1 when none is known. */
export function nearestIndex(positions: readonly number[], at: number): number {
  let best = -1;
  let distance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < positions.length; index++) {
    const gap = Math.abs(positions[index]! - at);
    if (gap < distance) {
      distance = gap;
      best = index;
    }
  }
  return best;
}

/** The rule's thickness: the plot's extent shared by the x values, at least one pixel. */
export function ruleThickness(extent: number, count: number): number {
  return Math.max(1, extent / Math.max(1, count));
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A CSS colour a swatch may use: hex, rgb()/rgba(), or a colour name; anything else is dropped. */
export function safeColor(color: string | undefined): string | null {
  if (!color) return null;
  return /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i.test(color.trim()) ? color.trim() : null;
}

/** The tooltip's HTML in vega-tooltip's layout (a heading, then a key / value table). */
export function hoverTooltipHtml(content: HoverContent): string {
  const rows = content.rows
    .map(({ label, value, color }) => {
      const safe = safeColor(color);
      const swatch = safe
        ? `<span class="loupe-tooltip-swatch" style="background-color:${safe}"></span>`
        : '';
      return `<tr><td class="key">${swatch}${escapeHtml(label)}</td><td class="value">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<h2>${escapeHtml(content.title)}</h2>${rows ? `<table>${rows}</table>` : ''}`;
}
