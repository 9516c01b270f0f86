// Saved queries, as Superset's /api/v1/saved_query/: list, _info, CRUD, bulk delete, related and
// distinct values. Reads need can_read on SavedQuery, writes can_write; everyone (Admin too)
// sees only their own saved queries.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type {
  InfoQuery,
  ListQuery,
  RelatedQuery,
  SavedQueryWriteFields,
} from '../services/savedQueries/savedQueryServices.ts';
import type { Services } from '../services/services.ts';

interface SavedQueryPk {
  Params: { pk: number };
}
interface ColumnName {
  Params: { column_name: string };
}

export function registerSavedQueryRoutes(app: FastifyInstance, services: Services): void {
  const savedQueries = services.savedQueries;

  app.get('/api/v1/saved_query/', async (request) =>
    savedQueries.list(principalOf(request), request.risonQuery as ListQuery | undefined),
  );
  app.post('/api/v1/saved_query/', async (request, reply) => {
    const created = await savedQueries.create(principalOf(request), request.body as SavedQueryWriteFields);
    return reply.code(201).send(created);
  });
  app.delete('/api/v1/saved_query/', async (request) =>
    savedQueries.bulkDelete(principalOf(request), request.risonQuery as number[]),
  );
  app.get('/api/v1/saved_query/_info', async (request) =>
    savedQueries.info(principalOf(request), request.risonQuery as InfoQuery | undefined),
  );
  app.get<ColumnName>('/api/v1/saved_query/related/:column_name', async (request) =>
    savedQueries.related(
      principalOf(request),
      request.params.column_name,
      request.risonQuery as RelatedQuery | undefined,
    ),
  );
  app.get<ColumnName>('/api/v1/saved_query/distinct/:column_name', async (request) =>
    savedQueries.distinct(principalOf(request), request.risonQuery as RelatedQuery | undefined),
  );
  app.get<SavedQueryPk>('/api/v1/saved_query/:pk', async (request) =>
    savedQueries.get(principalOf(request), request.params.pk),
  );
  app.put<SavedQueryPk>('/api/v1/saved_query/:pk', async (request) =>
    savedQueries.update(principalOf(request), request.params.pk, request.body as SavedQueryWriteFields),
  );
  app.delete<SavedQueryPk>('/api/v1/saved_query/:pk', async (request) =>
    savedQueries.delete(principalOf(request), request.params.pk),
  );
}
