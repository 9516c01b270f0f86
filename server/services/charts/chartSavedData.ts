// The data of a saved chart, as Superset's ChartDataRestApi.get_data: the query context stored
// with the chart is answered as POST /api/v1/chart/data would (the chart's cache_timeout
// applying through its slice_id), format and type overriding its result_format / result_type.
// Used by GET /api/v1/chart/{pk}/data/ and by the GET form of /api/v1/chart/data (form_data).
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { ChartDataReply, ChartDataServices } from '../chartData/chartDataServices.ts';
import { sliceIdOf } from '../chartData/chartDataServices.ts';
import type { QueryContextBody } from '../chartData/chartDataTypes.ts';
import type { Principal } from '../security/principal.ts';
import { badRequest, LoupeError } from '../shared/loupeError.ts';
import { requireVisibleChart } from './chartReads.ts';

export const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

export interface SavedDataOptions {
  format?: QueryContextBody['result_format'];
  type?: QueryContextBody['result_type'];
  force?: boolean;
  asyncCookie?: string;
}

function savedContext(text: string | null): QueryContextBody {
  if (!text) throw new LoupeError(400, NO_QUERY_CONTEXT);
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as QueryContextBody;
  } catch {
    // answered below
  }
  throw new LoupeError(400, NO_QUERY_CONTEXT);
}

export async function savedChartData(
  db: MetadataDb,
  chartData: ChartDataServices,
  principal: Principal,
  id: number,
  options: SavedDataOptions,
): Promise<ChartDataReply> {
  const chart = await requireVisibleChart(db, principal, id);
  const context = savedContext(chart.query_context);
  const formData =
    context.form_data && typeof context.form_data === 'object'
      ? (context.form_data as Record<string, unknown>)
      : {};
  const body: QueryContextBody = {
    ...context,
    form_data: { ...formData, slice_id: chart.id },
    ...(options.format ? { result_format: options.format } : {}),
    ...(options.type ? { result_type: options.type } : {}),
    ...(options.force ? { force: true } : {}),
  };
  return chartData.data(principal, body, {
    force: options.force === true,
    ...(options.asyncCookie !== undefined ? { asyncCookie: options.asyncCookie } : {}),
  });
}

/** The chart a GET /api/v1/chart/data link names in its form_data (400 when none). */
export function sliceIdOfFormData(formData: string): number {
  const id = sliceIdOf(formData);
  if (id === null) throw badRequest('Request is incorrect');
  return id;
}
