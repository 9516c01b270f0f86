// Theme presets and modes (spec §1: modes default, dark, system; algorithms default, dark,
// compact; presets default, dark, compact and playful variants; primary #2893B3; logo 24 px).

export const THEME_MODES = ['default', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export const THEME_ALGORITHMS = ['default', 'dark', 'compact'] as const;
export type ThemeAlgorithm = (typeof THEME_ALGORITHMS)[number];

export const THEME_PRESETS = ['default', 'dark', 'compact', 'playful', 'playfulDark'] as const;
export type ThemePreset = (typeof THEME_PRESETS)[number];

export const DEFAULT_PRIMARY_COLOR = '#2893B3';
export const LOGO_HEIGHT_PX = 24;

export interface ThemeSeed {
  colorPrimary: string;
  fontFamily: string;
  borderRadius: number;
}

export interface PresetDefinition {
  /** The family the preset belongs to: its light and dark variants share it. */
  family: 'default' | 'compact' | 'playful';
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
