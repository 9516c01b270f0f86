// The chart machine's chartQuery actor: POST /api/v1/chart/data with the viz's query context.
// Rejections follow machines/chart's rules: an AbortError (stopped), `{ error, errors }` from the
// server's reply (failed with its message), anything else (failed: 'Network error.').
import type { ApiClient } from '../../../api/client.ts';
import { ClientError } from '../../../api/clientError.ts';
import type { FormData, QueryContext, VizPlugin } from '../../../visualizations/core/types.ts';

export const UNEXPECTED_STATUS = 'Received unexpected response status (%s) while fetching chart data';

export function queryContextOf(plugin: VizPlugin, formData: FormData, force: boolean): QueryContext {
  return { ...plugin.buildQuery(formData), force };
}

export async function runChartQuery(
  client: ApiClient,
  plugin: VizPlugin,
  formData: FormData,
  force: boolean,
  signal: AbortSignal,
): Promise<Record<string, unknown>[]> {
  try {
    const { data, response } = await client.POST('/api/v1/chart/data', {
      body: queryContextOf(plugin, formData, force),
      signal,
    });
    const body = data as { result?: unknown } | undefined;
    if (response.status !== 200 || !Array.isArray(body?.result)) {
      throw { error: UNEXPECTED_STATUS.replace('%s', String(response.status)) };
    }
    return body.result as Record<string, unknown>[];
  } catch (error) {
    if (signal.aborted) throw new DOMException('Aborted', 'AbortError');
    if (error instanceof ClientError && error.status > 0) {
      throw { error: error.message, errors: error.errors ?? [] };
    }
    throw error;
  }
}
