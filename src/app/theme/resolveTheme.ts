// Pure theme resolution: mode + preset + the system's colour scheme → algorithms and CSS tokens.
import { alpha, mix } from './colors.ts';
import { LOGO_HEIGHT_PX, PRESETS, type ThemeAlgorithm, type ThemeMode, type ThemePreset } from './presets.ts';

export interface ThemeInput {
  mode: ThemeMode;
  preset: ThemePreset;
  /** Whether the system asks for a dark colour scheme (prefers-color-scheme). */
  prefersDark: boolean;
}

export type CssTokens = Record<`--loupe-${string}`, string>;

export interface ResolvedTheme {
  /** Value of the `data-theme` attribute: default, dark, compact, compact-dark, playful, playful-dark. */
  name: string;
  /** The preset the theme was resolved from (`data-theme-preset`; unknown ones fall back to default). */
  preset: ThemePreset;
  isDark: boolean;
  algorithms: ThemeAlgorithm[];
  tokens: CssTokens;
}

const LIGHT = {
  bg: '#f5f7fa',
  container: '#ffffff',
  elevated: '#ffffff',
  subtle: '#eef1f5',
  text: '#1d2330',
  textSecondary: '#5a6475',
  textDisabled: '#9aa3b1',
  border: '#dde2e9',
  borderStrong: '#c3cad5',
  shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
  shadowElevated: '0 8px 24px rgba(16, 24, 40, 0.14), 0 2px 6px rgba(16, 24, 40, 0.08)',
  overlay: 'rgba(16, 24, 40, 0.45)',
};

const DARK = {
  bg: '#111418',
  container: '#1a1e24',
  elevated: '#222730',
  subtle: '#262c35',
  text: '#e6e9ef',
  textSecondary: '#a3acba',
  textDisabled: '#657080',
  border: '#2f3641',
  borderStrong: '#434c59',
  shadow: '0 1px 2px rgba(0, 0, 0, 0.4)',
  shadowElevated: '0 8px 24px rgba(0, 0, 0, 0.55), 0 2px 6px rgba(0, 0, 0, 0.4)',
  overlay: 'rgba(0, 0, 0, 0.6)',
};

const STATUS = { success: '#2fa86b', warning: '#e0a100', danger: '#e04355', info: '#3d8fd9' };

export function resolveTheme({ mode, preset, prefersDark }: ThemeInput): ResolvedTheme {
  const known: ThemePreset = Object.hasOwn(PRESETS, preset) ? preset : 'default';
  const definition = PRESETS[known];
  const isDark =
    definition.algorithms.includes('dark') || mode === 'dark' || (mode === 'system' && prefersDark);
  const isCompact = definition.algorithms.includes('compact');
  const algorithms: ThemeAlgorithm[] = [
    isDark ? 'dark' : 'default',
    ...(isCompact ? ['compact' as const] : []),
  ];

  const palette = isDark ? DARK : LIGHT;
  const { colorPrimary, fontFamily, borderRadius } = definition.seed;
  const primary = isDark ? mix(colorPrimary, '#ffffff', 0.12) : colorPrimary;
  const unit = isCompact ? 6 : 8;
  const fontSize = isCompact ? 13 : 14;
  const controlHeight = isCompact ? 26 : 32;

  const tokens: CssTokens = {
    '--loupe-color-primary': primary,
    '--loupe-color-primary-hover': mix(primary, isDark ? '#ffffff' : '#000000', 0.12),
    '--loupe-color-primary-active': mix(primary, isDark ? '#ffffff' : '#000000', 0.22),
    '--loupe-color-primary-bg': isDark ? alpha(primary, 0.18) : mix(primary, '#ffffff', 0.88),
    '--loupe-color-on-primary': '#ffffff',
    '--loupe-color-link': primary,
    '--loupe-color-focus-ring': alpha(primary, 0.45),
    '--loupe-color-bg': palette.bg,
    '--loupe-color-bg-container': palette.container,
    '--loupe-color-bg-elevated': palette.elevated,
    '--loupe-color-bg-subtle': palette.subtle,
    '--loupe-color-overlay': palette.overlay,
    '--loupe-color-text': palette.text,
    '--loupe-color-text-secondary': palette.textSecondary,
    '--loupe-color-text-disabled': palette.textDisabled,
    '--loupe-color-border': palette.border,
    '--loupe-color-border-strong': palette.borderStrong,
    '--loupe-color-success': STATUS.success,
    '--loupe-color-warning': STATUS.warning,
    '--loupe-color-danger': STATUS.danger,
    '--loupe-color-danger-hover': mix(STATUS.danger, '#000000', 0.12),
    '--loupe-color-info': STATUS.info,
    '--loupe-color-success-bg': alpha(STATUS.success, isDark ? 0.16 : 0.1),
    '--loupe-color-warning-bg': alpha(STATUS.warning, isDark ? 0.16 : 0.12),
    '--loupe-color-danger-bg': alpha(STATUS.danger, isDark ? 0.16 : 0.08),
    '--loupe-color-info-bg': alpha(STATUS.info, isDark ? 0.16 : 0.1),
    '--loupe-shadow': palette.shadow,
    '--loupe-shadow-elevated': palette.shadowElevated,
    '--loupe-font-family': fontFamily,
    '--loupe-font-family-code': "'JetBrains Mono', 'Fira Code', Menlo, Consolas, monospace",
    '--loupe-font-size': `${fontSize}px`,
    '--loupe-font-size-sm': `${fontSize - 2}px`,
    '--loupe-font-size-lg': `${fontSize + 2}px`,
    '--loupe-font-size-xl': `${fontSize + 6}px`,
    '--loupe-font-size-xxl': `${fontSize + 12}px`,
    '--loupe-line-height': '1.5715',
    '--loupe-spacing': `${unit}px`,
    '--loupe-spacing-xs': `${unit / 2}px`,
    '--loupe-spacing-sm': `${unit}px`,
    '--loupe-spacing-md': `${unit * 2}px`,
    '--loupe-spacing-lg': `${unit * 3}px`,
    '--loupe-spacing-xl': `${unit * 4}px`,
    '--loupe-radius': `${borderRadius}px`,
    '--loupe-radius-lg': `${borderRadius * 2}px`,
    '--loupe-control-height': `${controlHeight}px`,
    '--loupe-logo-height': `${LOGO_HEIGHT_PX}px`,
    '--loupe-navbar-height': `${isCompact ? 48 : 56}px`,
  };

  const name = `${definition.family}${isDark ? '-dark' : ''}`.replace(/^default-dark$/, 'dark');
  return { name, preset: known, isDark, algorithms, tokens };
}
