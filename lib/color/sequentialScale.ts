// Value → colour along a sequential scheme (Superset's SequentialScheme.createLinearScale): the scheme's
// colours spread evenly over [min, max], linear RGB interpolation between them, clamped.
import { parseColor, type Rgba } from './colorParsing.ts';
import { getSequentialScheme } from './schemeRegistry.ts';

export type SequentialScale = (value: number | null | undefined) => string | undefined;

const FALLBACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/** `schemeOrColors`: a sequential scheme id (unknown ids use the default) or the colours themselves. */
export function createSequentialScale(
  schemeOrColors: string | readonly string[] | null | undefined,
  extent: readonly [number, number] = [0, 1],
): SequentialScale {
  const colors = Array.isArray(schemeOrColors)
    ? (schemeOrColors as readonly string[])
    : getSequentialScheme(schemeOrColors as string | null | undefined).colors;
  const stops = colors.map((color) => parseColor(color) ?? FALLBACK);
  const [min, max] = extent;
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value) || stops.length === 0) return undefined;
    let t = min === max ? 0.5 : (value - min) / (max - min);
    if (Number.isNaN(t)) return undefined;
    t = Math.max(0, Math.min(1, t));
    if (stops.length === 1) return rgb(stops[0]!, stops[0]!, 0);
    const position = t * (stops.length - 1);
    const index = Math.min(Math.floor(position), stops.length - 2);
    return rgb(stops[index]!, stops[index + 1]!, position - index);
  };
}

function rgb(from: Rgba, to: Rgba, t: number): string {
  const channel = (a: number, b: number) => Math.round(a + (b - a) * t);
  return `rgb(${channel(from.r, to.r)}, ${channel(from.g, to.g)}, ${channel(from.b, to.b)})`;
}
