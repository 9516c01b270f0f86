// The reads of the create-dataset page: a schema's tables, a table's columns (table_metadata),
// and the physical datasets already made from tables of that schema (Superset marks those).
import { useQuery } from '@tanstack/react-query';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import type { components } from '../../api/schema.gen.ts';
import { wholeRows } from '../../api/wholeRows.ts';

type DatasetListItem = components['schemas']['DatasetListItem'];

export interface TablePick {
  dbId: number;
  catalog: string | null;
  schema: string;
}

/** Enough for one schema's datasets (Superset's API caps a page at 100). */
export const SCHEMA_DATASETS_PAGE_SIZE = 100;

export function useSchemaTables(pick: TablePick | null, force: boolean) {
  const client = useApi();
  return useQuery({
    queryKey: ['datasetAdd', 'tables', pick?.dbId, pick?.catalog, pick?.schema, force],
    enabled: pick !== null,
    queryFn: async () => {
      const q = encodeRison({
        force,
        schema_name: pick!.schema,
        ...(pick!.catalog ? { catalog_name: pick!.catalog } : {}),
      });
      const { data } = await client.GET('/api/v1/database/{pk}/tables/', {
        params: { path: { pk: pick!.dbId }, query: { q } },
      });
      return data?.result ?? [];
    },
  });
}

export function useTableColumns(pick: TablePick | null, table: string | null) {
  const client = useApi();
  return useQuery({
    queryKey: ['datasetAdd', 'columns', pick?.dbId, pick?.catalog, pick?.schema, table],
    enabled: pick !== null && table !== null,
    queryFn: async () => {
      const { data } = await client.GET('/api/v1/database/{pk}/table_metadata/', {
        params: {
          path: { pk: pick!.dbId },
          query: { name: table!, schema: pick!.schema, ...(pick!.catalog ? { catalog: pick!.catalog } : {}) },
        },
      });
      return (data?.columns ?? []).map((column) => ({ name: column.name, type: column.type }));
    },
  });
}

export function useSchemaDatasets(pick: TablePick | null) {
  const client = useApi();
  return useQuery({
    queryKey: ['datasets', 'inSchema', pick?.dbId, pick?.catalog, pick?.schema],
    enabled: pick !== null,
    queryFn: async () => {
      const q = encodeRison({
        filters: [
          { col: 'database', opr: 'rel_o_m', value: pick!.dbId },
          { col: 'schema', opr: 'eq', value: pick!.schema },
          { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
        ],
        page: 0,
        page_size: SCHEMA_DATASETS_PAGE_SIZE,
      });
      const { data } = await client.GET('/api/v1/dataset/', { params: { query: { q } } });
      const { catalog } = pick!;
      return wholeRows<DatasetListItem>(data?.result).filter(
        (dataset) => catalog === null || dataset.catalog === catalog,
      );
    },
  });
}
