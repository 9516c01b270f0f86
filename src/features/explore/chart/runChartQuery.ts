// The chart machine's chartQuery actor: POST /api/v1/chart/data with the viz's query context,
// through machines/asyncChartQuery so that a 202 (GLOBAL_ASYNC_QUERIES) waits for its job's event
// and reads the result from result_url. Rejections follow machines/chart's rules: an AbortError
// (stopped), `{ error, errors }` from the server's reply (failed with its message), anything else
// (failed: 'Network error.').
import type { AsyncChartQueryDeps } from '../../../../machines/asyncChartQuery/run.ts';
import { runAsyncChartQuery } from '../../../../machines/asyncChartQuery/run.ts';
import type { AsyncEvent } from '../../../../machines/asyncChartQuery/types.ts';
import { type AsyncEventClient, createAsyncEventClient } from '../../../../machines/asyncEvents/client.ts';
import type { ApiClient } from '../../../api/client.ts';
import { ClientError } from '../../../api/clientError.ts';
import type { FormData, OwnState, QueryContext, VizPlugin } from '../../../visualizations/core/types.ts';
import {
  type AsyncEventsSettings,
  DEFAULT_ASYNC_EVENTS,
  openAsyncEventSocket,
} from './asyncEventsSettings.ts';

export function queryContextOf(
  plugin: VizPlugin,
  formData: FormData,
  force: boolean,
  ownState?: OwnState,
): QueryContext {
  return { ...plugin.buildQuery(formData, ownState ? { ownState } : undefined), force };
}

const eventClients = new WeakMap<ApiClient, AsyncEventClient>();

/**
 * One async event client per API client: polls GET /api/v1/async_event/ while a job is awaited, or
 * listens on the websocket /ws/async_event/, as the server's settings say.
 */
function eventClientOf(client: ApiClient, settings: AsyncEventsSettings): AsyncEventClient {
  let events = eventClients.get(client);
  if (!events) {
    events = createAsyncEventClient({
      fetchEvents: async (lastId) => {
        const { data } = await client.GET('/api/v1/async_event/', {
          params: { query: lastId ? { last_id: lastId } : {} },
        });
        return ((data as { result?: AsyncEvent[] } | undefined)?.result ?? []) as AsyncEvent[];
      },
      storage: globalThis.localStorage,
      transport: settings.transport,
      pollingDelayMs: settings.pollingDelayMs,
      openSocket: (lastId, handlers) => openAsyncEventSocket(settings.websocketUrl, lastId, handlers),
    });
    eventClients.set(client, events);
  }
  return events;
}

export function chartQueryDeps(
  client: ApiClient,
  settings: AsyncEventsSettings = DEFAULT_ASYNC_EVENTS,
): AsyncChartQueryDeps {
  return {
    postChartData: async ({ queryContext }, signal) => {
      const { data, response } = await client.POST('/api/v1/chart/data', {
        body: queryContext as QueryContext,
        signal,
      });
      return { status: response.status, json: data };
    },
    fetchResult: async ({ resultUrl }, signal) => {
      const response = await fetch(resultUrl, { credentials: 'same-origin', signal });
      const body = (await response.json()) as Record<string, unknown>;
      if (!response.ok)
        throw { error: String(body.message ?? response.statusText), errors: body.errors ?? [] };
      return body;
    },
    listen: (jobId, listener) => eventClientOf(client, settings).listen(jobId, listener),
  };
}

export async function runChartQuery(
  client: ApiClient,
  plugin: VizPlugin,
  formData: FormData,
  force: boolean,
  signal: AbortSignal,
  ownState?: OwnState,
  asyncEvents: AsyncEventsSettings = DEFAULT_ASYNC_EVENTS,
): Promise<Record<string, unknown>[]> {
  try {
    const queryContext = queryContextOf(plugin, formData, force, ownState);
    return (await runAsyncChartQuery(
      chartQueryDeps(client, asyncEvents),
      { queryContext, force },
      signal,
    )) as Record<string, unknown>[];
  } catch (error) {
    if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    if (error instanceof ClientError && error.status > 0) {
      throw { error: error.message, errors: error.errors ?? [] };
    }
    throw error;
  }
}
