// The body of PUT /api/v1/dataset/{id} from the draft (Superset's DatasourceModal.buildPayload):
// cache_timeout '' is null, the catalog only for databases with several catalogs, ids only
// when numeric, certification and warning folded into each item's extra. Pure.
import type { DatasetDraft, DraftColumn, DraftMetric } from './datasetEditModel.ts';
import { draftSql } from './datasetEditModel.ts';
import type { DatasetColumnWrite, DatasetMetricWrite, DatasetUpdateRequest } from './datasetEditTypes.ts';

/** '' (or blanks) as null: the server keeps null for what was never set. */
function orNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * An item's extra with its certification and warning as edited (other keys kept; Superset
 * rewrites the whole object, which would drop them).
 */
export function itemExtra(
  extra: string | null,
  fields: { certified_by: string; certification_details: string; warning_markdown: string },
): string {
  const { certification: _certification, warning_markdown: _warning, ...rest } = parseObject(extra);
  const certifiedBy = orNull(fields.certified_by);
  const details = orNull(fields.certification_details);
  const warning = orNull(fields.warning_markdown);
  return JSON.stringify({
    ...rest,
    ...(certifiedBy || details ? { certification: { certified_by: certifiedBy, details } } : {}),
    ...(warning ? { warning_markdown: warning } : {}),
  });
}

function integerOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}

export function metricPayload(metric: DraftMetric): DatasetMetricWrite {
  const symbol = metric.currency.symbol.trim();
  return {
    ...(typeof metric.id === 'number' && Number.isFinite(metric.id) ? { id: metric.id } : {}),
    metric_name: metric.metric_name,
    expression: metric.expression,
    metric_type: metric.metric_type,
    verbose_name: orNull(metric.verbose_name),
    description: orNull(metric.description),
    d3format: orNull(metric.d3format),
    currency: symbol ? JSON.stringify({ symbol, symbolPosition: metric.currency.symbolPosition }) : null,
    warning_text: orNull(metric.warning_text),
    uuid: metric.uuid,
    extra: itemExtra(metric.extra, metric),
  };
}

export function columnPayload(column: DraftColumn): DatasetColumnWrite {
  return {
    ...(typeof column.id === 'number' && Number.isFinite(column.id) ? { id: column.id } : {}),
    column_name: column.column_name,
    type: orNull(column.type),
    advanced_data_type: column.advanced_data_type,
    verbose_name: orNull(column.verbose_name),
    description: orNull(column.description),
    expression: orNull(column.expression),
    filterable: column.filterable,
    groupby: column.groupby,
    is_active: column.is_active,
    is_dttm: column.is_dttm,
    python_date_format: orNull(column.python_date_format),
    uuid: column.uuid,
    extra: itemExtra(column.extra, column),
  };
}

export function updatePayload(draft: DatasetDraft): DatasetUpdateRequest {
  return {
    table_name: draft.table_name,
    database_id: draft.database.id,
    sql: draftSql(draft),
    filter_select_enabled: draft.filter_select_enabled,
    fetch_values_predicate: orNull(draft.fetch_values_predicate),
    schema: draft.schema,
    description: orNull(draft.description),
    main_dttm_col: draft.main_dttm_col,
    normalize_columns: draft.normalize_columns,
    always_filter_main_dttm: draft.always_filter_main_dttm,
    offset: integerOrNull(draft.offset) ?? 0,
    default_endpoint: orNull(draft.default_endpoint),
    cache_timeout: integerOrNull(draft.cache_timeout),
    is_sqllab_view: draft.is_sqllab_view,
    template_params: orNull(draft.template_params),
    extra: orNull(draft.extra),
    is_managed_externally: draft.is_managed_externally,
    external_url: orNull(draft.external_url),
    owners: draft.owners.map((owner) => owner.id),
    metrics: draft.metrics.map(metricPayload),
    columns: [...draft.columns, ...draft.calculatedColumns].map(columnPayload),
    ...(draft.database.allow_multi_catalog ? { catalog: draft.catalog } : {}),
  };
}
