// Mounts the real ace editor in jsdom (it runs there without stubs; the autocomplete popup's
// rendering is not measured, so the offered entries are read from ace's completer).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ace } from 'ace-builds';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { loadCatalog } from '../../../../src/app/i18n/catalogs.ts';
import { toEditorCommands } from '../../../../src/app/shortcuts/registry.ts';
import type { ShortcutContext } from '../../../../src/app/shortcuts/types.ts';
import type { SqlCompletions } from '../../../../src/components/SqlEditor/completions.ts';
import { SqlEditor } from '../../../../src/components/SqlEditor/SqlEditor.tsx';
import type { SqlEditorHandle, SqlEditorProps } from '../../../../src/components/SqlEditor/sqlEditorTypes.ts';
import { createTestServices, renderWithProviders } from '../../testUtils.tsx';

async function mount(props: Partial<SqlEditorProps> = {}, language: 'en' | 'de' = 'en') {
  const ref = createRef<SqlEditorHandle>();
  if (language !== 'en') await loadCatalog(language);
  const services = createTestServices(language);
  const result = renderWithProviders(<SqlEditor value="" height={200} {...props} ref={ref} />, services);
  const host = await screen.findByTestId('sql-editor');
  const element = await waitFor(() => {
    const found = host.querySelector<HTMLElement & { env?: { editor: Ace.Editor } }>(
      '.loupe-sql-editor__ace',
    );
    if (!found?.env) throw new Error('ace not mounted yet');
    return found;
  });
  const editor = element.env!.editor;
  const textarea = host.querySelector('textarea')!;
  const rerender = (next: Partial<SqlEditorProps>) =>
    result.rerender(
      <AppProviders services={services}>
        <SqlEditor value="" height={200} {...props} {...next} ref={ref} />
      </AppProviders>,
    );
  return { ...result, ref, host, editor, textarea, rerender };
}

function pressCtrl(target: Element, key: string, keyCode: number, extra: KeyboardEventInit = {}) {
  fireEvent.keyDown(target, { key, code: key, keyCode, ctrlKey: true, ...extra });
}

function context(overrides: Partial<ShortcutContext> = {}): ShortcutContext {
  return {
    editor: null,
    queryRunning: false,
    tabCount: 1,
    runQuery: vi.fn(),
    stopQuery: vi.fn(),
    formatSql: vi.fn(),
    newTab: vi.fn(),
    switchTab: vi.fn(),
    ...overrides,
  };
}

