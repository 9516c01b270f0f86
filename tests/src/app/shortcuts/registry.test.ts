import { describe, expect, it, vi } from 'vitest';
import { EDITOR_SHORTCUTS } from '../../../../src/app/shortcuts/editorShortcuts.ts';
import { bindingsFor, normalizeBinding } from '../../../../src/app/shortcuts/keys.ts';
import { actionForKey, SHORTCUT_ACTIONS, toEditorCommands } from '../../../../src/app/shortcuts/registry.ts';
import type { Platform, ShortcutContext } from '../../../../src/app/shortcuts/types.ts';
import { createTestServices } from '../../testUtils.tsx';

const PLATFORMS: Platform[] = ['mac', 'windows', 'linux'];
const catalogs = import.meta.glob<Record<string, Record<string, string>>>(
  '../../../../src/app/i18n/locales/*.json',
  { eager: true, import: 'default' },
);

function context(overrides: Partial<ShortcutContext> = {}): ShortcutContext {
  return {
    editor: { sql: 'SELECT 1;\nSELECT 2', selectedText: '', cursor: { row: 1, column: 0 } },
    queryRunning: false,
    tabCount: 3,
    runQuery: vi.fn(),
    stopQuery: vi.fn(),
    formatSql: vi.fn(),
    newTab: vi.fn(),
    switchTab: vi.fn(),
    ...overrides,
  };
}

const key = (keyName: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: keyName,
  code: '',
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...mods,
});

