// The ace editor behind <SqlEditor/> (loaded lazily: see SqlEditor.tsx and loadAce.ts).
import type { Ace } from 'ace-builds';
import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCompletions, type CompletionMetaLabels, type SqlCompletions } from './completions.ts';
import { ACE_MODE, ACE_THEMES, ace } from './loadAce.ts';
import type { SqlEditorCommand, SqlEditorProps } from './sqlEditorTypes.ts';
import { type SqlEditorState, START_POSITION } from './sqlToRun.ts';
import { useDarkTheme } from './useDarkTheme.ts';

/** The editor's state now: text, selected text and cursor. */
export function readEditorState(editor: Ace.Editor): SqlEditorState {
  const { row, column } = editor.getCursorPosition();
  return { sql: editor.getValue(), selectedText: editor.getSelectedText(), cursor: { row, column } };
}

const NO_COMMANDS: readonly SqlEditorCommand[] = [];
const NO_COMPLETIONS: SqlCompletions = {};

export function AceSqlEditor({
  value,
  onChange,
  onCursorChange,
  onSelectionChange,
  cursorPosition = START_POSITION,
  height = '100%',
  readOnly = false,
  commands = NO_COMMANDS,
  completions = NO_COMPLETIONS,
  label,
  autoFocus = false,
  className,
  ref,
}: SqlEditorProps) {
  const { t } = useTranslation();
  const dark = useDarkTheme();
  const hostRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Ace.Editor | null>(null);
  /** True while the editor takes a new `value` from props: that is no edit to report. */
  const silent = useRef(false);
  const callbacks = useRef({ onChange, onCursorChange, onSelectionChange });
  callbacks.current = { onChange, onCursorChange, onSelectionChange };

  const metaLabels = useMemo<CompletionMetaLabels>(
    () => ({
      column: t('sqlEditor.meta.column'),
      table: t('sqlEditor.meta.table'),
      schema: t('sqlEditor.meta.schema'),
      keyword: t('sqlEditor.meta.keyword'),
      function: t('sqlEditor.meta.function'),
    }),
    [t],
  );
  const entries = useMemo(() => buildCompletions(completions, metaLabels), [completions, metaLabels]);
  const entriesRef = useRef(entries);
  entriesRef.current = entries;
  /** What the editor starts with (read on mount only). */
  const initial = useRef({ value, cursorPosition, autoFocus });

  // Create once; the effects below keep the options in step with the props.
  useLayoutEffect(() => {
    const element = document.createElement('div');
    element.className = 'loupe-sql-editor__ace';
    hostRef.current!.append(element);
    const editor = ace.edit(element, {
      mode: ACE_MODE,
      showPrintMargin: false,
      useWorker: false,
      tabSize: 2,
      useSoftTabs: true,
      enableBasicAutocompletion: true,
      enableLiveAutocompletion: true,
      enableSnippets: false,
    });
    const start = initial.current;
    editor.session.setValue(start.value);
    editor.moveCursorTo(start.cursorPosition.row, start.cursorPosition.column);
    editor.clearSelection();
    const completer: Ace.Completer = {
      id: 'loupe-sql',
      identifierRegexps: [/[\w$\u00A2-\uFFFF]/],
      getCompletions: (_editor, _session, _position, _prefix, callback) => callback(null, entriesRef.current),
    };
    editor.completers = [completer];
    editor.on('change', () => {
      if (!silent.current) callbacks.current.onChange?.(editor.getValue());
    });
    editor.selection.on('changeCursor', () => {
      const { row, column } = editor.getCursorPosition();
      callbacks.current.onCursorChange?.({ row, column });
    });
    editor.on('changeSelection', () => callbacks.current.onSelectionChange?.(editor.getSelectedText()));
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => editor.resize());
    resize?.observe(hostRef.current!);
    editorRef.current = editor;
    if (start.autoFocus) editor.focus();
    return () => {
      resize?.disconnect();
      editorRef.current = null;
      editor.destroy();
      element.remove();
    };
  }, []);

  useEffect(() => {
    const editor = editorRef.current!;
    if (editor.getValue() === value) return;
    const selection = editor.selection.toJSON();
    silent.current = true;
    try {
      editor.setValue(value, -1);
      editor.selection.fromJSON(selection);
    } finally {
      silent.current = false;
    }
  }, [value]);

  useEffect(() => {
    editorRef.current!.setTheme(dark ? ACE_THEMES.dark : ACE_THEMES.light);
  }, [dark]);

  useEffect(() => {
    editorRef.current!.setReadOnly(readOnly);
  }, [readOnly]);

  useEffect(() => {
    const editor = editorRef.current!;
    editor.setOption('textInputAriaLabel', label ?? t('sqlEditor.label'));
    // Ace's own texts are global to ace: they follow the app's language.
    ace.config.setMessages({
      'text-input.aria-label': t('sqlEditor.ace.cursorAtRow', { row: '$0' }),
      'autocomplete.popup.aria-label': t('sqlEditor.ace.suggestions'),
      'autocomplete.popup.aria-roledescription': t('sqlEditor.ace.suggestions'),
      'autocomplete.loading': t('common.loading'),
      'search-box.find.placeholder': t('sqlEditor.ace.searchFor'),
      'search-box.replace.placeholder': t('sqlEditor.ace.replaceWith'),
    });
    // Ace refreshes the label on cursor moves only.
    (editor as { textInput?: { setAriaLabel?(): void } }).textInput?.setAriaLabel?.();
  }, [label, t]);

  useEffect(() => {
    const editor = editorRef.current!;
    const added = commands.map((command) => ({
      name: command.name,
      bindKey: command.bindKey,
      exec: () => command.exec(readEditorState(editor)),
    }));
    for (const command of added) editor.commands.addCommand(command);
    return () => {
      for (const command of added) editor.commands.removeCommand(command);
    };
  }, [commands]);

  useImperativeHandle(
    ref,
    () => ({
      focus: () => editorRef.current?.focus(),
      insert: (text: string) => editorRef.current?.insert(text),
      getState: () =>
        editorRef.current
          ? readEditorState(editorRef.current)
          : { sql: value, selectedText: '', cursor: cursorPosition },
    }),
    [value, cursorPosition],
  );

  const classes = ['loupe-sql-editor'];
  if (readOnly) classes.push('loupe-sql-editor--read-only');
  if (className) classes.push(className);
  return <div ref={hostRef} className={classes.join(' ')} style={{ height }} data-testid="sql-editor" />;
}
