// SQL Lab, as Superset's /api/v1/sqllab/: execute, async results, cost estimates, formatting,
// CSV export and permalinks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type { Services } from '../services/services.ts';
import type { ExecutePayload } from '../services/sqllab/executeSql.ts';
import type { PermalinkState } from '../services/sqllab/permalinks.ts';
import type { ResultsQuery } from '../services/sqllab/queryHistory.ts';
import type { EstimatePayload, FormatSqlPayload } from '../services/sqllab/sqlLabTools.ts';

function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerSqlLabRoutes(app: FastifyInstance, services: Services): void {
  const sqlLab = services.sqlLab;

  app.post('/api/v1/sqllab/execute/', async (request, reply) => {
    const outcome = await sqlLab.execute(principalOf(request), request.body as ExecutePayload);
    return reply.code(outcome.status).send(outcome.body);
  });
  app.get('/api/v1/sqllab/results/', async (request) =>
    sqlLab.results(principalOf(request), request.risonQuery as ResultsQuery | undefined),
  );
  app.post('/api/v1/sqllab/estimate/', async (request) =>
    sqlLab.estimate(principalOf(request), request.body as EstimatePayload),
  );
  app.post('/api/v1/sqllab/format_sql/', async (request) => sqlLab.format(request.body as FormatSqlPayload));
  app.get<{ Params: { client_id: string } }>('/api/v1/sqllab/export/:client_id/', async (request, reply) => {
    const csv = await sqlLab.exportCsv(principalOf(request), request.params.client_id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
      .send(csv.stream);
  });
  app.post('/api/v1/sqllab/permalink', async (request, reply) => {
    const created = await sqlLab.createPermalink(
      principalOf(request),
      request.body as PermalinkState,
      baseUrl(request),
    );
    return reply.code(201).send(created);
  });
  // SQL Lab opened with a requested query by a form post (Superset's POST /sqllab/).
  app.post<{ Body: { form_data: string } }>('/sqllab/', async (request, reply) => {
    const location = await sqlLab.requestedQueryLocation(principalOf(request), request.body.form_data);
    return reply.redirect(location, 303);
  });
  app.get<{ Params: { key: string } }>('/api/v1/sqllab/permalink/:key', async (request) =>
    sqlLab.readPermalink(request.params.key),
  );
}
