import { useTranslation } from 'react-i18next';
import { useApiQueries } from '../../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../../api/normalizeError.ts';
import { DataGrid } from '../../../components/DataGrid/DataGrid.tsx';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { resultColumns, resultRows } from './chartResults.ts';

export interface SamplesDatasource {
  id: number;
  type: 'table' | 'query';
}

/** 'Samples': raw rows of the dataset (POST /datasource/samples). A failure shows the server's
 * message; one the client made up (network, no message) reads 'Sorry, an error occurred' (§8). */
export function SamplesPane({ datasource, height }: { datasource: SamplesDatasource; height: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useApiQueries().useQuery('post', '/datasource/samples', {
    params: { query: { datasource_type: datasource.type, datasource_id: datasource.id, force: false } },
    body: {},
  });
  if (error) {
    const failure = normalizeThrownError(error);
    return (
      <div className="loupe-data-tables__error" role="alert">
        {failure.messageKey || !failure.message ? t('explorePanes.samplesFailed') : failure.message}
      </div>
    );
  }
  if (isPending) return <Loading />;
  const result = data.result;
  const rows = resultRows(result);
  return (
    <>
      <div className="loupe-data-tables__count">{t('explorePanes.rowCount', { rows: rows.length })}</div>
      <DataGrid
        columns={resultColumns(result)}
        rows={rows}
        height={height}
        size="small"
        aria-label={t('explorePanes.samples')}
      />
    </>
  );
}
