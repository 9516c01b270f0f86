// A list page's state in the URL (Superset's ListView): filters, sort and page read from and
// written to the query string; the search box debounced into it (only a new debounced text
// changes the URL, not a URL change such as 'Clear all filters'); a page past the last one (after
// deletes, an old link) goes back to page 0.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './useDebouncedValue.ts';

export interface ListUrlCodec<S extends { search: string; pageIndex: number }> {
  read: (params: URLSearchParams) => S;
  write: (state: S) => URLSearchParams;
  /** The state 'Clear all filters' goes back to. */
  defaults: S;
}

export function useListUrlState<S extends { search: string; pageIndex: number }>(
  codec: ListUrlCodec<S>,
  searchDebounceMs: number,
) {
  const [params, setParams] = useSearchParams();
  const state = codec.read(params);
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchText, searchDebounceMs);
  const appliedSearch = useRef(debouncedSearch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the codec is a module constant
  useEffect(() => {
    if (debouncedSearch === appliedSearch.current) return;
    appliedSearch.current = debouncedSearch;
    setParams(
      (previous) => {
        const current = codec.read(previous);
        if (current.search === debouncedSearch) return previous;
        return codec.write({ ...current, search: debouncedSearch, pageIndex: 0 });
      },
      { replace: true },
    );
  }, [debouncedSearch, setParams]);

  /** New filters or sort (back to page 0 unless `next` names a page). */
  const update = (next: Partial<S>) => setParams(codec.write({ ...state, pageIndex: 0, ...next }));
  const clearFilters = () => {
    setSearchText('');
    appliedSearch.current = '';
    setParams(codec.write({ ...codec.defaults }));
  };
  return { state, searchText, setSearchText, update, clearFilters };
}

/** When the page shown lies past the last one, the list goes back to page 0. */
export function usePageZeroPastTheEnd<S extends { search: string; pageIndex: number }>(
  codec: ListUrlCodec<S>,
  pastTheEnd: boolean,
) {
  const [, setParams] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the codec is a module constant
  useEffect(() => {
    if (pastTheEnd)
      setParams((previous) => codec.write({ ...codec.read(previous), pageIndex: 0 }), { replace: true });
  }, [pastTheEnd, setParams]);
}
