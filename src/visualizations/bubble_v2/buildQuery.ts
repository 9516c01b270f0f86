import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import type { FormData, Metric, QueryContext } from '../core/types.ts';
import { columnsOf } from '../helpers/formData.ts';

/** Superset's bubble query: x, y and size metrics per entity (and series), sorted by `orderby`. */
export function buildQuery(formData: FormData): QueryContext {
  const columns = [...columnsOf(formData, 'entity'), ...columnsOf(formData, 'series')];
  const sortBy = formData.orderby as Metric | undefined;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns,
      orderby: sortBy ? [[sortBy, !(base.order_desc ?? true)]] : undefined,
    },
  ]);
}
