// A query context as Superset's QueryContextFactory reads it: the datasource id (a number or a
// "1__table" uid), the result type and format defaults, force. Each query object's own fields
// (deprecated names, defaults) are the compiler's business (server/query/normalizeQueryObject.ts).
import { invalidPayload } from '../shared/loupeError.ts';
import type {
  ChartDataResultFormat,
  ChartDataResultType,
  PostProcessingStep,
  QueryContextBody,
  QueryObjectBody,
} from './chartDataTypes.ts';

export interface NormalizedContext {
  datasourceId: number;
  resultType: ChartDataResultType;
  resultFormat: ChartDataResultFormat;
  force: boolean;
  customCacheTimeout: number | null;
  queries: QueryObjectBody[];
}

export function datasourceIdOf(datasource: QueryContextBody['datasource']): number {
  const raw = datasource.id;
  const id = typeof raw === 'number' ? raw : Number(String(raw).split('__')[0]);
  const type = datasource.type ?? (typeof raw === 'string' ? String(raw).split('__')[1] : 'table');
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw invalidPayload({ datasource: { id: ['Not a valid integer.'] } });
  }
  if (type && type !== 'table' && type !== 'dataset') {
    throw invalidPayload({ datasource: { type: [`Datasource type ${type} is not supported.`] } });
  }
  return id;
}

export function normalizeContext(body: QueryContextBody, forceParam?: boolean): NormalizedContext {
  if (!Array.isArray(body.queries) || body.queries.length === 0) {
    throw invalidPayload({ queries: ['Missing data for required field.'] });
  }
  const resultType = body.result_type ?? 'full';
  return {
    datasourceId: datasourceIdOf(body.datasource),
    resultType,
    resultFormat: body.result_format ?? 'json',
    force: body.force === true || forceParam === true,
    customCacheTimeout: body.custom_cache_timeout ?? null,
    queries: body.queries.map((query) => ({
      ...query,
      result_type: query.result_type ?? resultType,
      post_processing: (query.post_processing ?? []).filter(
        (step): step is PostProcessingStep => step !== null,
      ),
    })),
  };
}
