// Connected databases, as Superset's /api/v1/database/.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type { InfoQuery, ListQuery } from '../services/databases/databaseList.ts';
import type { Services } from '../services/services.ts';

const READ_DATABASE = ['can_read', 'Database'] as const;

export function registerDatabaseRoutes(app: FastifyInstance, services: Services): void {
  app.get('/api/v1/database/', { config: { permission: READ_DATABASE } }, async (request) =>
    services.databases.list(request.risonQuery as ListQuery | undefined),
  );
  app.get('/api/v1/database/_info', { config: { permission: READ_DATABASE } }, async (request) =>
    services.databases.info(principalOf(request), request.risonQuery as InfoQuery | undefined),
  );
}
