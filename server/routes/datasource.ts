// The datasource calls of charts on a dataset: a column's values, the dataset as charts see it
// (/superset/fetch_datasource_metadata) and sample rows (/datasource/samples). All need
// can_read on Dataset.
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/services.ts';
import { READ_DATASET } from './dataset.ts';

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
        request.params.datasource_type,
        request.params.datasource_id,
        request.params.column_name,
      ),
  );
  app.get<MetadataKey>('/superset/fetch_datasource_metadata', read, async (request) =>
    datasets.datasourceMetadata(request.query.datasourceKey),
  );
  app.post<Samples>('/datasource/samples', read, async (request) => {
    const { datasource_type, datasource_id, page, per_page } = request.query;
    return datasets.samples({
      datasource_type,
      datasource_id,
      ...(page !== undefined ? { page } : {}),
      ...(per_page !== undefined ? { per_page } : {}),
    });
  });
}
