// Chart data, as Superset's ChartDataRestApi: POST /api/v1/chart/data (a query context → JSON
// items, a csv / xlsx / zip file, or 202 with an async job) and GET /api/v1/chart/data/{cache_key}
// (an async job's result), and GET /api/v1/chart/data?form_data={"slice_id":N} (a saved chart's
// query context). All need can_read on Chart; the dataset's access is the service's.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import { ASYNC_TOKEN_COOKIE } from '../services/asyncQueries/asyncToken.ts';
import type { ChartDataReply } from '../services/chartData/chartDataServices.ts';
import type { QueryContextBody } from '../services/chartData/chartDataTypes.ts';
import type { Services } from '../services/services.ts';

interface DataQuery {
  Querystring: { force?: boolean; form_data?: string };
}
interface CachedParams {
  Params: { cache_key: string };
}

/** A chart-data reply: JSON, 202 with the async job, or the file of the result format. */
export function sendChartData(reply: FastifyReply, result: ChartDataReply) {
  if (result.kind === 'async') return reply.code(202).send(result.body);
  if (result.kind === 'json') return reply.type('application/json; charset=utf-8').send(result.text);
  const { file } = result;
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(
      typeof file.body === 'string' || !(file.body instanceof Uint8Array)
        ? file.body
        : Buffer.from(file.body),
    );
}

export function registerChartDataRoutes(app: FastifyInstance, services: Services): void {
  app.post<DataQuery>('/api/v1/chart/data', async (request, reply) => {
    const result = await services.chartData.data(principalOf(request), request.body as QueryContextBody, {
      force: request.query.force === true,
      asyncCookie: request.cookies[ASYNC_TOKEN_COOKIE],
      ...(request.query.form_data !== undefined ? { formData: request.query.form_data } : {}),
    });
    return sendChartData(reply, result);
  });
  app.get<DataQuery>('/api/v1/chart/data', async (request, reply) => {
    const result = await services.charts.savedDataByFormData(
      principalOf(request),
      request.query.form_data ?? '',
      {
        force: request.query.force === true,
        asyncCookie: request.cookies[ASYNC_TOKEN_COOKIE],
      },
    );
    return sendChartData(reply, result);
  });
  app.get<CachedParams>('/api/v1/chart/data/:cache_key', async (request, reply) =>
    sendChartData(reply, await services.chartData.cached(principalOf(request), request.params.cache_key)),
  );
}
