// The schema browser's reads: a schema's tables, a table's columns (table_metadata), its
// SELECT * statement (select_star) and the database's functions (function_names).
import { useQuery } from '@tanstack/react-query';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';

export function useTables(dbId: number | null, catalog: string | null, schema: string | null) {
  const client = useApi();
  return useQuery({
    queryKey: ['sqlLab', 'tables', dbId, catalog, schema],
    enabled: dbId !== null && schema !== null,
    queryFn: async () => {
      const q = encodeRison(
        catalog
          ? { force: false, schema_name: schema, catalog_name: catalog }
          : { force: false, schema_name: schema },
      );
      const { data } = await client.GET('/api/v1/database/{pk}/tables/', {
        params: { path: { pk: dbId! }, query: { q } },
      });
      return data ?? { count: 0, result: [] };
    },
  });
}

export function useTableMetadata(
  dbId: number | null,
  catalog: string | null,
  schema: string | null,
  table: string | null,
) {
  const client = useApi();
  return useQuery({
    queryKey: ['sqlLab', 'tableMetadata', dbId, catalog, schema, table],
    enabled: dbId !== null && table !== null,
    queryFn: async () => {
      const { data } = await client.GET('/api/v1/database/{pk}/table_metadata/', {
        params: {
          path: { pk: dbId! },
          query: {
            name: table!,
            ...(schema ? { schema } : {}),
            ...(catalog ? { catalog } : {}),
          },
        },
      });
      return data!;
    },
  });
}

export function useFunctionNames(dbId: number | null) {
  const client = useApi();
  return useQuery({
    queryKey: ['sqlLab', 'functionNames', dbId],
    enabled: dbId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const { data } = await client.GET('/api/v1/database/{pk}/function_names/', {
        params: { path: { pk: dbId! } },
      });
      return data?.function_names ?? [];
    },
  });
}

/** The schema names, in the database picker's cache entry (the same key and call). */
export function useSchemaNames(dbId: number | null, catalog: string | null) {
  const client = useApi();
  return useQuery({
    queryKey: ['databaseSelector', 'schemas', dbId, catalog],
    enabled: dbId !== null,
    queryFn: async () => {
      const q = encodeRison(catalog ? { force: false, catalog } : { force: false });
      const { data } = await client.GET('/api/v1/database/{pk}/schemas/', {
        params: { path: { pk: dbId! }, query: { q } },
      });
      return data?.result ?? [];
    },
  });
}

export function useSelectStar() {
  const client = useApi();
  return async (dbId: number, table: string, schema: string | null): Promise<string> => {
    if (schema) {
      const { data } = await client.GET('/api/v1/database/{pk}/select_star/{table_name}/{schema_name}/', {
        params: { path: { pk: dbId, table_name: table, schema_name: schema } },
      });
      return data?.result ?? '';
    }
    const { data } = await client.GET('/api/v1/database/{pk}/select_star/{table_name}/', {
      params: { path: { pk: dbId, table_name: table } },
    });
    return data?.result ?? '';
  };
}
