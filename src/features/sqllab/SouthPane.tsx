// The South pane (spec §2): Results (the default), Query history, and a closable
// 'Preview: `{table}`' tab per data preview of the tab's tables (selected when it starts).
import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, type Key, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/Icon/icons.tsx';
import { QueryHistory } from './QueryHistory.tsx';
import { ResultSet } from './ResultSet.tsx';
import type { SqlLabSession } from './sqlLabSession.ts';
import { useTableEntries } from './useTableEntries.ts';
import './SqlLabTables.css';

const PREVIEW = 'preview:';

export function SouthPane({
  session,
  tabKey,
  latestQueryId,
}: {
  session: SqlLabSession;
  tabKey: string;
  latestQueryId: string | null;
}) {
  const { t } = useTranslation();
  const entries = useTableEntries(session, tabKey);
  const previews = entries.filter(
    (entry) => entry.dataPreviewQueryId && session.queryEntry(entry.dataPreviewQueryId),
  );
  const previewIds = previews.map((entry) => entry.dataPreviewQueryId!).join(' ');
  const [selected, setSelected] = useState<Key>('results');

  // A preview that starts is shown; a query run from the editor brings Results back.
  const seenPreviews = useRef(new Set(previewIds.split(' ')));
  useEffect(() => {
    const ids = previewIds === '' ? [] : previewIds.split(' ');
    // Previews restored with the page (bootstrap, tab fetch) did not start here: Results stays.
    const started = ids.filter((id) => !seenPreviews.current.has(id) && !session.queryEntry(id)?.restored);
    for (const id of ids) seenPreviews.current.add(id);
    if (started.length > 0) setSelected(`${PREVIEW}${started[started.length - 1]}`);
  }, [previewIds, session]);
  const lastLatest = useRef(latestQueryId);
  useEffect(() => {
    if (latestQueryId === lastLatest.current) return;
    lastLatest.current = latestQueryId;
    setSelected('results');
  }, [latestQueryId]);

  const selectable = ['results', 'history', ...previews.map((e) => `${PREVIEW}${e.dataPreviewQueryId}`)];
  const selectedKey = selectable.includes(String(selected)) ? selected : 'results';
  return (
    <Tabs className="loupe-sql-lab__south" selectedKey={selectedKey} onSelectionChange={setSelected}>
      <TabList className="loupe-sql-lab__south-tabs" aria-label={t('sqlLab.southPane')}>
        <Tab id="results" className="loupe-sql-lab__south-tab">
          {t('sqlLab.results')}
        </Tab>
        <Tab id="history" className="loupe-sql-lab__south-tab">
          {t('sqlLab.queryHistory')}
        </Tab>
        {previews.map((entry) => {
          const label = t('sqlLabTables.preview', { table: entry.name });
          return (
            <Tab
              key={entry.key}
              id={`${PREVIEW}${entry.dataPreviewQueryId}`}
              className="loupe-sql-lab__south-tab loupe-sql-lab-preview-tab"
            >
              <span>{label}</span>
              <AriaButton
                className="loupe-sql-lab-preview-tab__close"
                aria-label={t('sqlLab.closeTabNamed', { name: label })}
                onPress={() => session.tables.closePreview(tabKey, entry.key)}
              >
                <CloseIcon size={12} />
              </AriaButton>
            </Tab>
          );
        })}
      </TabList>
      <TabPanel id="results" className="loupe-sql-lab__south-panel">
        <ResultSet session={session} queryId={latestQueryId} />
      </TabPanel>
      <TabPanel id="history" className="loupe-sql-lab__south-panel">
        <QueryHistory session={session} tabKey={tabKey} />
      </TabPanel>
      {previews.map((entry) => (
        <TabPanel
          key={entry.key}
          id={`${PREVIEW}${entry.dataPreviewQueryId}`}
          className="loupe-sql-lab__south-panel"
        >
          <ResultSet session={session} queryId={entry.dataPreviewQueryId} />
        </TabPanel>
      ))}
    </Tabs>
  );
}
