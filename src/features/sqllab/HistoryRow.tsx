// One query of the history: its state, times, rows, SQL (full text on hover) and the actions
// 'Open query in SQL Lab' (a new tab that runs it), overwrite the editor's text, and remove.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../../../machines/sqlLabQuery/index.ts';
import { Button } from '../../components/Button/Button.tsx';
import { formatDuration } from './historyFormat.ts';
import { QueryStateLabel } from './QueryStateLabel.tsx';
import type { QueryEntry, SqlLabSession } from './sqlLabSession.ts';

interface HistoryRowProps {
  session: SqlLabSession;
  tabKey: string;
  entry: QueryEntry;
  onView(): void;
  onRemove(): void;
}

export function HistoryRow({ session, tabKey, entry, onView, onRemove }: HistoryRowProps) {
  const { t, i18n } = useTranslation();
  const snapshot = useSelector(entry.actor, (s) => s);
  const state = snapshot.value as QueryState;
  const { startDttm, endDttm, rows, sql, progress, resultsKey, results, dbId } = snapshot.context;
  const locale = i18n.language.replace('_', '-');
  const started =
    startDttm === null
      ? ''
      : new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(
          new Date(startDttm),
        );
  const hasResults = state === 'success' && (results !== null || resultsKey !== null);

  const openInNewTab = () => {
    const source = session.tabOf(tabKey);
    session.addTab({
      name: t('sqlLab.copyOf', { name: source?.name ?? '' }),
      sql,
      dbId,
      catalog: entry.catalog,
      schema: entry.schema,
      queryLimit: source?.queryLimit ?? session.bootstrap.common.conf.DEFAULT_SQLLAB_LIMIT,
      templateParams: source?.templateParams ?? null,
      autorun: true,
    });
  };

  return (
    <tr>
      <td>
        <QueryStateLabel state={state} />
      </td>
      <td>{started}</td>
      <td>{formatDuration(startDttm, endDttm)}</td>
      <td>{t('sqlLabTools.progressValue', { progress })}</td>
      <td>{rows ?? ''}</td>
      <td>
        <code className="loupe-sql-lab__history-sql" title={sql}>
          {sql}
        </code>
      </td>
      <td>
        {hasResults && (
          <Button variant="link" size="small" onPress={onView}>
            {t('sqlLabTools.viewResults')}
          </Button>
        )}
      </td>
      <td className="loupe-sql-lab-tools__history-actions">
        <Button variant="link" size="small" onPress={openInNewTab}>
          {t('sqlLabTools.openInNewTab')}
        </Button>
        <Button variant="link" size="small" onPress={() => session.editTab(tabKey, { sql })}>
          {t('sqlLabTools.overwriteEditor')}
        </Button>
        <Button variant="link" size="small" onPress={onRemove}>
          {t('sqlLabTools.removeQuery')}
        </Button>
      </td>
    </tr>
  );
}
