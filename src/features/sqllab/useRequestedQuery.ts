// Opens the query a page handed to /sqllab/ in its navigation state (`{requestedQuery}`, see
// openRequestedQuery.ts) in a new tab once, then drops the state from the history entry.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openRequestedQuery, requestedQueryOf } from './openRequestedQuery.ts';
import type { SqlLabSession } from './sqlLabSession.ts';
import { useUntitledTemplate } from './useUntitledTemplate.ts';

export function useRequestedQuery(session: SqlLabSession): void {
  const location = useLocation();
  const navigate = useNavigate();
  const template = useUntitledTemplate();
  const handled = useRef<{ session: SqlLabSession; key: string } | null>(null);

  useEffect(() => {
    const request = requestedQueryOf(location.state);
    if (!request) return;
    const done = handled.current;
    if (done && done.session === session && done.key === location.key) return;
    handled.current = { session, key: location.key };
    openRequestedQuery(session, request, template);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [session, location, navigate, template]);
}
