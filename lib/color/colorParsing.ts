// Hex, rgb()/rgba() and a few named colours to {r, g, b, a}; rgba strings with opacity; Superset's
// addAlpha and getContrastingColor.
import { opacityMessage } from '../validators/colorValidators.ts';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Record<string, [number, number, number]> = {
  white: [255, 255, 255],
  black: [0, 0, 0],
  red: [255, 0, 0],
  yellow: [255, 255, 0],
  blue: [0, 0, 255],
  green: [0, 128, 0],
  orange: [255, 165, 0],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
};

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i;

/** The colour a string names, or null: #rgb, #rgba, #rrggbb, #rrggbbaa (# optional), rgb(), rgba(), names. */
export function parseColor(text: string): Rgba | null {
  const trimmed = text.trim();
  const named = NAMED[trimmed.toLowerCase()];
  if (named) return { r: named[0], g: named[1], b: named[2], a: 1 };
  const hex = HEX.exec(trimmed)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
    const byte = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
    const a = full.length === 8 ? Math.round((byte(3) / 255) * 100) / 100 : 1;
    return { r: byte(0), g: byte(1), b: byte(2), a };
  }
  const rgb = RGB.exec(trimmed);
  if (rgb) {
    const [r, g, b] = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
    const a = rgb[4] === undefined ? 1 : Number(rgb[4]);
    if (
      [r, g, b].some((c) => c > 255) ||
      !(a >= 0 && a <= 1) ||
      /^rgb\(/i.test(trimmed) !== (rgb[4] === undefined)
    ) {
      return null;
    }
    return { r, g, b, a };
  }
  return null;
}

export function toRgbaString({ r, g, b, a }: Rgba): string {
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

function checkOpacity(opacity: number): void {
  if (!(opacity >= 0 && opacity <= 1)) throw new Error(opacityMessage(opacity));
}

/** `rgba(r, g, b, opacity)` of a colour; throws 'Invalid color: …' or the opacity message. */
export function withOpacity(color: string, opacity: number): string {
  checkOpacity(opacity);
  const parsed = parseColor(color);
  if (!parsed) throw new Error(`Invalid color: ${color}`);
  return toRgbaString({ ...parsed, a: opacity });
}

/** Appends the alpha byte to a hex colour (Superset's addAlpha). */
export function addAlpha(hexColor: string, opacity: number): string {
  checkOpacity(opacity);
  const alpha = `0${Math.round(opacity * 255)
    .toString(16)
    .toUpperCase()}`.slice(-2);
  return `${hexColor}${alpha}`;
}

const hexByte = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0')
    .toUpperCase();

/** #RRGGBBAA of an {r, g, b, a} colour (Superset's toRgbaHex). */
export function rgbaToHex({ r, g, b, a }: Rgba): string {
  return addAlpha(`#${hexByte(r)}${hexByte(g)}${hexByte(b)}`, a);
}

/** '#000' or '#FFF', whichever reads better on the colour; throws 'Invalid color: …'. */
export function getContrastingColor(color: string, threshold = 186): string {
  const isRgb = color.length > 7;
  const parsed = isRgb
    ? /^rgb\(/.test(color)
      ? parseColor(color)
      : null
    : /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)
      ? parseColor(color)
      : null;
  if (!parsed) throw new Error(`Invalid color: ${color}`);
  return parsed.r * 0.299 + parsed.g * 0.587 + parsed.b * 0.114 > threshold ? '#000' : '#FFF';
}
