// The choices of the dataset list's select filters: owners and databases from
// /api/v1/dataset/related/{column}, schemas from /api/v1/dataset/distinct/schema (Superset's
// createFetchRelated / createFetchDistinct), first page of 100 each.
import { useQuery } from '@tanstack/react-query';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';

export const FILTER_OPTIONS_PAGE_SIZE = 100;

export interface FilterOption {
  value: string;
  label: string;
}

export function useRelatedOptions(column: 'owners' | 'database') {
  const client = useApi();
  return useQuery({
    queryKey: ['datasets', 'related', column],
    queryFn: async (): Promise<FilterOption[]> => {
      const { data } = await client.GET('/api/v1/dataset/related/{column_name}', {
        params: {
          path: { column_name: column },
          query: { q: encodeRison({ page: 0, page_size: FILTER_OPTIONS_PAGE_SIZE }) },
        },
      });
      return (data?.result ?? []).map((item) => ({ value: String(item.value), label: item.text }));
    },
  });
}

export function useSchemaOptions() {
  const client = useApi();
  return useQuery({
    queryKey: ['datasets', 'distinct', 'schema'],
    queryFn: async (): Promise<FilterOption[]> => {
      const { data } = await client.GET('/api/v1/dataset/distinct/{column_name}', {
        params: {
          path: { column_name: 'schema' },
          query: { q: encodeRison({ page: 0, page_size: FILTER_OPTIONS_PAGE_SIZE }) },
        },
      });
      return (data?.result ?? []).map((item) => ({ value: String(item.value), label: item.text }));
    },
  });
}
