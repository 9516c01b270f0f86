// Superset's buildQueryContext: the datasource from "{id}__{type}", force, the queries a chart
// builds from the base query object (falsy post-processing steps dropped, the x axis normalised),
// result_format json and result_type full unless the form data says otherwise, and the form data.
import type { FormData, QueryContext, QueryObject } from '../types.ts';
import { buildQueryObject } from './buildQueryObject.ts';
import { normalizeTimeColumn } from './normalizeTimeColumn.ts';

export type BuildQueryObjects = (base: QueryObject) => QueryObject[];

export function datasourceOf(uid: string): QueryContext['datasource'] {
  const [id = '', type = 'table'] = uid.split('__');
  const numeric = Number(id);
  return { id: Number.isInteger(numeric) && id !== '' ? numeric : id, type: type as 'table' | 'query' };
}

export function buildQueryContext(
  formData: FormData,
  buildQueryObjects: BuildQueryObjects = (base) => [base],
  aliases?: Record<string, 'metrics' | 'columns' | 'orderby'>,
): QueryContext {
  const queries = buildQueryObjects(buildQueryObject(formData, aliases)).map((query) => {
    const steps = Array.isArray(query.post_processing) ? query.post_processing.filter(Boolean) : undefined;
    return normalizeTimeColumn(formData, steps ? { ...query, post_processing: steps } : query);
  });
  return {
    datasource: datasourceOf(formData.datasource),
    force: Boolean(formData.force),
    queries,
    form_data: formData,
    result_format: (formData.result_format as QueryContext['result_format']) ?? 'json',
    result_type: (formData.result_type as QueryContext['result_type']) ?? 'full',
  };
}
