// Datasets, as Superset's /api/v1/dataset/: list, _info, CRUD, bulk delete, related, distinct,
// duplicate, get_or_create, refresh and related_objects. Reads need can_read on Dataset, writes
// can_write, duplicate can_duplicate, get_or_create can_get_or_create_dataset; changing or
// deleting also needs ownership (or Admin).
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type {
  DatasetCreateRequest,
  DatasetDuplicateRequest,
  DatasetGetOrCreateRequest,
  DatasetUpdateRequest,
  InfoQuery,
  ListQuery,
  RelatedQuery,
  ShowQuery,
} from '../services/datasets/datasetServices.ts';
import type { Services } from '../services/services.ts';

interface DatasetPk {
  Params: { pk: number };
}
interface DatasetPut {
  Params: { pk: number };
  Querystring: { override_columns?: boolean };
}
interface ColumnName {
  Params: { column_name: string };
}

export function registerDatasetRoutes(app: FastifyInstance, services: Services): void {
  const datasets = services.datasets;

  app.get('/api/v1/dataset/', async (request) =>
    datasets.list(principalOf(request), request.risonQuery as ListQuery | undefined),
  );
  app.post('/api/v1/dataset/', async (request, reply) => {
    const created = await datasets.create(principalOf(request), request.body as DatasetCreateRequest);
    return reply.code(201).send(created);
  });
  app.delete('/api/v1/dataset/', async (request) =>
    datasets.bulkDelete(principalOf(request), request.risonQuery as number[]),
  );
  app.get('/api/v1/dataset/_info', async (request) =>
    datasets.info(principalOf(request), request.risonQuery as InfoQuery | undefined),
  );
  app.get<ColumnName>('/api/v1/dataset/related/:column_name', async (request) =>
    datasets.related(
      principalOf(request),
      request.params.column_name,
      request.risonQuery as RelatedQuery | undefined,
    ),
  );
  app.get<ColumnName>('/api/v1/dataset/distinct/:column_name', async (request) =>
    datasets.distinct(request.risonQuery as RelatedQuery | undefined),
  );
  app.post('/api/v1/dataset/duplicate', async (request, reply) => {
    const copy = await datasets.duplicate(principalOf(request), request.body as DatasetDuplicateRequest);
    return reply.code(201).send(copy);
  });
  app.post('/api/v1/dataset/get_or_create/', async (request) =>
    datasets.getOrCreate(principalOf(request), request.body as DatasetGetOrCreateRequest),
  );
  app.get<DatasetPk>('/api/v1/dataset/:pk', async (request) =>
    datasets.get(principalOf(request), request.params.pk, request.risonQuery as ShowQuery | undefined),
  );
  app.put<DatasetPut>('/api/v1/dataset/:pk', async (request) =>
    datasets.update(
      principalOf(request),
      request.params.pk,
      request.body as DatasetUpdateRequest,
      request.query.override_columns === true,
    ),
  );
  app.delete<DatasetPk>('/api/v1/dataset/:pk', async (request) =>
    datasets.delete(principalOf(request), request.params.pk),
  );
  app.put<DatasetPk>('/api/v1/dataset/:pk/refresh', async (request) =>
    datasets.refresh(principalOf(request), request.params.pk),
  );
  app.get<DatasetPk>('/api/v1/dataset/:pk/related_objects', async (request) =>
    datasets.relatedObjects(principalOf(request), request.params.pk),
  );
}
