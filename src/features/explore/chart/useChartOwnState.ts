// The chart's own state (Superset's ownState: a server-paged table's page, page size and search),
// part of its query: a page queries at once, a typed search once the typing settles (`searching`).
import { useCallback, useRef, useState } from 'react';
import type { OwnState } from '../../../visualizations/core/types.ts';

/** `queryText`: what the query depends on (splitFormData's queryText). */
export function useChartOwnState(queryText: string) {
  const [ownState, setOwnStateValue] = useState<OwnState>({});
  const [searching, setSearching] = useState(false);
  const ownStateRef = useRef(ownState);
  ownStateRef.current = ownState;
  // A query-control change ends a search's typing and goes back to the first page (the page may
  // no longer exist), as Superset's table does.
  // Adjusted while rendering (React's derived-state pattern), so no query runs on the old page.
  const [seenQueryText, setSeenQueryText] = useState(queryText);
  if (seenQueryText !== queryText) {
    setSeenQueryText(queryText);
    setSearching(false);
    if (ownState.currentPage) setOwnStateValue({ ...ownState, currentPage: 0 });
  }
  const setOwnState = useCallback((next: OwnState) => {
    setSearching((next.searchText ?? '') !== (ownStateRef.current.searchText ?? ''));
    setOwnStateValue(next);
  }, []);
  return { ownState, setOwnState, searching };
}