describe('shortcut registry', () => {
  const all = [...SHORTCUT_ACTIONS, ...EDITOR_SHORTCUTS];

  it('has unique ids', () => {
    const ids = all.map((shortcut) => shortcut.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  for (const platform of PLATFORMS) {
    it(`binds no key twice on ${platform}`, () => {
      const bindings = all.flatMap((shortcut) => bindingsFor(shortcut.keys, platform).map(normalizeBinding));
      expect(bindings.filter((binding, index) => bindings.indexOf(binding) !== index)).toEqual([]);
    });
  }

  it('gives every action a key on every platform', () => {
    for (const action of SHORTCUT_ACTIONS) {
      for (const platform of PLATFORMS)
        expect(bindingsFor(action.keys, platform).length, action.id).toBeGreaterThan(0);
    }
  });

  it('has a translated label for every shortcut in every catalog', () => {
    const en = createTestServices('en').i18n;
    for (const shortcut of all) {
      const [section, name] = shortcut.labelKey.split('.') as [string, string];
      const english = en.t(shortcut.labelKey);
      expect(english, shortcut.id).not.toBe(shortcut.labelKey);
      for (const [path, catalog] of Object.entries(catalogs)) {
        const text = catalog[section]?.[name];
        expect(typeof text === 'string' && text.trim() !== '', `${path} ${shortcut.labelKey}`).toBe(true);
        if (!path.endsWith('/en.json')) expect(text, `${path} ${shortcut.labelKey}`).not.toBe(english);
      }
    }
  });

  it('keeps Superset 4.1 keys: Ctrl+Enter runs, Ctrl+Shift+Enter runs the statement, Ctrl+E / Ctrl+X stops', () => {
    const find = (id: string) => SHORTCUT_ACTIONS.find((action) => action.id === id)!;
    expect(bindingsFor(find('runQuery').keys, 'linux')).toEqual(['Ctrl-Enter', 'Ctrl-R', 'Alt-Enter']);
    expect(bindingsFor(find('runQuery').keys, 'mac')).toContain('Cmd-Enter');
    expect(bindingsFor(find('runCurrentStatement').keys, 'windows')).toEqual(['Ctrl-Shift-Enter']);
    expect(bindingsFor(find('stopQuery').keys, 'mac')).toEqual(['Ctrl-X']);
    expect(bindingsFor(find('stopQuery').keys, 'windows')).toEqual(['Ctrl-E']);
    expect(bindingsFor(find('newTab').keys, 'windows')).toEqual(['Ctrl-Q']);
    expect(bindingsFor(find('newTab').keys, 'mac')).toEqual(['Ctrl-T']);
  });
});

describe('actions', () => {
  it('run the selection alone, else the whole text, and not while a query runs', () => {
    const ctx = context({
      editor: { sql: 'SELECT 1;\nSELECT 2', selectedText: 'SELECT 2', cursor: { row: 0, column: 0 } },
    });
    actionForKey(key('Enter', { ctrlKey: true }), ctx, 'linux')!.perform(ctx);
    expect(ctx.runQuery).toHaveBeenLastCalledWith('SELECT 2');
    const whole = context();
    actionForKey(key('Enter', { ctrlKey: true }), whole, 'linux')!.perform(whole);
    expect(whole.runQuery).toHaveBeenLastCalledWith('SELECT 1;\nSELECT 2');
    expect(
      actionForKey(key('Enter', { ctrlKey: true }), context({ queryRunning: true }), 'linux'),
    ).toBeUndefined();
    expect(
      actionForKey(
        key('Enter', { ctrlKey: true }),
        context({ editor: { sql: '  ', selectedText: '', cursor: { row: 0, column: 0 } } }),
        'linux',
      ),
    ).toBeUndefined();
  });

  it('run the statement under the cursor, ignoring the selection', () => {
    const ctx = context({
      editor: { sql: 'SELECT 1;\nSELECT 2', selectedText: 'SELECT 1', cursor: { row: 1, column: 3 } },
    });
    actionForKey(key('Enter', { metaKey: true, shiftKey: true }), ctx, 'mac')!.perform(ctx);
    expect(ctx.runQuery).toHaveBeenCalledExactlyOnceWith('SELECT 2');
  });

  it('stop only a running query', () => {
    expect(actionForKey(key('e', { ctrlKey: true }), context(), 'windows')).toBeUndefined();
    const ctx = context({ queryRunning: true });
    actionForKey(key('x', { ctrlKey: true }), ctx, 'mac')!.perform(ctx);
    expect(ctx.stopQuery).toHaveBeenCalledOnce();
  });

  it('open, format and switch tabs', () => {
    const ctx = context();
    actionForKey(key('q', { ctrlKey: true }), ctx, 'windows')!.perform(ctx);
    actionForKey(key('F', { ctrlKey: true, shiftKey: true }), ctx, 'linux')!.perform(ctx);
    actionForKey(key('[', { ctrlKey: true }), ctx, 'linux')!.perform(ctx);
    actionForKey(key(']', { ctrlKey: true }), ctx, 'linux')!.perform(ctx);
    expect(ctx.newTab).toHaveBeenCalledOnce();
    expect(ctx.formatSql).toHaveBeenCalledOnce();
    expect(vi.mocked(ctx.switchTab).mock.calls).toEqual([[-1], [1]]);
    expect(actionForKey(key(']', { ctrlKey: true }), context({ tabCount: 1 }), 'linux')).toBeUndefined();
  });
});

describe('toEditorCommands', () => {
  it('binds each action for the platform and gives it the editor state of the key press', () => {
    const ctx = context({ editor: null });
    const commands = toEditorCommands(() => ctx, 'windows');
    expect(commands.map((command) => command.name)).toEqual(
      SHORTCUT_ACTIONS.map((action) => `loupe.${action.id}`),
    );
    const run = commands.find((command) => command.name === 'loupe.runQuery')!;
    expect(run.bindKey).toEqual({ win: 'Ctrl-Enter|Ctrl-R|Alt-Enter', mac: 'Ctrl-Enter|Ctrl-R|Alt-Enter' });
    expect(run.exec({ sql: 'SELECT 3', selectedText: '', cursor: { row: 0, column: 0 } })).toBe(true);
    expect(ctx.runQuery).toHaveBeenCalledExactlyOnceWith('SELECT 3');
  });

  it('declines when the action does not apply, so ace handles the key', () => {
    const ctx = context();
    const stop = toEditorCommands(() => ctx, 'linux').find((command) => command.name === 'loupe.stopQuery')!;
    expect(stop.exec({ sql: '', selectedText: '', cursor: { row: 0, column: 0 } })).toBe(false);
    expect(ctx.stopQuery).not.toHaveBeenCalled();
  });
});
