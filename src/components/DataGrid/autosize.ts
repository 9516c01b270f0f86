// Column widths from the content (pure, given a text measurer): Autosize fits the widest text of
// a sample of the rows spread over the data, plus the cell padding; the header also makes room
// for its sort icon and menu button.
import { clamp } from './gridSizes.ts';

export type MeasureText = (text: string) => number;

/** Measurers for body cells and for the (bold) header. */
export interface Measurers {
  cell: MeasureText;
  header: MeasureText;
}

/** Padding and border of a body cell; the extra room a header needs for its icons. */
export const CELL_PADDING = 18;
export const HEADER_EXTRA = 64;
/** Texts longer than this are measured by their first characters only. */
const MEASURED_LENGTH = 200;

/** At most `max` row indices spread evenly over `count` rows (all of them when fewer). */
export function sampleRowIndices(count: number, max: number): number[] {
  if (count <= max) return Array.from({ length: count }, (_, index) => index);
  const step = count / max;
  return Array.from({ length: max }, (_, index) => Math.floor(index * step));
}

export function fitColumnWidth(
  header: string,
  texts: Iterable<string>,
  measure: MeasureText,
  [min, max]: readonly [number, number],
  measureHeader: MeasureText = measure,
): number {
  let widest = measureHeader(header.slice(0, MEASURED_LENGTH)) + HEADER_EXTRA - CELL_PADDING;
  const seen = new Set<string>();
  for (const text of texts) {
    const sample = text.length > MEASURED_LENGTH ? text.slice(0, MEASURED_LENGTH) : text;
    if (seen.has(sample)) continue;
    seen.add(sample);
    widest = Math.max(widest, measure(sample));
  }
  return Math.round(clamp(Math.ceil(widest) + CELL_PADDING, min, max));
}

/** Average advance of a character, for when no canvas can measure (jsdom, old browsers). */
export const FALLBACK_CHAR_WIDTH = 7.5;

/** A measurer for the given CSS font: an OffscreenCanvas when there is one, else an estimate. */
export function createTextMeasurer(font?: string): MeasureText {
  const context = offscreenContext();
  if (!context) return (text) => text.length * FALLBACK_CHAR_WIDTH;
  if (font) context.font = font;
  return (text) => context.measureText(text).width;
}

function offscreenContext(): OffscreenCanvasRenderingContext2D | null {
  if (typeof OffscreenCanvas === 'undefined') return null;
  try {
    return new OffscreenCanvas(1, 1).getContext('2d');
  } catch {
    return null;
  }
}
