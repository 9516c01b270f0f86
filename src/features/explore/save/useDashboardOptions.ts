// Dashboards for the Save chart modal's picker: GET /api/v1/dashboard/ searched by title on the
// server (spec §9 select page size 100), ordered by title.
import { useState } from 'react';
import { encodeRison } from '../../../../lib/rison.ts';
import { useApiQueries } from '../../../api/ApiProvider.tsx';
import { useDebouncedValue } from '../../../components/hooks/useDebouncedValue.ts';

export const DASHBOARD_PAGE_SIZE = 100;
/** Spec §9: the fast debounce for select searches. */
export const DASHBOARD_SEARCH_DEBOUNCE_MS = 250;

export function useDashboardOptions() {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), DASHBOARD_SEARCH_DEBOUNCE_MS);
  const q = encodeRison({
    ...(debounced ? { filters: [{ col: 'dashboard_title', opr: 'ct', value: debounced }] } : {}),
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: DASHBOARD_PAGE_SIZE,
  });
  const { data, error, isFetching } = useApiQueries().useQuery('get', '/api/v1/dashboard/', {
    params: { query: { q } },
  });
  const dashboards = (data?.result ?? []).flatMap((row) =>
    typeof row.id === 'number' ? [{ id: row.id, title: row.dashboard_title ?? '' }] : [],
  );
  return { search, setSearch, dashboards, error, isLoading: isFetching };
}
