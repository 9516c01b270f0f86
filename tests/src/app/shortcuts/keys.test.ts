import { describe, expect, it } from 'vitest';
import {
  bindingKeyNames,
  bindingsFor,
  detectPlatform,
  matchesBinding,
  normalizeBinding,
  parseBinding,
} from '../../../../src/app/shortcuts/keys.ts';

const press = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {},
  code = '',
) => ({
  key,
  code,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...mods,
});

describe('detectPlatform', () => {
  it('reads userAgentData, platform and userAgent', () => {
    expect(detectPlatform({ userAgentData: { platform: 'macOS' } })).toBe('mac');
    expect(detectPlatform({ platform: 'MacIntel' })).toBe('mac');
    expect(detectPlatform({ platform: 'Win32' })).toBe('windows');
    expect(detectPlatform({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' })).toBe('windows');
    expect(detectPlatform({ platform: 'Linux x86_64' })).toBe('linux');
    expect(detectPlatform(undefined)).toBe('linux');
  });
});

describe('bindings', () => {
  it('takes the platform entry, else the default', () => {
    const keys = { default: ['Ctrl-T'], windows: ['Ctrl-Q'] };
    expect(bindingsFor(keys, 'windows')).toEqual(['Ctrl-Q']);
    expect(bindingsFor(keys, 'mac')).toEqual(['Ctrl-T']);
  });

  it('parses modifiers and the key, brackets and a minus included', () => {
    expect(parseBinding('Ctrl-Shift-Enter')).toEqual({ modifiers: new Set(['Ctrl', 'Shift']), key: 'Enter' });
    expect(parseBinding('Ctrl-[')).toEqual({ modifiers: new Set(['Ctrl']), key: '[' });
    expect(parseBinding('Ctrl--')).toEqual({ modifiers: new Set(['Ctrl']), key: '-' });
    expect(() => parseBinding('Hyper-X')).toThrow(/Unknown modifier/);
  });

  it('normalizes the spelling', () => {
    expect(normalizeBinding('shift-ctrl-f')).toBe(normalizeBinding('Ctrl-Shift-F'));
    expect(normalizeBinding('Cmd-Alt-F')).toBe('Alt-Cmd-F');
  });

  it('matches a key press with exactly its modifiers, by key or by code', () => {
    expect(matchesBinding('Ctrl-Enter', press('Enter', { ctrlKey: true }))).toBe(true);
    expect(matchesBinding('Ctrl-Enter', press('Enter', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matchesBinding('Cmd-Enter', press('Enter', { metaKey: true }))).toBe(true);
    expect(matchesBinding('Ctrl-Shift-F', press('F', { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(matchesBinding('Ctrl-T', press('t', { ctrlKey: true }))).toBe(true);
    // Alt on a Mac changes the key: the code still matches.
    expect(matchesBinding('Ctrl-Alt-T', press('†', { ctrlKey: true, altKey: true }, 'KeyT'))).toBe(true);
    expect(matchesBinding('Ctrl-[', press('ü', { ctrlKey: true }, 'BracketLeft'))).toBe(true);
    expect(matchesBinding('Ctrl-E', press('e'))).toBe(false);
  });

  it('names the keys as the platform does', () => {
    expect(bindingKeyNames('Cmd-Shift-Enter', 'mac')).toEqual(['⇧', '⌘', '↩']);
    expect(bindingKeyNames('Ctrl-Alt-F', 'mac')).toEqual(['⌃', '⌥', 'F']);
    expect(bindingKeyNames('Ctrl-Shift-Enter', 'windows')).toEqual(['Ctrl', 'Shift', 'Enter']);
  });
});
