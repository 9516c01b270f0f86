// Theme presets and modes (spec §1: modes default, dark, system; algorithms default, dark,
// compact; presets default, dark, compact and playful variants; primary #2893B3; logo 24 px).
//
// The model. The user makes two independent choices, both kept in localStorage
// (app/preferences.ts) and both offered in the user menu's Theme submenu:
// - the mode (Appearance): default (light), dark, or system (follows prefers-color-scheme);
// - the preset family (Style): default, compact or playful. The menu stores the family's light
//   preset ('default', 'compact', 'playful'; see FAMILY_PRESETS).
// The mode then picks the light or dark variant of the family: resolveTheme() applies the dark
// algorithm, so mode dark + 'default' is the 'dark' preset's theme, mode dark + 'playful' is
// 'playfulDark''s, and mode dark + 'compact' is compact on the dark algorithm ('compact-dark').
// The dark presets 'dark' and 'playfulDark' remain valid stored values: they pin their family
// dark in every mode. The menu shows their family as chosen; choosing a family there stores its
// light preset and gives the light/dark decision back to the mode.
// index.html's pre-render script repeats each preset's family and which presets are dark (to set
// data-theme before the app loads); tests/src/indexHtml.test.ts checks it agrees with resolveTheme().

export const THEME_MODES = ['default', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const THEME_ALGORITHMS = ['default', 'dark', 'compact'] as const;
export type ThemeAlgorithm = (typeof THEME_ALGORITHMS)[number];

export const THEME_PRESETS = ['default', 'dark', 'compact', 'playful', 'playfulDark'] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];

/** The preset families the user picks from; each has a light preset and a dark variant. */
export const THEME_PRESET_FAMILIES = ['default', 'compact', 'playful'] as const;
export type ThemePresetFamily = (typeof THEME_PRESET_FAMILIES)[number];

/** The preset the menu stores for a family: its light one (the mode decides light or dark). */
export const FAMILY_PRESETS: Record<ThemePresetFamily, ThemePreset> = {
  default: 'default',
  compact: 'compact',
  playful: 'playful',
};

export const DEFAULT_PRIMARY_COLOR = '#2893B3';
export const LOGO_HEIGHT_PX = 24;

export interface ThemeSeed {
  colorPrimary: string;
  fontFamily: string;
  borderRadius: number;
}

export interface PresetDefinition {
  /** The family the preset belongs to: its light and dark variants share it. */
  family: ThemePresetFamily;
  /** Algorithms the preset always applies (dark presets are dark in every mode). */
  algorithms: readonly ThemeAlgorithm[];
  seed: ThemeSeed;
}

const SYSTEM_FONTS =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const ROUNDED_FONTS = "Nunito, 'Varela Round', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const BASE_SEED: ThemeSeed = {
  colorPrimary: DEFAULT_PRIMARY_COLOR,
  fontFamily: SYSTEM_FONTS,
  borderRadius: 4,
};
const PLAYFUL_SEED: ThemeSeed = { colorPrimary: '#7B61FF', fontFamily: ROUNDED_FONTS, borderRadius: 12 };

export const PRESETS: Record<ThemePreset, PresetDefinition> = {
  default: { family: 'default', algorithms: ['default'], seed: BASE_SEED },
  dark: { family: 'default', algorithms: ['dark'], seed: BASE_SEED },
  compact: { family: 'compact', algorithms: ['default', 'compact'], seed: BASE_SEED },
  playful: { family: 'playful', algorithms: ['default'], seed: PLAYFUL_SEED },
  playfulDark: { family: 'playful', algorithms: ['dark'], seed: PLAYFUL_SEED },
};

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

export function isThemePreset(value: unknown): value is ThemePreset {
  return typeof value === 'string' && (THEME_PRESETS as readonly string[]).includes(value);
}
