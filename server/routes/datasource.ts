// The datasource calls of charts on a dataset: a column's values, the dataset as charts see it
// (/superset/fetch_datasource_metadata) and sample rows (/datasource/samples). Superset's pairs:
// can_fetch_datasource_metadata on Superset, can_samples on Datasource (Alpha and Admin); the
// values need can_read on Dataset.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type { Services } from '../services/services.ts';
import { READ_DATASET } from './dataset.ts';

export const FETCH_METADATA = ['can_fetch_datasource_metadata', 'Superset'] as const;
export const SAMPLES = ['can_samples', 'Datasource'] as const;

interface ColumnValues {
  Params: { datasource_type: string; datasource_id: number; column_name: string };
}
interface MetadataKey {
  Querystring: { datasourceKey: string };
}
interface Samples {
  Querystring: {
    datasource_type: string;
    datasource_id: number;
    page?: number;
    per_page?: number;
    force?: boolean;
  };
}

export function registerDatasourceRoutes(app: FastifyInstance, services: Services): void {
  const datasets = services.datasets;
  const read = { config: { permission: READ_DATASET } };

  app.get<ColumnValues>(
    '/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    read,
    async (request) =>
      datasets.columnValues(
        principalOf(request),
        request.params.datasource_type,
        request.params.datasource_id,
        request.params.column_name,
      ),
  );
  app.get<MetadataKey>(
    '/superset/fetch_datasource_metadata',
    { config: { permission: FETCH_METADATA } },
    async (request) => datasets.datasourceMetadata(request.query.datasourceKey),
  );
  app.post<Samples>('/datasource/samples', { config: { permission: SAMPLES } }, async (request) => {
    const { datasource_type, datasource_id, page, per_page } = request.query;
    return datasets.samples(principalOf(request), {
      datasource_type,
      datasource_id,
      ...(page !== undefined ? { page } : {}),
      ...(per_page !== undefined ? { per_page } : {}),
    });
  });
}
