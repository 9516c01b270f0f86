// /explore/ and /explore/p/:key/ (spec §2): reads the URL, loads the explore bootstrap
// (GET /api/v1/explore/) and shows the explore view.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import type { FormData } from '../../visualizations/core/types.ts';
import { AsyncEventsSettingsContext } from './chart/asyncEventsSettings.ts';
import { ExploreBelowChart, ExploreHeaderActions } from './ExploreExtras.tsx';
import { ExploreView, type ExploreViewProps } from './ExploreView.tsx';
import { bootstrapQuery, readExploreUrl, startFormData } from './exploreUrl.ts';
import { isMissingDataset, toVizDatasource } from './toVizDatasource.ts';

export type ExploreSlots = Pick<ExploreViewProps, 'headerActions' | 'belowChart' | 'datasetMenu'>;

export function ExplorePage(slots: ExploreSlots = {}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { key } = useParams();
  // The URL is read on arrival (and when a save reopens the page on the saved chart): later the
  // page writes form_data_key into it itself.
  const reopen = (useLocation().state as { exploreReopen?: number } | null)?.exploreReopen ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read on arrival only
  const url = useMemo(() => readExploreUrl(search, key), [key, reopen]);
  const { data, error, isPending } = useApiQueries().useQuery(
    'get',
    '/api/v1/explore/',
    { params: { query: bootstrapQuery(url) } },
    { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
  );
  if (isPending) return <Loading fullPage />;
  if (error || !data) return <ClientErrorMessage error={error} title={t('explorePage.loadFailed')} />;
  const { dataset, form_data, slice, message, common } = data.result;
  const datasource = toVizDatasource(dataset, form_data.datasource);
  const formData = startFormData(form_data, url) as FormData;
  const asyncEvents = {
    transport: common.conf.GLOBAL_ASYNC_QUERIES_TRANSPORT,
    pollingDelayMs: common.conf.GLOBAL_ASYNC_QUERIES_POLLING_DELAY,
    websocketUrl: common.conf.GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL,
  };
  const extras: ExploreSlots = {
    headerActions: (current, controls) => (
      <ExploreHeaderActions
        formData={current}
        controls={controls}
        slice={slice}
        permissions={data.result.user_permissions}
      />
    ),
    belowChart: (current, currentDatasource) => (
      <ExploreBelowChart formData={current} datasource={currentDatasource} />
    ),
  };
  return (
    <>
      {message && <p role="status">{message}</p>}
      <AsyncEventsSettingsContext.Provider value={asyncEvents}>
        <ExploreView
          key={`${datasource.uid}:${slice?.slice_id ?? ''}:${reopen}`}
          datasource={datasource}
          missingDataset={isMissingDataset(dataset)}
          formData={formData}
          settings={{
            sqlMaxRow: common.conf.SQL_MAX_ROW,
            defaultTimeFilter: common.conf.DEFAULT_TIME_FILTER,
          }}
          formDataKey={url.formDataKey}
          force={url.force}
          standalone={url.standalone}
          {...(slice ? { title: slice.slice_name } : {})}
          {...extras}
          {...slots}
        />
      </AsyncEventsSettingsContext.Provider>
    </>
  );
}
