// The calls of the Edit and Swap dataset modals (each rejects with a ClientError on failure).
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import type { DatasetDetail, DatasetUpdateRequest, ListQuery } from './datasetEditTypes.ts';

/** Owners offered per page of the owners search. */
export const OWNERS_PAGE_SIZE = 25;

/** GET /api/v1/dataset/{pk} answers the whole dataset when no `q` names fields. */
function asDetail(result: unknown): DatasetDetail {
  const detail = result as Partial<DatasetDetail> | null;
  if (!detail || !Array.isArray(detail.columns) || !Array.isArray(detail.metrics) || !detail.database) {
    throw new Error('The dataset came back incomplete');
  }
  return detail as DatasetDetail;
}

export function useDatasetEditCalls() {
  const client = useApi();
  return {
    /** GET /api/v1/dataset/{pk}. */
    fetchDataset: async (pk: number): Promise<DatasetDetail> => {
      const { data } = await client.GET('/api/v1/dataset/{pk}', { params: { path: { pk } } });
      return asDetail(data?.result);
    },
    /** PUT /api/v1/dataset/{pk}?override_columns=…. */
    updateDataset: async (pk: number, body: DatasetUpdateRequest, overrideColumns: boolean) =>
      (
        await client.PUT('/api/v1/dataset/{pk}', {
          params: { path: { pk }, query: { override_columns: overrideColumns } },
          body,
        })
      ).data,
    /** GET /datasource/external_metadata/table/{pk}/: the source's columns now (nothing is written). */
    externalMetadata: async (pk: number) =>
      (
        await client.GET('/datasource/external_metadata/{datasource_type}/{datasource_id}/', {
          params: { path: { datasource_type: 'table', datasource_id: pk } },
        })
      ).data ?? [],
    /** GET /api/v1/dataset/related/owners: active users matching `filter`. */
    searchOwners: async (filter: string, page = 0) => {
      const q = encodeRison({ filter, page, page_size: OWNERS_PAGE_SIZE });
      const { data } = await client.GET('/api/v1/dataset/related/{column_name}', {
        params: { path: { column_name: 'owners' }, query: { q } },
      });
      return data ?? { count: 0, result: [] };
    },
    /** GET /api/v1/dataset/?q=(…). */
    listDatasets: async (query: ListQuery) => {
      const { data } = await client.GET('/api/v1/dataset/', { params: { query: { q: encodeRison(query) } } });
      return data ?? { count: 0, ids: [], result: [] };
    },
  };
}
