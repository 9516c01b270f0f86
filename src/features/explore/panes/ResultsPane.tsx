import { useTranslation } from 'react-i18next';
import { useApiQueries } from '../../../api/ApiProvider.tsx';
import { DataGrid } from '../../../components/DataGrid/DataGrid.tsx';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../../components/Loading/Loading.tsx';
import type { QueryContext } from '../../../visualizations/core/types.ts';
import {
  chartDataItems,
  queryContextFor,
  resultColumns,
  resultRows,
  type TabularResult,
} from './chartResults.ts';

/** 'Results': the chart's queries answered as rows (chart data with result_type results). */
export function ResultsPane({ queryContext, height }: { queryContext: QueryContext; height: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useApiQueries().useQuery('post', '/api/v1/chart/data', {
    body: queryContextFor(queryContext, 'results'),
  });
  if (error) return <ClientErrorMessage error={error} />;
  if (isPending) return <Loading />;
  const items = chartDataItems(data).filter((item) => Array.isArray(item.data)) as TabularResult[];
  return (
    <>
      {items.map((item, index) => {
        const rows = resultRows(item);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one grid per query, in order
          <div key={index}>
            <div className="loupe-data-tables__count">
              {t('explorePanes.rowCount', { rows: rows.length })}
            </div>
            <DataGrid
              columns={resultColumns(item)}
              rows={rows}
              height={height}
              size="small"
              aria-label={t('explorePanes.results')}
            />
          </div>
        );
      })}
    </>
  );
}
