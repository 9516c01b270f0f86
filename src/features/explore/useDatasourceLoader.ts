// Loads a dataset as explore sees it, for a swap or after an edit: GET
// /superset/fetch_datasource_metadata (the charts' view of a dataset; the server's cache of it is
// dropped when the dataset changes).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import type { VizDatasource } from '../../visualizations/core/types.ts';
import { toVizDatasource } from './toVizDatasource.ts';

export function useDatasourceLoader(onLoaded: (datasource: VizDatasource) => void) {
  const client = useApi();
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  return useCallback(
    async (datasetId: number) => {
      try {
        const { data, error } = await client.GET('/superset/fetch_datasource_metadata', {
          params: { query: { datasourceKey: `${datasetId}__table` } },
        });
        if (error || !data) throw error;
        onLoaded(toVizDatasource(data));
      } catch (error) {
        addDangerToast(clientErrorText(t, normalizeThrownError(error)));
      }
    },
    [client, onLoaded, addDangerToast, t],
  );
}
