// Dashboards, as Superset's /api/v1/dashboard/ (what the chart save modal and the lists call):
// list, _info and create. Reads need can_read on Dashboard, creating can_write.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type { DashboardCreateRequest } from '../services/dashboards/dashboardServices.ts';
import type { Services } from '../services/services.ts';

type ListQuery = Parameters<Services['dashboards']['list']>[1];
type InfoQuery = Parameters<Services['dashboards']['info']>[1];

export function registerDashboardRoutes(app: FastifyInstance, services: Services): void {
  const dashboards = services.dashboards;

  app.get('/api/v1/dashboard/', async (request) =>
    dashboards.list(principalOf(request), request.risonQuery as ListQuery),
  );
  app.post('/api/v1/dashboard/', async (request, reply) => {
    const created = await dashboards.create(principalOf(request), request.body as DashboardCreateRequest);
    return reply.code(201).send(created);
  });
  app.get('/api/v1/dashboard/_info', async (request) =>
    dashboards.info(principalOf(request), request.risonQuery as InfoQuery),
  );
}
