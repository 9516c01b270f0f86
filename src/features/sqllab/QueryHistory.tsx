// The Query history tab: this tab's queries, newest first (state, start time, rows, SQL).
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../../../machines/sqlLabQuery/index.ts';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { QueryStateLabel } from './QueryStateLabel.tsx';
import type { QueryEntry, SqlLabSession } from './sqlLabSession.ts';
import { useSessionState } from './useSqlLabSession.ts';

export function QueryHistory({ session, tabKey }: { session: SqlLabSession; tabKey: string }) {
  const { t } = useTranslation();
  const state = useSessionState(session);
  const ids = [...(state.queriesByTab[tabKey] ?? [])].reverse();
  const entries = ids.flatMap((id) => {
    const entry = session.queryEntry(id);
    return entry ? [{ id, entry }] : [];
  });
  if (entries.length === 0) {
    return <EmptyState size="small" title={t('sqlLab.noHistoryTitle')} description={t('sqlLab.noHistory')} />;
  }
  return (
    <table className="loupe-sql-lab__history" aria-label={t('sqlLab.queryHistory')}>
      <thead>
        <tr>
          <th scope="col">{t('sqlLab.historyState')}</th>
          <th scope="col">{t('sqlLab.historyStarted')}</th>
          <th scope="col">{t('sqlLab.historyRows')}</th>
          <th scope="col">{t('sqlLab.historySql')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(({ id, entry }) => (
          <HistoryRow key={id} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}

function HistoryRow({ entry }: { entry: QueryEntry }) {
  const { i18n } = useTranslation();
  const snapshot = useSelector(entry.actor, (s) => s);
  const { startDttm, rows, sql } = snapshot.context;
  const started =
    startDttm === null
      ? ''
      : new Intl.DateTimeFormat(i18n.language.replace('_', '-'), {
          dateStyle: 'short',
          timeStyle: 'medium',
        }).format(new Date(startDttm));
  return (
    <tr>
      <td>
        <QueryStateLabel state={snapshot.value as QueryState} />
      </td>
      <td>{started}</td>
      <td>{rows ?? ''}</td>
      <td>
        <code className="loupe-sql-lab__history-sql">{sql}</code>
      </td>
    </tr>
  );
}
