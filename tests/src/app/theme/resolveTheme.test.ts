import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIMARY_COLOR,
  FAMILY_PRESETS,
  LOGO_HEIGHT_PX,
  PRESETS,
  THEME_ALGORITHMS,
  THEME_MODES,
  THEME_PRESET_FAMILIES,
  THEME_PRESETS,
  type ThemePreset,
} from '../../../../src/app/theme/presets.ts';
import { resolveTheme } from '../../../../src/app/theme/resolveTheme.ts';

describe('resolveTheme', () => {
  it('gives the default theme: primary #2893B3, logo 24 px, light', () => {
    const theme = resolveTheme({ mode: 'default', preset: 'default', prefersDark: false });
    expect(theme.name).toBe('default');
    expect(theme.isDark).toBe(false);
    expect(theme.algorithms).toEqual(['default']);
    expect(theme.tokens['--loupe-color-primary']).toBe('#2893B3');
    expect(theme.tokens['--loupe-logo-height']).toBe('24px');
    expect(theme.tokens['--loupe-color-bg']).toBe('#f5f7fa');
    expect(theme.tokens['--loupe-font-size']).toBe('14px');
    expect(theme.tokens['--loupe-spacing']).toBe('8px');
    expect(DEFAULT_PRIMARY_COLOR).toBe('#2893B3');
    expect(LOGO_HEIGHT_PX).toBe(24);
  });

  it('lists the modes, algorithms and presets of the spec', () => {
    expect(THEME_MODES).toEqual(['default', 'dark', 'system']);
    expect(THEME_ALGORITHMS).toEqual(['default', 'dark', 'compact']);
    expect(THEME_PRESETS).toEqual(['default', 'dark', 'compact', 'playful', 'playfulDark']);
  });

  it('is dark in dark mode, and in system mode when the system prefers dark', () => {
    expect(resolveTheme({ mode: 'dark', preset: 'default', prefersDark: false })).toMatchObject({
      name: 'dark',
      isDark: true,
      algorithms: ['dark'],
    });
    expect(resolveTheme({ mode: 'system', preset: 'default', prefersDark: true }).name).toBe('dark');
    expect(resolveTheme({ mode: 'system', preset: 'default', prefersDark: false }).name).toBe('default');
    expect(resolveTheme({ mode: 'default', preset: 'default', prefersDark: true }).name).toBe('default');
  });

  it('keeps dark presets dark in every mode', () => {
    expect(resolveTheme({ mode: 'default', preset: 'dark', prefersDark: false }).name).toBe('dark');
    expect(resolveTheme({ mode: 'default', preset: 'playfulDark', prefersDark: false })).toMatchObject({
      name: 'playful-dark',
      isDark: true,
    });
  });

  it('applies the compact algorithm on top of light or dark', () => {
    const light = resolveTheme({ mode: 'default', preset: 'compact', prefersDark: false });
    expect(light).toMatchObject({ name: 'compact', algorithms: ['default', 'compact'] });
    expect(light.tokens['--loupe-font-size']).toBe('13px');
    expect(light.tokens['--loupe-spacing']).toBe('6px');
    expect(resolveTheme({ mode: 'dark', preset: 'compact', prefersDark: false })).toMatchObject({
      name: 'compact-dark',
      algorithms: ['dark', 'compact'],
    });
  });

  it('names the preset it resolved, falling back to default for one it does not know', () => {
    expect(resolveTheme({ mode: 'dark', preset: 'compact', prefersDark: false }).preset).toBe('compact');
    const unknown = resolveTheme({ mode: 'default', preset: 'neon' as ThemePreset, prefersDark: false });
    expect(unknown).toMatchObject({ name: 'default', preset: 'default' });
    const inherited = resolveTheme({
      mode: 'default',
      preset: 'toString' as ThemePreset,
      prefersDark: false,
    });
    expect(inherited.preset).toBe('default');
  });

  it('gives every preset a family, and each family a light preset the menu stores', () => {
    for (const preset of THEME_PRESETS) expect(THEME_PRESET_FAMILIES).toContain(PRESETS[preset].family);
    for (const family of THEME_PRESET_FAMILIES) {
      const preset = FAMILY_PRESETS[family];
      expect(PRESETS[preset].family).toBe(family);
      expect(PRESETS[preset].algorithms).not.toContain('dark');
    }
    // The dark presets are what mode dark makes of their family's light preset.
    for (const [dark, light] of [
      ['dark', 'default'],
      ['playfulDark', 'playful'],
    ] as const) {
      expect(resolveTheme({ mode: 'default', preset: dark, prefersDark: false })).toEqual({
        ...resolveTheme({ mode: 'dark', preset: light, prefersDark: false }),
        preset: dark,
      });
    }
  });

  it('gives playful its own primary colour and rounder corners', () => {
    const playful = resolveTheme({ mode: 'default', preset: 'playful', prefersDark: false });
    expect(playful.name).toBe('playful');
    expect(playful.tokens['--loupe-color-primary']).not.toBe('#2893B3');
    expect(playful.tokens['--loupe-radius']).toBe('12px');
    expect(resolveTheme({ mode: 'dark', preset: 'playful', prefersDark: false }).name).toBe('playful-dark');
  });

  it('emits every token for every combination', () => {
    const names = Object.keys(
      resolveTheme({ mode: 'default', preset: 'default', prefersDark: false }).tokens,
    );
    for (const mode of THEME_MODES) {
      for (const preset of THEME_PRESETS) {
        for (const prefersDark of [false, true]) {
          const { tokens } = resolveTheme({ mode, preset, prefersDark });
          expect(Object.keys(tokens)).toEqual(names);
          for (const value of Object.values(tokens)) expect(value).not.toBe('');
        }
      }
    }
    expect(names).toEqual(
      expect.arrayContaining([
        '--loupe-color-primary',
        '--loupe-color-bg',
        '--loupe-color-text',
        '--loupe-font-size',
        '--loupe-spacing',
        '--loupe-logo-height',
      ]),
    );
  });
});
