import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { PREFERENCE_KEYS, readPreference, writePreference } from '../preferences.ts';
import { applyTheme } from './applyTheme.ts';
import { isThemeMode, isThemePreset, type ThemeMode, type ThemePreset } from './presets.ts';
import { type ResolvedTheme, resolveTheme } from './resolveTheme.ts';
import { usePrefersDark } from './usePrefersDark.ts';

interface ThemeContextValue {
  mode: ThemeMode;
  preset: ThemePreset;
  theme: ResolvedTheme;
  setMode(mode: ThemeMode): void;
  setPreset(preset: ThemePreset): void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function storedMode(): ThemeMode {
  const value = readPreference(PREFERENCE_KEYS.themeMode);
  return isThemeMode(value) ? value : 'default';
}

function storedPreset(): ThemePreset {
  const value = readPreference(PREFERENCE_KEYS.themePreset);
  return isThemePreset(value) ? value : 'default';
}

/** Resolves the theme from the stored choices and the system scheme, and applies it to <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(storedMode);
  const [preset, setPresetState] = useState<ThemePreset>(storedPreset);
  const prefersDark = usePrefersDark();
  const theme = useMemo(() => resolveTheme({ mode, preset, prefersDark }), [mode, preset, prefersDark]);

  useLayoutEffect(() => {
    applyTheme(theme);
    document.documentElement.dataset.themeMode = mode;
  }, [theme, mode]);

  const setMode = useCallback((next: ThemeMode) => {
    writePreference(PREFERENCE_KEYS.themeMode, next);
    setModeState(next);
  }, []);
  const setPreset = useCallback((next: ThemePreset) => {
    writePreference(PREFERENCE_KEYS.themePreset, next);
    setPresetState(next);
  }, []);

  const value = useMemo(
    () => ({ mode, preset, theme, setMode, setPreset }),
    [mode, preset, theme, setMode, setPreset],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a <ThemeProvider> above it');
  return value;
}
