import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { QueryContext } from '../../../visualizations/core/types.ts';
import { ResultsPane } from './ResultsPane.tsx';
import { type SamplesDatasource, SamplesPane } from './SamplesPane.tsx';
import './ExplorePanes.css';

export interface DataTablesPaneProps {
  /** The chart's query context; without one (chart not run yet) Results is empty. */
  queryContext: QueryContext | null;
  datasource: SamplesDatasource;
  /** Grid height, px. */
  height?: number;
}

/** The pane under the chart: Results and Samples tabs; a tab's data is fetched when it is shown. */
export function DataTablesPane({ queryContext, datasource, height = 300 }: DataTablesPaneProps) {
  const { t } = useTranslation();
  return (
    <Tabs className="loupe-data-tables" defaultSelectedKey="results">
      <TabList className="loupe-data-tables__tabs" aria-label={t('explorePanes.dataTables')}>
        <Tab id="results" className="loupe-data-tables__tab">
          {t('explorePanes.results')}
        </Tab>
        <Tab id="samples" className="loupe-data-tables__tab">
          {t('explorePanes.samples')}
        </Tab>
      </TabList>
      <TabPanel id="results" className="loupe-data-tables__panel">
        {queryContext && <ResultsPane queryContext={queryContext} height={height} />}
      </TabPanel>
      <TabPanel id="samples" className="loupe-data-tables__panel">
        <SamplesPane datasource={datasource} height={height} />
      </TabPanel>
    </Tabs>
  );
}
