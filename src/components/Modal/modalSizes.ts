// Modal sizes (spec §9 'Modal'): width 600 px; responsive up to 900 px; resizable down to
// 380 × 174 px, or 380 × 109 px without a footer.
import type { CSSProperties } from 'react';

export const MODAL_DEFAULT_WIDTH = 600;
export const MODAL_RESPONSIVE_MAX_WIDTH = 900;
export const MODAL_MIN_WIDTH = 380;
export const MODAL_MIN_HEIGHT = 174;
export const MODAL_MIN_HEIGHT_NO_FOOTER = 109;

export interface ModalSize {
  width: number;
  height: number;
}

export function modalMinHeight(hasFooter: boolean): number {
  return hasFooter ? MODAL_MIN_HEIGHT : MODAL_MIN_HEIGHT_NO_FOOTER;
}

/** A resized modal never gets smaller than the minimum. */
export function clampModalSize(size: ModalSize, hasFooter: boolean): ModalSize {
  return {
    width: Math.max(MODAL_MIN_WIDTH, size.width),
    height: Math.max(modalMinHeight(hasFooter), size.height),
  };
}

/** Width of the modal: a fixed width (600 px default), or full width up to 900 px when responsive. */
export function modalWidthStyle(width: number | string | undefined, responsive: boolean): CSSProperties {
  if (responsive) return { width: '100%', maxWidth: `${MODAL_RESPONSIVE_MAX_WIDTH}px` };
  const value = width ?? MODAL_DEFAULT_WIDTH;
  return { width: typeof value === 'number' ? `${value}px` : value, maxWidth: '100%' };
}
