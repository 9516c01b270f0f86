// Widths and fonts the grid measures: the scroller's content width (useContentWidth, shared) and
// text measurers.
export { useContentWidth } from '../hooks/useContentWidth.ts';

import { createTextMeasurer, type Measurers } from './autosize.ts';
import type { GridSize } from './gridSizes.ts';

/** Measurers in the theme's font before the grid is shown (for the first widths). */
export function gridMeasurers(size: GridSize): Measurers {
  const style = typeof document === 'undefined' ? undefined : getComputedStyle(document.documentElement);
  const family = style?.getPropertyValue('--loupe-font-family').trim() || 'sans-serif';
  const base = Number.parseFloat(style?.getPropertyValue('--loupe-font-size') ?? '') || 14;
  const fontSize = size === 'small' ? base - 2 : base;
  return {
    cell: createTextMeasurer(`${fontSize}px ${family}`),
    header: createTextMeasurer(`600 ${fontSize}px ${family}`),
  };
}

/** Measurers in the fonts the grid's cells and headers really use, when they can be read. */
export function measurersFor(element: HTMLElement, fallback: Measurers): Measurers {
  const fontOf = (selector: string) => {
    const node = element.querySelector(selector);
    return node ? getComputedStyle(node).font : '';
  };
  const cellFont = fontOf('td.loupe-data-grid__cell:not(.loupe-data-grid__cell--row-number)');
  const headerFont = fontOf('.loupe-data-grid__header-name');
  return {
    cell: cellFont ? createTextMeasurer(cellFont) : fallback.cell,
    header: headerFont ? createTextMeasurer(headerFont) : fallback.header,
  };
}
