// The editor's toolbar: run (the selection alone when there is one), stop, the limit dropdown,
// cost estimate, CREATE TABLE/VIEW AS, format, the left bar toggle, template parameters, copy
// link, save and the keyboard shortcuts.
import { useTranslation } from 'react-i18next';
import type { SqlEditorTab } from '../../../machines/tabSync/index.ts';
import { KeyboardShortcutsButton } from '../../app/shortcuts/KeyboardShortcutsButton.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { CtasControls } from './CtasControls.tsx';
import { rememberCtasMethod } from './ctasMethods.ts';
import { EstimateCostButton } from './EstimateCostButton.tsx';
import { limitOptions } from './limits.ts';
import { ShareQueryButton } from './ShareQueryButton.tsx';
import type { SqlLabSession } from './sqlLabSession.ts';
import { TemplateParamsButton } from './TemplateParamsButton.tsx';
import { templateParamsOrEmpty } from './templateParams.ts';

interface EditorToolbarProps {
  session: SqlLabSession;
  tabKey: string;
  tab: SqlEditorTab;
  /** The text selected in the editor ('' when none). */
  selectedText: string;
  /** The SQL a run would send (the selection, else the whole text). */
  sqlToRun(): string;
  canRun: boolean;
  running: boolean;
  hasSelection: boolean;
  maxRow: number;
  defaultLimit: number;
  onRun(): void;
  onStop(): void;
  onFormat(): void;
  onLimitChange(limit: number): void;
  onToggleLeftBar(): void;
  onSave(): void;
}

export function EditorToolbar({
  session,
  tabKey,
  tab,
  selectedText,
  sqlToRun,
  canRun,
  running,
  hasSelection,
  maxRow,
  defaultLimit,
  onRun,
  onStop,
  onFormat,
  onLimitChange,
  onToggleLeftBar,
  onSave,
}: EditorToolbarProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language.replace('_', '-'));
  const limit = tab.queryLimit ?? defaultLimit;
  const database = session.database(tab.dbId);
  const estimatePayload = () =>
    database
      ? {
          database_id: database.id,
          catalog: tab.catalog ?? null,
          schema: tab.schema ?? null,
          sql: selectedText.trim() !== '' ? selectedText : tab.sql,
          template_params: templateParamsOrEmpty(tab.templateParams),
        }
      : null;
  const runAs = (method: 'TABLE' | 'VIEW', tmpTableName: string) => {
    const id = session.runQuery(tabKey, sqlToRun(), { ctas: { method, tmpTableName } });
    if (id) rememberCtasMethod(id, method);
  };
  const options = limitOptions(maxRow, limit).map((value) => ({
    value: String(value),
    label: format.format(value),
  }));
  return (
    <div className="loupe-sql-lab__toolbar">
      <Button variant="link" size="small" onPress={onToggleLeftBar}>
        {tab.hideLeftBar ? t('sqlLab.showLeftBar') : t('sqlLab.hideLeftBar')}
      </Button>
      {running ? (
        <Button variant="danger" size="small" onPress={onStop}>
          {t('sqlLab.stop')}
        </Button>
      ) : (
        <Button variant="primary" size="small" onPress={onRun} isDisabled={!canRun}>
          {hasSelection ? t('sqlLab.runSelection') : t('sqlLab.run')}
        </Button>
      )}
      <div className="loupe-sql-lab__limit">
        <span aria-hidden="true">{t('sqlLab.limit')}</span>
        <Select
          aria-label={t('sqlLab.limit')}
          options={options}
          value={String(limit)}
          onChange={(value) => value !== null && onLimitChange(Number(value))}
        />
      </div>
      {database?.allows_cost_estimate && (
        <EstimateCostButton payload={estimatePayload} hasSelection={hasSelection} isDisabled={!canRun} />
      )}
      {database && (
        <CtasControls
          allowCtas={database.allow_ctas}
          allowCvas={database.allow_cvas}
          canRun={canRun && !running}
          onRun={runAs}
        />
      )}
      <Button size="small" onPress={onFormat} isDisabled={tab.sql.trim() === ''}>
        {t('sqlLab.format')}
      </Button>
      <span className="loupe-sql-lab__toolbar-spacer" />
      <TemplateParamsButton
        value={tab.templateParams}
        onChange={(templateParams) => session.editTab(tabKey, { templateParams })}
      />
      <ShareQueryButton tab={tab} />
      <Button size="small" onPress={onSave}>
        {t('sqlLab.save')}
      </Button>
      <KeyboardShortcutsButton />
    </div>
  );
}
