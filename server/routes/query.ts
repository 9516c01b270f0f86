// SQL Lab's queries, as Superset's /api/v1/query/: history list, one query, the caller's
// queries changed since a time, and stopping a running query. All need can_read on Query.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type { ListQuery } from '../services/databases/databaseList.ts';
import type { Services } from '../services/services.ts';

export function registerQueryRoutes(app: FastifyInstance, services: Services): void {
  const sqlLab = services.sqlLab;

  app.get('/api/v1/query/', async (request) =>
    sqlLab.list(principalOf(request), request.risonQuery as ListQuery | undefined),
  );
  app.get('/api/v1/query/updated_since', async (request) =>
    sqlLab.updatedSince(
      principalOf(request),
      (request.risonQuery as { last_updated_ms: number } | undefined)?.last_updated_ms,
    ),
  );
  app.post('/api/v1/query/stop', async (request) =>
    sqlLab.stop(principalOf(request), (request.body as { client_id: string }).client_id),
  );
  app.get<{ Params: { pk: number } }>('/api/v1/query/:pk', async (request) =>
    sqlLab.get(principalOf(request), request.params.pk),
  );
}
