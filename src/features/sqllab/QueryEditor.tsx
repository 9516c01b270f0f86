// One tab's SQL editor (spec §2 'SQL editor screen'): the left bar, the toolbar, the ace editor
// and the South pane. The shortcuts of app/shortcuts run in the editor and on the window.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { detectPlatform } from '../../app/shortcuts/keys.ts';
import { toEditorCommands } from '../../app/shortcuts/registry.ts';
import type { ShortcutContext } from '../../app/shortcuts/types.ts';
import { useShortcuts } from '../../app/shortcuts/useShortcuts.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Loading } from '../../components/Loading/Loading.tsx';
import { SqlEditor } from '../../components/SqlEditor/SqlEditor.tsx';
import type { SqlEditorHandle } from '../../components/SqlEditor/sqlEditorTypes.ts';
import { getSqlToRun } from '../../components/SqlEditor/sqlToRun.ts';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { EditorSplitter } from './EditorSplitter.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { northPercentOf } from './editorSplit.ts';
import { LeftBar } from './LeftBar.tsx';
import { SaveQueryModal } from './SaveQueryModal.tsx';
import { SouthPane } from './SouthPane.tsx';
import type { SqlLabSession, TabEntry } from './sqlLabSession.ts';
import { useCompletions } from './useCompletions.ts';
import { useTabCommands } from './useTabCommands.ts';

interface QueryEditorProps {
  session: SqlLabSession;
  entry: TabEntry;
  tabCount: number;
}

export function QueryEditor({ session, entry, tabCount }: QueryEditorProps) {
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  const tab = useSelector(entry.actor, (snapshot) => snapshot.context.tab);
  const latest = session.queryEntry(tab.latestQueryId);
  const running = useSelector(latest?.actor, (snapshot) => snapshot?.hasTag('inProgress') ?? false);
  const editorRef = useRef<SqlEditorHandle>(null);
  const [selectedText, setSelectedText] = useState('');
  const [selectedTable, setSelectedTable] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const panes = useRef<HTMLDivElement>(null);
  const [draggedPercent, setDraggedPercent] = useState<number | null>(null);
  const commands = useTabCommands(session);
  const key = entry.key;
  const database = session.database(tab.dbId);

  const run = useCallback((sql: string) => session.runQuery(key, sql), [session, key]);
  const format = useCallback(async () => {
    const current = session.tabOf(key);
    if (!current || current.sql.trim() === '') return;
    try {
      const sql = await session.formatSql(current.sql, current.dbId ?? null);
      session.editTab(key, { sql });
    } catch (error) {
      addDangerToast(clientErrorText(t, normalizeThrownError(error)));
    }
  }, [session, key, addDangerToast, t]);

  const context = useRef<() => ShortcutContext>(() => ({}) as ShortcutContext);
  context.current = () => ({
    editor: editorRef.current?.getState() ?? null,
    queryRunning: running,
    tabCount,
    runQuery: run,
    stopQuery: () => session.stopQuery(session.tabOf(key)?.latestQueryId),
    formatSql: () => void format(),
    newTab: commands.newTab,
    switchTab: (step) => session.switchTab(step),
  });
  const editorCommands = useMemo(() => toEditorCommands(() => context.current(), detectPlatform()), []);
  useShortcuts(() => context.current());

  // A cloned tab runs its query once (autorun), then turns autorun off.
  useEffect(() => {
    const current = session.tabOf(key);
    if (!current?.autorun || !current.loaded || current.sql.trim() === '') return;
    session.editTab(key, { autorun: false });
    session.runQuery(key, current.sql);
  }, [session, key]);

  const completions = useCompletions(database, tab.catalog ?? null, tab.schema ?? null, selectedTable);

  if (!tab.loaded) return <Loading />;
  const northPercent = draggedPercent ?? northPercentOf(tab);

  const sqlToRun = () => {
    const state = editorRef.current?.getState();
    return state ? getSqlToRun(state) : tab.sql;
  };
  const runSql = () => run(sqlToRun());

  return (
    <div className="loupe-sql-lab__body">
      {!tab.hideLeftBar && (
        <LeftBar
          session={session}
          tabKey={key}
          tab={tab}
          onSelectTable={setSelectedTable}
          onInsert={(sql) => {
            if (editorRef.current) {
              editorRef.current.insert(sql);
              editorRef.current.focus();
            } else {
              session.editTab(key, { sql: `${tab.sql}${sql}` });
            }
          }}
        />
      )}
      <div className="loupe-sql-lab__main">
        <EditorToolbar
          session={session}
          tabKey={key}
          tab={tab}
          selectedText={selectedText}
          sqlToRun={sqlToRun}
          canRun={database !== null && tab.sql.trim() !== ''}
          running={running}
          hasSelection={selectedText.trim() !== ''}
          maxRow={session.bootstrap.common.conf.SQL_MAX_ROW}
          defaultLimit={session.bootstrap.common.conf.DEFAULT_SQLLAB_LIMIT}
          onRun={runSql}
          onStop={() => session.stopQuery(tab.latestQueryId)}
          onFormat={() => void format()}
          onLimitChange={(queryLimit) => session.editTab(key, { queryLimit })}
          onToggleLeftBar={() => session.editTab(key, { hideLeftBar: !tab.hideLeftBar })}
          onSave={() => setSaving(true)}
        />
        <div className="loupe-sql-lab__panes" ref={panes}>
          <div className="loupe-sql-lab__editor" style={{ flexBasis: `${northPercent}%` }}>
            <SqlEditor
              ref={editorRef}
              value={tab.sql}
              onChange={(sql) => session.editTab(key, { sql })}
              onSelectionChange={setSelectedText}
              commands={editorCommands}
              completions={completions}
              label={t('sqlEditor.label')}
              autoFocus
            />
          </div>
          <EditorSplitter
            container={panes}
            northPercent={northPercent}
            onPreview={setDraggedPercent}
            onChange={(north) => {
              setDraggedPercent(null);
              session.editTab(key, { northPercent: north, southPercent: 100 - north });
            }}
          />
          <SouthPane session={session} tabKey={key} latestQueryId={tab.latestQueryId ?? null} />
        </div>
      </div>
      {saving && (
        <SaveQueryModal
          tab={tab}
          onHide={() => setSaving(false)}
          onSaved={(remoteId) => session.editTab(key, { remoteId })}
        />
      )}
    </div>
  );
}
