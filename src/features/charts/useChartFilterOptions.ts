// Choices of the chart list's select filters: owners from /api/v1/chart/related/owners, datasets
// from /api/v1/dataset/, dashboards from /api/v1/dashboard/ (first page of 100 each), chart types
// from the visualization registry.
import { useQuery } from '@tanstack/react-query';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import type { components } from '../../api/schema.gen.ts';
import { wholeRows } from '../../api/wholeRows.ts';
import { listViz } from '../../visualizations/registry.ts';

export const FILTER_OPTIONS_PAGE_SIZE = 100;

export interface FilterOption {
  value: string;
  label: string;
}

const firstPage = (extra: Record<string, unknown> = {}) =>
  encodeRison({ page: 0, page_size: FILTER_OPTIONS_PAGE_SIZE, ...extra });

export function useChartOwnerOptions() {
  const client = useApi();
  return useQuery({
    queryKey: ['charts', 'related', 'owners'],
    queryFn: async (): Promise<FilterOption[]> => {
      const { data } = await client.GET('/api/v1/chart/related/{column_name}', {
        params: { path: { column_name: 'owners' }, query: { q: firstPage() } },
      });
      return (data?.result ?? []).map((item) => ({ value: String(item.value), label: item.text }));
    },
  });
}

export function useDatasetOptions() {
  const client = useApi();
  return useQuery({
    queryKey: ['charts', 'filter', 'datasets'],
    queryFn: async (): Promise<FilterOption[]> => {
      const { data } = await client.GET('/api/v1/dataset/', {
        params: { query: { q: firstPage({ order_column: 'table_name', order_direction: 'asc' }) } },
      });
      return wholeRows<components['schemas']['DatasetListItem']>(data?.result).map((row) => ({
        value: String(row.id),
        label: row.table_name,
      }));
    },
  });
}

export function useDashboardFilterOptions() {
  const client = useApi();
  return useQuery({
    queryKey: ['charts', 'filter', 'dashboards'],
    queryFn: async (): Promise<FilterOption[]> => {
      const { data } = await client.GET('/api/v1/dashboard/', {
        params: { query: { q: firstPage({ order_column: 'dashboard_title', order_direction: 'asc' }) } },
      });
      return (data?.result ?? []).flatMap((row) =>
        typeof row.id === 'number' ? [{ value: String(row.id), label: row.dashboard_title ?? '' }] : [],
      );
    },
  });
}

/** The registered chart types, by name. */
export function vizTypeOptions(): FilterOption[] {
  return listViz()
    .map((plugin) => ({ value: plugin.key, label: plugin.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
