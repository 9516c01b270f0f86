import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { encodeRison } from '../../../lib/rison.ts';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { useListUrlState, usePageZeroPastTheEnd } from '../../components/hooks/useListUrlState.ts';
import { PlusIcon } from '../../components/Icon/icons.tsx';
import { ListBody } from '../../components/ListBody/ListBody.tsx';
import { Pagination } from '../../components/Pagination/Pagination.tsx';
import { ChartFilters } from './ChartFilters.tsx';
import { type ChartListItem, ChartTable } from './ChartTable.tsx';
import {
  CHART_PAGE_SIZE,
  type ChartListState,
  chartListQuery,
  DEFAULT_CHART_LIST_STATE,
  hasChartFilters,
  readChartListState,
  SEARCH_DEBOUNCE_MS,
  writeChartListState,
} from './chartListQuery.ts';
import { type ChartRef, DeleteChartsModal } from './DeleteChartsModal.tsx';
import { useChartFavorites } from './useChartFavorites.ts';
import './ChartListPage.css';

const CHART_LIST_URL = {
  read: readChartListState,
  write: writeChartListState,
  defaults: DEFAULT_CHART_LIST_STATE,
};

/** /chart/list/ (Superset's ChartList): GET /api/v1/chart/ filtered, sorted and paged through the rison `q`. */
export function ChartListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const $api = useApiQueries();
  const { state, searchText, setSearchText, update, clearFilters } = useListUrlState(
    CHART_LIST_URL,
    SEARCH_DEBOUNCE_MS,
  );
  const [bulk, setBulk] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState<ChartRef[] | null>(null);

  const info = $api.useQuery('get', '/api/v1/chart/_info', {
    params: { query: { q: encodeRison({ keys: ['permissions'] }) } },
  });
  const canWrite = info.data?.permissions?.includes('can_write') ?? false;

  const { data, error, isPending } = $api.useQuery(
    'get',
    '/api/v1/chart/',
    { params: { query: { q: encodeRison(chartListQuery(state)) } } },
    { placeholderData: keepPreviousData },
  );
  const rows = (data?.result ?? []) as ChartListItem[];
  const count = data?.count ?? 0;
  const { favorites, setFavorite } = useChartFavorites(rows.map((row) => row.id));
  const pastTheEnd = Boolean(data) && rows.length === 0 && count > 0 && state.pageIndex > 0;
  usePageZeroPastTheEnd(CHART_LIST_URL, pastTheEnd);

  const changed = () => {
    setDeleting(null);
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/v1/chart/'] });
  };
  const sortBy = (column: ChartListState['sortColumn']) =>
    update({ sortColumn: column, sortDesc: state.sortColumn === column ? !state.sortDesc : false });

  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{t('charts.title')}</h1>
        <div className="loupe-chart-list__tools">
          {canWrite && (
            <Button
              onPress={() => {
                setBulk(!bulk);
                setSelected(new Set());
              }}
            >
              {t('charts.bulkSelect')}
            </Button>
          )}
          {canWrite && (
            <Button variant="primary" onPress={() => navigate('/chart/add/')}>
              <PlusIcon size={14} />
              {t('charts.add')}
            </Button>
          )}
        </div>
      </div>
      <ChartFilters state={state} searchText={searchText} onSearchText={setSearchText} onChange={update} />
      {bulk && (
        <div className="loupe-chart-list__bulk" role="toolbar" aria-label={t('charts.bulkActions')}>
          <span>{t('charts.selectedCount', { number: selected.size })}</span>
          <Button size="small" variant="link" onPress={() => setSelected(new Set())}>
            {t('charts.deselectAll')}
          </Button>
          <Button
            size="small"
            variant="danger"
            isDisabled={selected.size === 0}
            onPress={() => setDeleting(rows.filter((row) => selected.has(row.id)))}
          >
            {t('charts.deleteButton')}
          </Button>
        </div>
      )}
      <div className="loupe-card">
        <ListBody
          error={error}
          hasData={Boolean(data)}
          loading={isPending || pastTheEnd}
          rowCount={rows.length}
          filtered={hasChartFilters(state)}
          onClearFilters={clearFilters}
        >
          <ChartTable
            charts={rows}
            sort={{ column: state.sortColumn, desc: state.sortDesc }}
            onSort={sortBy}
            favorites={favorites}
            onFavorite={(chart, favorite) => setFavorite(chart.id, favorite)}
            {...(canWrite ? { onDelete: (chart: ChartListItem) => setDeleting([chart]) } : {})}
            {...(bulk ? { selection: { ids: selected, onChange: setSelected } } : {})}
          />
          <Pagination
            pageIndex={state.pageIndex}
            pageSize={CHART_PAGE_SIZE}
            count={count}
            shown={rows.length}
            onPageChange={(pageIndex) => update({ pageIndex })}
          />
        </ListBody>
      </div>
      {deleting && (
        <DeleteChartsModal charts={deleting} onHide={() => setDeleting(null)} onDeleted={changed} />
      )}
    </div>
  );
}
