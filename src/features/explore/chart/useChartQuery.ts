// One chart on the explore page driven by machines/chart: query-control changes re-run the query
// (at once for a pick or a click; debounced 250 ms, spec §9 'fast', while typing), render-trigger
// controls only re-render, validation errors block the query, and runQuery() is 'Update chart'.
import { useMachine } from '@xstate/react';
import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { FAST_DEBOUNCE_MS } from '../../../../lib/chartConstants.ts';
import { chartMachine } from '../../../../machines/chart/machine.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { useDebouncedValue } from '../../../components/hooks/useDebouncedValue.ts';
import type { FormData, OwnState, VizPlugin } from '../../../visualizations/core/types.ts';
import { AsyncEventsSettingsContext } from './asyncEventsSettings.ts';
import { runChartQuery } from './runChartQuery.ts';

export const QUERY_DEBOUNCE_MS = FAST_DEBOUNCE_MS;

export function useChartQuery(args: {
  plugin: VizPlugin | undefined;
  formData: FormData;
  /** What the query depends on, as text (splitFormData's queryText). */
  queryText: string;
  blocked: boolean;
  force: boolean;
  /** The latest change was typed (text, number, slider): the query waits for the typing to settle. */
  typing?: boolean;
  /** The chart's own state (a server-paged table's page, page size and search): part of the query. */
  ownState?: OwnState;
}) {
  const { plugin, formData, queryText, blocked, force, typing = false, ownState } = args;
  const client = useApi();
  const { transport, pollingDelayMs, websocketUrl } = useContext(AsyncEventsSettingsContext);
  // Read when a query starts (the machine's event carries the form data only).
  const ownStateRef = useRef(ownState);
  ownStateRef.current = ownState;
  const machine = useMemo(
    () =>
      chartMachine.provide({
        actors: {
          chartQuery: fromPromise(({ input, signal }) => {
            if (!plugin) return Promise.reject(new Error('no visualization'));
            return runChartQuery(
              client,
              plugin,
              input.formData as FormData,
              input.force,
              signal,
              ownStateRef.current,
              { transport, pollingDelayMs, websocketUrl },
            );
          }),
        },
      }),
    [client, plugin, transport, pollingDelayMs, websocketUrl],
  );
  const [snapshot, send] = useMachine(machine, { input: { id: formData.slice_id ?? 0, chartStatus: '' } });
  const queryKey = `${queryText}\n${JSON.stringify(ownState ?? null)}`;
  const debouncedKey = useDebouncedValue(queryKey, QUERY_DEBOUNCE_MS);
  const settledKey = typing ? debouncedKey : queryKey;

  const runQuery = useCallback(
    (withForce = false) => {
      if (blocked || !plugin) return;
      send({ type: 'UPDATE_STARTED', formData, force: withForce });
    },
    [blocked, plugin, send, formData],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run when what the query depends on settles
  useEffect(() => {
    if (settledKey !== queryKey) return;
    runQuery(force);
  }, [settledKey, blocked, plugin]);

  return {
    chart: snapshot.context,
    runQuery,
    stop: () => send({ type: 'UPDATE_STOPPED' }),
    rendered: () => send({ type: 'RENDERING_SUCCEEDED' }),
    renderFailed: (error: string) => send({ type: 'RENDERING_FAILED', error }),
  };
}