describe('SqlEditor', () => {
  it('shows a placeholder, then ace in SQL mode with the text and the cursor at row 0, column 0', async () => {
    const { editor, textarea } = await mount({ value: 'SELECT 1' });
    expect(editor.getValue()).toBe('SELECT 1');
    expect((editor.session.getMode() as { $id?: string }).$id).toBe('ace/mode/sql');
    expect(editor.getCursorPosition()).toEqual({ row: 0, column: 0 });
    expect(textarea.getAttribute('aria-label')).toMatch(/^SQL editor, Cursor at row 1/);
  });

  it('starts at the given cursor position', async () => {
    const { editor } = await mount({ value: 'SELECT 1\nFROM t', cursorPosition: { row: 1, column: 4 } });
    expect(editor.getCursorPosition()).toEqual({ row: 1, column: 4 });
  });

  it('reports every edit with the whole text', async () => {
    const onChange = vi.fn();
    const { textarea, editor } = await mount({ value: 'SELECT ', onChange });
    editor.navigateFileEnd();
    editor.focus();
    expect(textarea).toHaveFocus();
    await userEvent.keyboard('42');
    expect(onChange).toHaveBeenLastCalledWith('SELECT 42');
  });

  it('takes a new value from its parent without reporting it as an edit, keeping the cursor', async () => {
    const onChange = vi.fn();
    const { editor, rerender } = await mount({ value: 'SELECT 1', onChange });
    editor.moveCursorTo(0, 3);
    rerender({ value: 'SELECT 12345' });
    expect(editor.getValue()).toBe('SELECT 12345');
    expect(editor.getCursorPosition()).toEqual({ row: 0, column: 3 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports the cursor and the selected text', async () => {
    const onCursorChange = vi.fn();
    const onSelectionChange = vi.fn();
    const { editor } = await mount({ value: 'SELECT 1;\nSELECT 2', onCursorChange, onSelectionChange });
    act(() => editor.moveCursorTo(1, 2));
    expect(onCursorChange).toHaveBeenLastCalledWith({ row: 1, column: 2 });
    act(() => editor.selection.selectLine());
    expect(onSelectionChange).toHaveBeenLastCalledWith('SELECT 2');
    act(() => editor.clearSelection());
    expect(onSelectionChange).toHaveBeenLastCalledWith('');
  });

  it('gives its state and inserts text through its ref', async () => {
    const { ref, editor } = await mount({ value: 'SELECT 1' });
    editor.navigateFileEnd();
    act(() => ref.current!.insert(' + 1'));
    expect(ref.current!.getState()).toEqual({
      sql: 'SELECT 1 + 1',
      selectedText: '',
      cursor: { row: 0, column: 12 },
    });
  });

  it('runs the whole text with Ctrl+Enter, and the selection alone when there is one', async () => {
    const ctx = context();
    const commands = toEditorCommands(() => ctx, 'linux');
    const { editor, textarea } = await mount({ value: 'SELECT 1;\nSELECT 2', commands });
    pressCtrl(textarea, 'Enter', 13);
    expect(ctx.runQuery).toHaveBeenLastCalledWith('SELECT 1;\nSELECT 2');
    editor.selection.moveTo(1, 0);
    editor.selection.selectLineEnd();
    pressCtrl(textarea, 'Enter', 13);
    expect(ctx.runQuery).toHaveBeenLastCalledWith('SELECT 2');
  });

  it('runs only the statement under the cursor with Ctrl+Shift+Enter', async () => {
    const ctx = context();
    const { editor, textarea } = await mount({
      value: 'SELECT 1;\nSELECT 2;\nSELECT 3',
      commands: toEditorCommands(() => ctx, 'linux'),
    });
    editor.moveCursorTo(1, 4);
    pressCtrl(textarea, 'Enter', 13, { shiftKey: true });
    expect(ctx.runQuery).toHaveBeenCalledExactlyOnceWith('SELECT 2');
  });

  it('leaves a key to ace when the shortcut does not apply (Ctrl+] indents with one tab)', async () => {
    const ctx = context({ tabCount: 1 });
    const { editor, textarea } = await mount({
      value: 'SELECT 1',
      commands: toEditorCommands(() => ctx, 'linux'),
    });
    pressCtrl(textarea, ']', 221);
    expect(ctx.switchTab).not.toHaveBeenCalled();
    expect(editor.getValue()).toBe('  SELECT 1');
    ctx.tabCount = 2;
    pressCtrl(textarea, ']', 221);
    expect(ctx.switchTab).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('swaps its commands when given new ones', async () => {
    const first = vi.fn(() => true);
    const second = vi.fn(() => true);
    const { textarea, rerender } = await mount({
      commands: [{ name: 'run', bindKey: 'Ctrl-Enter', exec: first }],
    });
    rerender({ commands: [{ name: 'run', bindKey: 'Ctrl-Enter', exec: second }] });
    pressCtrl(textarea, 'Enter', 13);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith({
      sql: '',
      selectedText: '',
      cursor: { row: 0, column: 0 },
    });
  });

  const completions: SqlCompletions = {
    schemas: ['sales_archive'],
    tables: [{ name: 'sales', schema: 'main' }],
    columns: [{ name: 'sale_id', table: 'sales', type: 'INTEGER' }],
    functions: ['sanitize'],
    keywords: ['SAMPLE', 'SELECT'],
  };

  async function offered(editor: Ace.Editor) {
    editor.navigateFileEnd();
    act(() => editor.execCommand('startAutocomplete'));
    return waitFor(() => {
      const filtered = (editor as unknown as { completer?: { completions?: { filtered: Ace.Completion[] } } })
        .completer?.completions?.filtered;
      if (!filtered) throw new Error('no completions yet');
      return filtered.map((entry) => `${entry.meta}:${entry.value}`);
    });
  }

  it('offers columns, tables, schemas, keywords and functions for a prefix, in that order', async () => {
    const { editor } = await mount({ value: 'SELECT * FROM sa', completions });
    expect(await offered(editor)).toEqual([
      'Column:sale_id',
      'Table:sales',
      'Schema:sales_archive',
      'Keyword:SAMPLE',
      'Function:sanitize',
    ]);
  });

  it('labels the entries in the app language', async () => {
    const { editor } = await mount({ value: 'sal', completions }, 'de');
    expect(await offered(editor)).toEqual([
      'Spalte:sale_id',
      'Tabelle:sales',
      'DB-Schema:sales_archive',
      'Schlüsselwort:SAMPLE',
    ]);
  });

  it('follows the dark and light modes of the app', async () => {
    const { editor } = await mount();
    expect(editor.getTheme()).toBe('ace/theme/github');
    act(() => document.documentElement.setAttribute('data-theme', 'compact-dark'));
    await waitFor(() => expect(editor.getTheme()).toBe('ace/theme/github_dark'));
    act(() => document.documentElement.setAttribute('data-theme', 'playful'));
    await waitFor(() => expect(editor.getTheme()).toBe('ace/theme/github'));
  });

  it('can be read-only', async () => {
    const onChange = vi.fn();
    const { editor, rerender } = await mount({ value: 'SELECT 1', readOnly: true, onChange });
    expect(editor.getReadOnly()).toBe(true);
    rerender({ value: 'SELECT 1', readOnly: false, onChange });
    expect(editor.getReadOnly()).toBe(false);
  });

  it('destroys ace on unmount', async () => {
    const { editor, unmount, host } = await mount();
    const element = host.querySelector('.loupe-sql-editor__ace')!;
    unmount();
    expect(element.isConnected).toBe(false);
    expect(editor.renderer).toBeDefined();
  });
});
