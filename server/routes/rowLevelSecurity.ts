// Row level security rules, as Superset 3.1's /api/v1/rowlevelsecurity/. Admin only: the
// contract's x-permission ([can_read | can_write, Row Level Security]) is checked first.
import type { FastifyInstance } from 'fastify';
import { callerOf, onOperation } from '../http/operationRoutes.ts';
import { securityInfo } from '../services/security/securityListQueries.ts';
import type { Services } from '../services/services.ts';

export function registerRowLevelSecurityRoutes(app: FastifyInstance, services: Services): void {
  const rules = services.rowLevelSecurity;

  onOperation(app, 'listRlsRules', async (request) => rules.list(request.rison));
  onOperation(app, 'getRlsInfo', async (request) =>
    securityInfo(callerOf(request), request.rison, 'Row Level Security'),
  );
  onOperation(app, 'createRlsRule', async (request, reply) =>
    reply.code(201).send(await rules.create(callerOf(request), request.body)),
  );
  onOperation(app, 'bulkDeleteRlsRules', async (request) => rules.bulkDelete(request.rison));
  onOperation(app, 'getRlsRule', async (request) => rules.get(request.params.pk));
  onOperation(app, 'updateRlsRule', async (request) =>
    rules.update(callerOf(request), request.params.pk, request.body),
  );
  onOperation(app, 'deleteRlsRule', async (request) => rules.delete(request.params.pk));
  onOperation(app, 'getRlsRelated', async (request) =>
    rules.related(request.params.column_name, request.rison),
  );
}
