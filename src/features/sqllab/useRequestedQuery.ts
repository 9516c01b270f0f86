// Opens the query a page handed to /sqllab/ in its navigation state (`{requestedQuery}`, see
// openRequestedQuery.ts) or in the URL (`?sql=…&dbid=…`, as Superset) in a new tab once, then
// drops it from the history entry. A request naming a dataset (`datasourceKey`) is read from the
// server first (datasourceQuery.ts); 'The datasource couldn't be loaded' when it cannot be.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { datasourceRequestedQuery, datasourceRequestOf } from './datasourceQuery.ts';
import {
  openRequestedQuery,
  REQUESTED_QUERY_PARAMS,
  requestedQueryOf,
  requestedQueryOfSearch,
} from './openRequestedQuery.ts';
import type { SqlLabSession } from './sqlLabSession.ts';
import { useUntitledTemplate } from './useUntitledTemplate.ts';

export function useRequestedQuery(session: SqlLabSession): void {
  const location = useLocation();
  const navigate = useNavigate();
  const template = useUntitledTemplate();
  const client = useApi();
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  const handled = useRef<{ session: SqlLabSession; key: string } | null>(null);

  useEffect(() => {
    const datasource = datasourceRequestOf(location.state, location.search);
    const request = datasource
      ? null
      : (requestedQueryOf(location.state) ?? requestedQueryOfSearch(location.search));
    if (!request && !datasource) return;
    const done = handled.current;
    if (done && done.session === session && done.key === location.key) return;
    handled.current = { session, key: location.key };
    if (request) openRequestedQuery(session, request, template);
    if (datasource) {
      datasourceRequestedQuery(client, datasource).then(
        (query) => openRequestedQuery(session, query, template),
        () => addDangerToast(t('sqlLabTools.datasourceLoadFailed')),
      );
    }
    const rest = new URLSearchParams(location.search);
    for (const name of REQUESTED_QUERY_PARAMS) rest.delete(name);
    const search = rest.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, state: null });
  }, [session, location, navigate, template, client, addDangerToast, t]);
}
