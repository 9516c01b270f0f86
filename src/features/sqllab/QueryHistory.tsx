// The Query history tab (Superset's QueryHistory / QueryTable): this tab's queries, newest first,
// without data previews: state, start, duration, progress, rows, SQL and actions.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { HistoryRow } from './HistoryRow.tsx';
import { ResultSet } from './ResultSet.tsx';
import type { SqlLabSession } from './sqlLabSession.ts';
import { createToolsApi } from './toolsApi.ts';
import { useSessionState } from './useSqlLabSession.ts';
import './SqlLabTools.css';

/** A tab known to the server has a numeric id; local-only tabs keep their history in memory. */
const REMOTE_ID = /^\d+$/;

export function QueryHistory({ session, tabKey }: { session: SqlLabSession; tabKey: string }) {
  const { t } = useTranslation();
  const client = useApi();
  const { addDangerToast } = useToasts();
  const state = useSessionState(session);
  const [viewing, setViewing] = useState<string | null>(null);
  const ids = [...(state.queriesByTab[tabKey] ?? [])].reverse();
  const entries = ids.flatMap((id) => {
    const entry = session.queryEntry(id);
    return entry && !entry.actor.getSnapshot().context.isDataPreview ? [{ id, entry }] : [];
  });

  const remove = async (id: string) => {
    const tab = session.tabOf(tabKey);
    try {
      if (tab && session.backendPersistence && REMOTE_ID.test(tab.id)) {
        await createToolsApi(client).removeQuery(tab.id, id);
      }
      session.forgetQuery(id);
    } catch {
      addDangerToast(t('sqlLabTools.removeQueryFailed'));
    }
  };

  if (entries.length === 0) {
    return (
      <EmptyState
        size="small"
        title={t('sqlLabTools.noHistoryTitle')}
        description={t('sqlLabTools.noHistoryDescription')}
      />
    );
  }
  return (
    <>
      <table className="loupe-sql-lab__history" aria-label={t('sqlLab.queryHistory')}>
        <thead>
          <tr>
            <th scope="col">{t('sqlLab.historyState')}</th>
            <th scope="col">{t('sqlLab.historyStarted')}</th>
            <th scope="col">{t('sqlLabTools.historyDuration')}</th>
            <th scope="col">{t('sqlLabTools.historyProgress')}</th>
            <th scope="col">{t('sqlLab.historyRows')}</th>
            <th scope="col">{t('sqlLab.historySql')}</th>
            <th scope="col">{t('sqlLabTools.historyResults')}</th>
            <th scope="col">{t('sqlLabTools.historyActions')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(({ id, entry }) => (
            <HistoryRow
              key={id}
              session={session}
              tabKey={tabKey}
              entry={entry}
              onView={() => setViewing(id)}
              onRemove={() => void remove(id)}
            />
          ))}
        </tbody>
      </table>
      <Modal
        show={viewing !== null}
        onHide={() => setViewing(null)}
        title={t('sqlLabTools.dataPreview')}
        hideFooter
        responsive
        maskClosable
      >
        <div className="loupe-sql-lab-tools__history-results">
          <ResultSet session={session} queryId={viewing} />
        </div>
      </Modal>
    </>
  );
}
