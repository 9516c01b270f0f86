// Opens the query a page handed to /sqllab/ in its navigation state (`{requestedQuery}`, see
// openRequestedQuery.ts) or in the URL (`?sql=…&dbid=…`, as Superset) in a new tab once, then
// drops it from the history entry.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
  const handled = useRef<{ session: SqlLabSession; key: string } | null>(null);

  useEffect(() => {
    const request = requestedQueryOf(location.state) ?? requestedQueryOfSearch(location.search);
    if (!request) return;
    const done = handled.current;
    if (done && done.session === session && done.key === location.key) return;
    handled.current = { session, key: location.key };
    openRequestedQuery(session, request, template);
    const rest = new URLSearchParams(location.search);
    for (const name of REQUESTED_QUERY_PARAMS) rest.delete(name);
    const search = rest.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true, state: null });
  }, [session, location, navigate, template]);
}
