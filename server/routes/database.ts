// Connected databases, as Superset's /api/v1/database/: list, _info, CRUD, the engines
// available, and connection checks (each operation's permission is in the contract).
import type { FastifyInstance } from 'fastify';
import { callerOf, onOperation } from '../http/operationRoutes.ts';
import type { Services } from '../services/services.ts';

export function registerDatabaseRoutes(app: FastifyInstance, services: Services): void {
  const databases = services.databases;

  onOperation(app, 'listDatabases', async (request) => databases.list(callerOf(request), request.rison));
  onOperation(app, 'createDatabase', async (request, reply) => {
    const created = await databases.create(callerOf(request), request.body);
    return reply.code(201).send(created);
  });
  onOperation(app, 'getDatabaseInfo', async (request) => databases.info(callerOf(request), request.rison));
  onOperation(app, 'listAvailableEngines', async () => databases.available());
  onOperation(app, 'testDatabaseConnection', async (request) => databases.testConnection(request.body));
  onOperation(app, 'validateDatabaseParameters', async (request) =>
    databases.validateParameters(request.body),
  );
  onOperation(app, 'getDatabase', async (request) => databases.get(callerOf(request), request.params.pk));
  onOperation(app, 'updateDatabase', async (request) =>
    databases.update(callerOf(request), request.params.pk, request.body),
  );
  onOperation(app, 'deleteDatabase', async (request) => databases.delete(request.params.pk));
}
