// A database's catalogs or schemas for the picker: read once (the server caches them too), read
// again with force:true on refresh ('List refreshed'), failures reported by a toast.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import type { ApiClient } from '../../api/client.ts';

export type NameListKind = 'catalogs' | 'schemas';

async function fetchNames(
  client: ApiClient,
  kind: NameListKind,
  pk: number,
  catalog: string | null,
  force: boolean,
): Promise<string[]> {
  if (kind === 'catalogs') {
    const q = encodeRison({ force });
    const { data } = await client.GET('/api/v1/database/{pk}/catalogs/', {
      params: { path: { pk }, query: { q } },
    });
    return data?.result ?? [];
  }
  const q = encodeRison(catalog ? { force, catalog } : { force });
  const { data } = await client.GET('/api/v1/database/{pk}/schemas/', {
    params: { path: { pk }, query: { q } },
  });
  return data?.result ?? [];
}

export interface NameListOptions {
  kind: NameListKind;
  databaseId: number | null;
  catalog: string | null;
  enabled: boolean;
  onError: () => void;
  onRefreshed: () => void;
}

export function useNameList({ kind, databaseId, catalog, enabled, onError, onRefreshed }: NameListOptions) {
  const client = useApi();
  const queryClient = useQueryClient();
  const queryKey = ['databaseSelector', kind, databaseId, catalog];
  const query = useQuery({
    queryKey,
    queryFn: () => fetchNames(client, kind, databaseId ?? 0, catalog, false),
    enabled: enabled && databaseId !== null,
  });
  const [refreshing, setRefreshing] = useState(false);
  const { error } = query;
  const reportError = useRef(onError);
  reportError.current = onError;
  useEffect(() => {
    if (error) reportError.current();
  }, [error]);

  const refresh = async () => {
    if (databaseId === null) return;
    setRefreshing(true);
    try {
      queryClient.setQueryData(queryKey, await fetchNames(client, kind, databaseId, catalog, true));
      onRefreshed();
    } catch {
      onError();
    } finally {
      setRefreshing(false);
    }
  };

  return {
    names: enabled && databaseId !== null ? (query.data ?? []) : [],
    isLoading: query.isFetching || refreshing,
    isSettled: query.isFetched,
    refresh,
  };
}
