// Connected databases, as Superset's /api/v1/database/: list, _info, CRUD, the engines
// available, and connection checks. Reads need can_read on Database, writes can_write.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type {
  ConnectionTestRequest,
  ValidateParametersRequest,
} from '../services/databases/connectionChecks.ts';
import type { InfoQuery, ListQuery } from '../services/databases/databaseList.ts';
import type { DatabaseWriteFields } from '../services/databases/databaseSettings.ts';
import type { DatabaseCreateRequest } from '../services/databases/databaseWrites.ts';
import type { Services } from '../services/services.ts';

/** Path parameters after validation (pk coerced to an integer). */
export interface DatabasePk {
  Params: { pk: number };
}

export function registerDatabaseRoutes(app: FastifyInstance, services: Services): void {
  const databases = services.databases;

  app.get('/api/v1/database/', async (request) =>
    databases.list(request.risonQuery as ListQuery | undefined),
  );
  app.post('/api/v1/database/', async (request, reply) => {
    const created = await databases.create(principalOf(request), request.body as DatabaseCreateRequest);
    return reply.code(201).send(created);
  });
  app.get('/api/v1/database/_info', async (request) =>
    databases.info(principalOf(request), request.risonQuery as InfoQuery | undefined),
  );
  app.get('/api/v1/database/available/', async () => databases.available());
  app.post('/api/v1/database/test_connection/', async (request) =>
    databases.testConnection(request.body as ConnectionTestRequest),
  );
  app.post('/api/v1/database/validate_parameters/', async (request) =>
    databases.validateParameters(request.body as ValidateParametersRequest),
  );
  app.get<DatabasePk>('/api/v1/database/:pk', async (request) => databases.get(request.params.pk));
  app.put<DatabasePk>('/api/v1/database/:pk', async (request) =>
    databases.update(principalOf(request), request.params.pk, request.body as DatabaseWriteFields),
  );
  app.delete<DatabasePk>('/api/v1/database/:pk', async (request) => databases.delete(request.params.pk));
}
