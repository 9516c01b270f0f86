// Writes the form data to the form-data cache on changes (POST once, then PUT under the key) and
// keeps form_data_key (+ slice_id) in the URL, as Superset's explore does. A write answered after
// the URL moved on (a save went to ?slice_id=N) or after the page left keeps its key but does not
// write its older URL over the new one.
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SLOW_DEBOUNCE_MS } from '../../../lib/chartConstants.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useDebouncedValue } from '../../components/hooks/useDebouncedValue.ts';
import type { FormData, VizDatasource } from '../../visualizations/core/types.ts';
import { writeExploreUrl } from './exploreUrl.ts';

/** The browser is on another explore URL than the one written from (or last written). */
function browserMovedOn(writtenFrom: string, ownSearch: string | null): boolean {
  const location = globalThis.location;
  if (!location?.pathname.startsWith('/explore')) return false;
  const shown = new URLSearchParams(location.search).toString();
  return shown !== writtenFrom && shown !== ownSearch;
}

export function useFormDataCache(formData: FormData, datasource: VizDatasource, initialKey: string | null) {
  const client = useApi();
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const key = useRef<string | null>(initialKey);
  /** The URL as last committed. */
  const currentSearch = useRef(search.toString());
  useEffect(() => {
    currentSearch.current = search.toString();
  });
  /** The URL this hook wrote last (moving from one of its own writes to the next is not moving on). */
  const ownSearch = useRef<string | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const text = JSON.stringify(formData);
  const settled = useDebouncedValue(text, SLOW_DEBOUNCE_MS);
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: written when the settled form data changes
  useEffect(() => {
    if (settled !== text) return;
    const body = {
      datasource_id: datasource.id,
      datasource_type: 'table' as const,
      chart_id: sliceId,
      form_data: settled,
    };
    const writtenFrom = search.toString();
    const write = key.current
      ? client.PUT('/api/v1/explore/form_data/{key}', { params: { path: { key: key.current } }, body })
      : client.POST('/api/v1/explore/form_data', { body });
    write
      .then(({ data }) => {
        const next = data?.key;
        if (!next) return;
        key.current = next;
        const now = currentSearch.current;
        if (!mounted.current || (now !== writtenFrom && now !== ownSearch.current)) return;
        // A navigation (a save going to ?slice_id=N) changes the browser's URL at once, before the
        // page re-renders: a write answered in between must not put the old URL back.
        if (browserMovedOn(writtenFrom, ownSearch.current)) return;
        const shown = new URLSearchParams(now);
        if (
          shown.get('form_data_key') !== next ||
          (sliceId !== null && shown.get('slice_id') !== String(sliceId))
        ) {
          const written = writeExploreUrl(new URLSearchParams(now), { formDataKey: next, sliceId });
          ownSearch.current = written.toString();
          setSearch(written, { replace: true, state });
        }
      })
      .catch(() => {
        // The cache is a convenience: explore keeps working without it.
      });
  }, [settled]);
}
