// SQL Lab's state on the server, as Superset's legacy TabStateView (/tabstateview/) and
// TableSchemaView (/tableschemaview/) — no /api/v1 prefix, form bodies of JSON texts — and the
// SQL Lab bootstrap (GET /api/v1/sqllab/). Each call needs its Superset permission (the contract's x-permission:
// can_post on TabStateView, ...); the service keeps callers to their own tabs.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type { Services } from '../services/services.ts';
import type { BodyEncoding } from '../services/sqllabState/sqlLabStateServices.ts';

interface TabPk {
  Params: { tab_state_id: number };
}
interface TabQuery {
  Params: { tab_state_id: number; client_id: string };
}
interface TablePk {
  Params: { table_schema_id: number };
}

function encodingOf(request: FastifyRequest): BodyEncoding {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('application/x-www-form-urlencoded') ? 'form' : 'json';
}

/** Superset answers these with bare JSON values ("OK", an id). */
function json(reply: FastifyReply, value: unknown) {
  return reply.type('application/json').send(JSON.stringify(value));
}

export function registerTabStateRoutes(app: FastifyInstance, services: Services): void {
  const state = services.sqllabState;
  type Body<T> = T & Record<string, unknown>;

  app.post('/tabstateview/', async (request) =>
    state.create(principalOf(request), request.body as Body<{ queryEditor: unknown }>),
  );
  app.get<TabPk>('/tabstateview/:tab_state_id', async (request) =>
    state.get(principalOf(request), request.params.tab_state_id),
  );
  app.put<TabPk>('/tabstateview/:tab_state_id', async (request, reply) =>
    json(
      reply,
      await state.update(
        principalOf(request),
        request.params.tab_state_id,
        request.body as Record<string, unknown>,
        encodingOf(request),
      ),
    ),
  );
  app.delete<TabPk>('/tabstateview/:tab_state_id', async (request, reply) =>
    json(reply, await state.delete(principalOf(request), request.params.tab_state_id)),
  );
  app.post<TabPk>('/tabstateview/:tab_state_id/activate', async (request, reply) =>
    json(reply, await state.activate(principalOf(request), request.params.tab_state_id)),
  );
  app.post<TabPk>('/tabstateview/:tab_state_id/migrate_query', async (request, reply) =>
    json(
      reply,
      await state.migrateQuery(
        principalOf(request),
        request.params.tab_state_id,
        request.body as Body<{ queryId: unknown }>,
        encodingOf(request),
      ),
    ),
  );
  app.delete<TabQuery>('/tabstateview/:tab_state_id/query/:client_id', async (request, reply) =>
    json(
      reply,
      await state.deleteQuery(principalOf(request), request.params.tab_state_id, request.params.client_id),
    ),
  );
  app.post('/tableschemaview/', async (request) =>
    state.createTableSchema(principalOf(request), request.body as Body<{ table: unknown }>),
  );
  app.post<TablePk>('/tableschemaview/:table_schema_id/expanded', async (request) =>
    state.setTableSchemaExpanded(
      principalOf(request),
      request.params.table_schema_id,
      request.body as Body<{ expanded: unknown }>,
      encodingOf(request),
    ),
  );
  app.delete<TablePk>('/tableschemaview/:table_schema_id', async (request, reply) =>
    json(reply, await state.deleteTableSchema(principalOf(request), request.params.table_schema_id)),
  );
  app.get('/api/v1/sqllab/', async (request) => state.bootstrap(principalOf(request)));
}
