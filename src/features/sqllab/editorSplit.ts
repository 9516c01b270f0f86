// How the editor and the results share a tab's height (Superset's northPercent/southPercent).

/** Superset's INITIAL_NORTH_PERCENT: the editor takes 30 % at first, the results the rest. */
export const INITIAL_NORTH_PERCENT = 30;
export const MIN_NORTH_PERCENT = 10;
export const MAX_NORTH_PERCENT = 90;
/** One arrow key press moves the splitter this much. */
export const KEYBOARD_STEP = 5;

export function clampNorthPercent(value: number): number {
  if (!Number.isFinite(value)) return INITIAL_NORTH_PERCENT;
  return Math.min(MAX_NORTH_PERCENT, Math.max(MIN_NORTH_PERCENT, value));
}

/** The tab's split, from its northPercent (or southPercent), else the initial one. */
export function northPercentOf(tab: { northPercent?: number; southPercent?: number }): number {
  if (typeof tab.northPercent === 'number') return clampNorthPercent(tab.northPercent);
  if (typeof tab.southPercent === 'number') return clampNorthPercent(100 - tab.southPercent);
  return INITIAL_NORTH_PERCENT;
}
