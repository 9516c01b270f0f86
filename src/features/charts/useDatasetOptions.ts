// Datasets for /chart/add/'s picker: GET /api/v1/dataset/ searched on the server by table_name
// (Superset's ChartCreation loadDatasources), ordered by table_name, 100 a page (spec §9).
import { useState } from 'react';
import { encodeRison } from '../../../lib/rison.ts';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import { useDebouncedValue } from '../../components/hooks/useDebouncedValue.ts';

export const DATASET_PAGE_SIZE = 100;
/** Spec §9: the fast debounce for select searches. */
export const DATASET_SEARCH_DEBOUNCE_MS = 250;

export interface DatasetOption {
  id: number;
  tableName: string;
  /** database · schema, shown after the name. */
  where: string;
}

export function datasetQuery(search: string) {
  return {
    columns: ['id', 'table_name', 'datasource_type', 'database.database_name', 'schema'],
    ...(search ? { filters: [{ col: 'table_name', opr: 'ct', value: search }] } : {}),
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: DATASET_PAGE_SIZE,
  };
}

export function useDatasetOptions() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), DATASET_SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching } = useApiQueries().useQuery('get', '/api/v1/dataset/', {
    params: { query: { q: encodeRison(datasetQuery(debounced)) } },
  });
  const datasets: DatasetOption[] = (data?.result ?? []).flatMap((row) =>
    typeof row.id === 'number'
      ? [
          {
            id: row.id,
            tableName: row.table_name ?? '',
            where: [row.database?.database_name, row.schema].filter(Boolean).join(' · '),
          },
        ]
      : [],
  );
  return { search, setSearch, datasets, error, isLoading: isFetching };
}
