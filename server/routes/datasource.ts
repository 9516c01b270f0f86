// The datasource calls of charts on a dataset: a column's values, the dataset as charts see it
// (/superset/fetch_datasource_metadata), sample rows (/datasource/samples) and the source's
// columns now (/datasource/external_metadata). Superset's pairs: can_fetch_datasource_metadata on
// Superset, can_samples on Datasource (Alpha and Admin), can_external_metadata on Datasource; the
// values need can_read on Dataset. Each also needs access to the dataset (403 otherwise).
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import type { SamplesPayload, SamplesRequest } from '../services/datasets/datasetServices.ts';
import type { SamplesPayloadFields } from '../services/datasets/samplesFilters.ts';
import type { Services } from '../services/services.ts';

interface ColumnValues {
  Params: { datasource_type: string; datasource_id: number; column_name: string };
}
interface DatasourcePath {
  Params: { datasource_type: string; datasource_id: number };
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

  app.get<ColumnValues>(
    '/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    async (request) =>
      datasets.columnValues(
        principalOf(request),
        request.params.datasource_type,
        request.params.datasource_id,
        request.params.column_name,
      ),
  );
  app.get<MetadataKey>('/superset/fetch_datasource_metadata', async (request) =>
    datasets.datasourceMetadata(principalOf(request), request.query.datasourceKey),
  );
  app.get<DatasourcePath>('/datasource/external_metadata/:datasource_type/:datasource_id/', async (request) =>
    datasets.externalMetadata(
      principalOf(request),
      request.params.datasource_type,
      request.params.datasource_id,
    ),
  );
  app.post<Samples>('/datasource/samples', async (request) => {
    const { datasource_type, datasource_id, page, per_page } = request.query;
    const body = request.body as SamplesPayload | undefined;
    // The whole payload (filters, granularity, time_range, extras), as Superset's get_samples.
    const samplesRequest: SamplesRequest & SamplesPayloadFields = {
      datasource_type,
      datasource_id,
      ...(body?.filters ? { filters: body.filters } : {}),
      ...(body?.granularity ? { granularity: body.granularity } : {}),
      ...(body?.time_range ? { time_range: body.time_range } : {}),
      ...(body?.extras ? { extras: body.extras } : {}),
      ...(page !== undefined ? { page } : {}),
      ...(per_page !== undefined ? { per_page } : {}),
    };
    return datasets.samples(principalOf(request), samplesRequest);
  });
}
