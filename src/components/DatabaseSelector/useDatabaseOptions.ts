// The databases the picker offers: GET /api/v1/database/ by name, paged on the server, searched
// by name (contains), only those exposed in SQL Lab in SQL Lab mode (spec §7 Databases).
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import type { ListQuery } from '../../api/queries.ts';
import type { components } from '../../api/schema.gen.ts';

export type DatabaseOption = components['schemas']['DatabaseListItem'];

export const DATABASE_PAGE_SIZE = 100;

export function databaseOptionsQuery(search: string, sqlLabMode: boolean, page: number): ListQuery {
  return {
    order_column: 'database_name',
    order_direction: 'asc',
    page,
    page_size: DATABASE_PAGE_SIZE,
    filters: [
      { col: 'database_name', opr: 'ct', value: search },
      ...(sqlLabMode ? [{ col: 'expose_in_sqllab', opr: 'eq', value: true }] : []),
    ],
  };
}

export function useDatabaseOptions(search: string, sqlLabMode: boolean, onError: () => void) {
  const client = useApi();
  const query = useInfiniteQuery({
    queryKey: ['databaseSelector', 'databases', sqlLabMode, search],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const q = encodeRison(databaseOptionsQuery(search, sqlLabMode, pageParam));
      const { data } = await client.GET('/api/v1/database/', { params: { query: { q } } });
      return data ?? { count: 0, ids: [], result: [] };
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.result.length, 0);
      return loaded < last.count && last.result.length > 0 ? pages.length : undefined;
    },
  });
  const { error } = query;
  const reportError = useRef(onError);
  reportError.current = onError;
  useEffect(() => {
    if (error) reportError.current();
  }, [error]);
  const databases: DatabaseOption[] = query.data?.pages.flatMap((page) => page.result) ?? [];
  return {
    databases,
    isLoading: query.isFetching,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
    refetch: query.refetch,
  };
}
