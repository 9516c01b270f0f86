// Explore, as Superset's /api/v1/explore/: the page's bootstrap (can_read on Explore), the
// form-data cache (can_read / can_write on ExploreFormDataRestApi) and permalinks (can_read /
// can_write on ExplorePermalinkRestApi).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type {
  ExplorePermalinkState,
  ExploreQuery,
  FormDataPayload,
} from '../services/explore/exploreServices.ts';
import type { Services } from '../services/services.ts';

function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

interface FormDataKey {
  Params: { key: string };
}
interface TabQuery {
  Querystring: { tab_id?: number };
}

export function registerExploreRoutes(app: FastifyInstance, services: Services): void {
  const explore = services.explore;

  app.get<{ Querystring: ExploreQuery }>('/api/v1/explore/', async (request) =>
    explore.context(principalOf(request), request.query),
  );

  app.post<TabQuery & { Body: FormDataPayload }>('/api/v1/explore/form_data', async (request, reply) => {
    const created = await explore.createFormData(
      principalOf(request),
      request.body,
      request.query.tab_id ?? null,
    );
    return reply.code(201).send(created);
  });
  app.get<FormDataKey>('/api/v1/explore/form_data/:key', async (request) =>
    explore.getFormData(principalOf(request), request.params.key),
  );
  app.put<FormDataKey & TabQuery & { Body: FormDataPayload }>(
    '/api/v1/explore/form_data/:key',
    async (request) =>
      explore.updateFormData(
        principalOf(request),
        request.params.key,
        request.body,
        request.query.tab_id ?? null,
      ),
  );
  app.delete<FormDataKey>('/api/v1/explore/form_data/:key', async (request) =>
    explore.deleteFormData(principalOf(request), request.params.key),
  );

  app.post<{ Body: ExplorePermalinkState }>('/api/v1/explore/permalink', async (request, reply) => {
    const created = await explore.createPermalink(principalOf(request), request.body, baseUrl(request));
    return reply.code(201).send(created);
  });
  app.get<FormDataKey>('/api/v1/explore/permalink/:key', async (request) =>
    explore.readPermalink(principalOf(request), request.params.key),
  );
}
