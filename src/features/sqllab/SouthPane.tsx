// The South pane (spec §2): Results (the default) and Query history.
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { QueryHistory } from './QueryHistory.tsx';
import { ResultSet } from './ResultSet.tsx';
import type { SqlLabSession } from './sqlLabSession.ts';

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
  return (
    <Tabs className="loupe-sql-lab__south" defaultSelectedKey="results">
      <TabList className="loupe-sql-lab__south-tabs" aria-label={t('sqlLab.southPane')}>
        <Tab id="results" className="loupe-sql-lab__south-tab">
          {t('sqlLab.results')}
        </Tab>
        <Tab id="history" className="loupe-sql-lab__south-tab">
          {t('sqlLab.queryHistory')}
        </Tab>
      </TabList>
      <TabPanel id="results" className="loupe-sql-lab__south-panel">
        <ResultSet session={session} queryId={latestQueryId} />
      </TabPanel>
      <TabPanel id="history" className="loupe-sql-lab__south-panel">
        <QueryHistory session={session} tabKey={tabKey} />
      </TabPanel>
    </Tabs>
  );
}
