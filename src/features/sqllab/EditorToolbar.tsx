// The editor's toolbar: run (the selection alone when there is one), stop, the limit dropdown,
// format, the left bar toggle, save and the keyboard shortcuts.
import { useTranslation } from 'react-i18next';
import type { SqlEditorTab } from '../../../machines/tabSync/index.ts';
import { KeyboardShortcutsButton } from '../../app/shortcuts/KeyboardShortcutsButton.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { limitOptions } from './limits.ts';

interface EditorToolbarProps {
  tab: SqlEditorTab;
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
  tab,
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
      <Button size="small" onPress={onFormat} isDisabled={tab.sql.trim() === ''}>
        {t('sqlLab.format')}
      </Button>
      <span className="loupe-sql-lab__toolbar-spacer" />
      <Button size="small" onPress={onSave}>
        {t('sqlLab.save')}
      </Button>
      <KeyboardShortcutsButton />
    </div>
  );
}
