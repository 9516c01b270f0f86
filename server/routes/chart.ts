// Charts, as Superset's /api/v1/chart/: list, _info, CRUD, bulk delete, related, favorite_status,
// favourites and a saved chart's data. Reads need can_read on Chart, writes can_write; changing
// or deleting also needs ownership (or Admin).
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import { ASYNC_TOKEN_COOKIE } from '../services/asyncQueries/asyncToken.ts';
import type { SavedDataOptions } from '../services/charts/chartSavedData.ts';
import type {
  ChartCreateRequest,
  ChartShowQuery,
  ChartUpdateRequest,
  InfoQuery,
  ListQuery,
  RelatedQuery,
} from '../services/charts/chartServices.ts';
import type { Services } from '../services/services.ts';
import { sendChartData } from './chartData.ts';

interface ChartPk {
  Params: { pk: number };
}
interface ChartDataGet {
  Params: { pk: number };
  Querystring: { format?: SavedDataOptions['format']; type?: SavedDataOptions['type']; force?: boolean };
}

export function registerChartRoutes(app: FastifyInstance, services: Services): void {
  const charts = services.charts;

  app.get('/api/v1/chart/', async (request) =>
    charts.list(principalOf(request), request.risonQuery as ListQuery | undefined),
  );
  app.post('/api/v1/chart/', async (request, reply) => {
    const created = await charts.create(principalOf(request), request.body as ChartCreateRequest);
    return reply.code(201).send(created);
  });
  app.delete('/api/v1/chart/', async (request) =>
    charts.bulkDelete(principalOf(request), request.risonQuery as number[]),
  );
  app.get('/api/v1/chart/_info', async (request) =>
    charts.info(principalOf(request), request.risonQuery as InfoQuery | undefined),
  );
  app.get('/api/v1/chart/related/:column_name', async (request) =>
    charts.related(principalOf(request), request.risonQuery as RelatedQuery | undefined),
  );
  app.get('/api/v1/chart/favorite_status/', async (request) =>
    charts.favoriteStatus(principalOf(request), request.risonQuery as number[]),
  );
  app.get<ChartPk>('/api/v1/chart/:pk', async (request) =>
    charts.get(principalOf(request), request.params.pk, request.risonQuery as ChartShowQuery | undefined),
  );
  app.put<ChartPk>('/api/v1/chart/:pk', async (request) =>
    charts.update(principalOf(request), request.params.pk, request.body as ChartUpdateRequest),
  );
  app.delete<ChartPk>('/api/v1/chart/:pk', async (request) =>
    charts.delete(principalOf(request), request.params.pk),
  );
  app.post<ChartPk>('/api/v1/chart/:pk/favorites/', async (request) =>
    charts.setFavorite(principalOf(request), request.params.pk, true),
  );
  app.delete<ChartPk>('/api/v1/chart/:pk/favorites/', async (request) =>
    charts.setFavorite(principalOf(request), request.params.pk, false),
  );
  app.get<ChartDataGet>('/api/v1/chart/:pk/data/', async (request, reply) => {
    const { format, type, force } = request.query;
    const result = await charts.savedData(principalOf(request), request.params.pk, {
      ...(format ? { format } : {}),
      ...(type ? { type } : {}),
      force: force === true,
      asyncCookie: request.cookies[ASYNC_TOKEN_COOKIE],
    });
    return sendChartData(reply, result);
  });
}
