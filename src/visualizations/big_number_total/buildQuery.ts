// Big Number (big_number_total): one query of the metric (Superset's BigNumberTotal buildQuery).
import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import type { FormData, QueryContext } from '../core/types.ts';

export function buildQuery(formData: FormData): QueryContext {
  return buildQueryContext(formData, (base) => [{ ...base }]);
}
