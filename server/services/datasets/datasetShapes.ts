// Dataset rows → the contract's shapes: columns and metrics (certification read from extra, the
// generic type from the type name), the show reply, the list row and the datasource metadata
// charts read (Superset's SqlaTable.data), with the fields Superset derives (verbose_map,
// column_formats, granularity_sqla, order_by_choices, ...).
import type { components } from '../../../src/api/schema.gen.ts';
import { genericTypeOf } from '../../engines/genericTypes.ts';
import type { DatasetColumnRow, DatasetMetricRow } from '../../store/datasetTables.ts';
import type { DatasetFull, DatasetSummary } from '../../store/repositories/datasetsRepository.ts';
import { humanizeDelta } from '../shared/humanize.ts';
import { jsonObjectOf } from '../shared/jsonText.ts';

export type DatasetColumn = components['schemas']['DatasetColumn'];
export type DatasetMetric = components['schemas']['DatasetMetric'];
export type DatasetDetail = components['schemas']['DatasetDetail'];
export type DatasetListItem = components['schemas']['DatasetListItem'];
export type DatasourceMetadata = components['schemas']['DatasourceMetadata'];

/** What a dataset's replies need from its engine: SELECT * and the time grains. */
export interface EngineFacts {
  selectStar: string | null;
  timeGrains: ReadonlyArray<readonly [string, string]>;
}

/** Superset's certified_by / certification_details / warning_markdown, read from extra. */
export function certificationOf(extra: string | null) {
  const parsed = jsonObjectOf(extra);
  const certification = (parsed.certification ?? {}) as Record<string, unknown>;
  const certifiedBy = typeof certification.certified_by === 'string' ? certification.certified_by : null;
  return {
    is_certified: Boolean(certifiedBy),
    certified_by: certifiedBy,
    certification_details: typeof certification.details === 'string' ? certification.details : null,
    warning_markdown: typeof parsed.warning_markdown === 'string' ? parsed.warning_markdown : null,
  };
}

export function toColumn(row: DatasetColumnRow): DatasetColumn {
  return {
    id: row.id,
    column_name: row.column_name,
    verbose_name: row.verbose_name,
    description: row.description,
    expression: row.expression,
    type: row.type,
    type_generic: genericTypeOf(row.type),
    advanced_data_type: row.advanced_data_type,
    filterable: row.filterable === 1,
    groupby: row.groupby === 1,
    is_active: row.is_active === 1,
    is_dttm: row.is_dttm === 1,
    python_date_format: row.python_date_format,
    uuid: row.uuid,
    extra: row.extra,
    ...certificationOf(row.extra),
    created_on: row.created_on,
    changed_on: row.changed_on,
  };
}

export function toMetric(row: DatasetMetricRow): DatasetMetric {
  return {
    id: row.id,
    metric_name: row.metric_name,
    verbose_name: row.verbose_name,
    metric_type: row.metric_type,
    expression: row.expression,
    description: row.description,
    d3format: row.d3format,
    currency: row.currency,
    extra: row.extra,
    warning_text: row.warning_text,
    uuid: row.uuid,
    ...certificationOf(row.extra),
    created_on: row.created_on,
    changed_on: row.changed_on,
  };
}

const nameOf = (user: { first_name: string; last_name: string } | null) =>
  user ? { first_name: user.first_name, last_name: user.last_name } : null;

export function kindOf(row: { sql: string | null }): 'physical' | 'virtual' {
  return row.sql ? 'virtual' : 'physical';
}

/** Superset's SqlaTable.name: schema.table_name, or table_name without a schema. */
export function fullNameOf(row: { schema: string | null; table_name: string }): string {
  return row.schema ? `${row.schema}.${row.table_name}` : row.table_name;
}

function derived(columns: DatasetColumn[], metrics: DatasetMetric[]) {
  const verboseMap: Record<string, string> = { __timestamp: 'Time' };
  for (const c of columns) verboseMap[c.column_name] = c.verbose_name || c.column_name;
  for (const m of metrics) verboseMap[m.metric_name] = m.verbose_name || m.metric_name;
  const columnFormats: Record<string, string> = {};
  const currencyFormats: Record<string, unknown> = {};
  for (const m of metrics) {
    if (m.d3format) columnFormats[m.metric_name] = m.d3format;
    if (m.currency) currencyFormats[m.metric_name] = parseCurrency(m.currency);
  }
  return {
    verbose_map: verboseMap,
    column_formats: columnFormats,
    currency_formats: currencyFormats,
    granularity_sqla: columns
      .filter((c) => c.is_dttm)
      .map((c) => [c.column_name, c.verbose_name || c.column_name]),
    order_by_choices: [...columns]
      .map((c) => c.column_name)
      .sort()
      .flatMap((name) => [
        [JSON.stringify([name, true]), `${name} [asc]`],
        [JSON.stringify([name, false]), `${name} [desc]`],
      ]),
  };
}

function parseCurrency(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function toDetail(dataset: DatasetFull, facts: EngineFacts, now = new Date()): DatasetDetail {
  const columns = dataset.columns.map(toColumn);
  const metrics = dataset.metrics.map(toMetric);
  return {
    id: dataset.id,
    database: {
      id: dataset.database_id,
      database_name: dataset.database_name,
      backend: dataset.backend,
      allow_multi_catalog: dataset.allow_multi_catalog,
    },
    table_name: dataset.table_name,
    sql: dataset.sql,
    filter_select_enabled: dataset.filter_select_enabled === 1,
    fetch_values_predicate: dataset.fetch_values_predicate,
    catalog: dataset.catalog,
    schema: dataset.schema,
    description: dataset.description,
    main_dttm_col: dataset.main_dttm_col,
    normalize_columns: dataset.normalize_columns === 1,
    always_filter_main_dttm: dataset.always_filter_main_dttm === 1,
    offset: dataset.offset,
    default_endpoint: dataset.default_endpoint,
    cache_timeout: dataset.cache_timeout,
    is_sqllab_view: dataset.is_sqllab_view === 1,
    template_params: dataset.template_params,
    select_star: facts.selectStar,
    owners: dataset.owners.map((o) => ({ id: o.id, first_name: o.first_name, last_name: o.last_name })),
    columns,
    metrics,
    datasource_type: 'table',
    url: `/tablemodelview/edit/${dataset.id}`,
    extra: dataset.extra,
    kind: kindOf(dataset),
    created_on: dataset.created_on,
    created_on_humanized: humanizeDelta(new Date(dataset.created_on), now),
    created_by: nameOf(dataset.created_by),
    changed_on: dataset.changed_on,
    changed_on_humanized: humanizeDelta(new Date(dataset.changed_on), now),
    changed_by: nameOf(dataset.changed_by),
    is_managed_externally: dataset.is_managed_externally === 1,
    external_url: dataset.external_url,
    uid: `${dataset.id}__table`,
    datasource_name: dataset.table_name,
    name: fullNameOf(dataset),
    time_grain_sqla: facts.timeGrains.map(([duration, name]) => [duration, name]),
    ...derived(columns, metrics),
  };
}

export function toListItem(dataset: DatasetSummary, now = new Date()): DatasetListItem {
  const changer = dataset.changed_by;
  return {
    id: dataset.id,
    database: { id: dataset.database_id, database_name: dataset.database_name },
    changed_by_name: changer ? `${changer.first_name} ${changer.last_name}`.trim() : '',
    changed_by: nameOf(changer),
    changed_on_utc: dataset.changed_on.replace(/Z$/, '+00:00'),
    changed_on_delta_humanized: humanizeDelta(new Date(dataset.changed_on), now),
    default_endpoint: dataset.default_endpoint,
    description: dataset.description,
    datasource_type: 'table',
    explore_url: dataset.default_endpoint || `/explore/?datasource_type=table&datasource_id=${dataset.id}`,
    extra: dataset.extra,
    kind: kindOf(dataset),
    owners: dataset.owners.map((o) => ({ id: o.id, first_name: o.first_name, last_name: o.last_name })),
    catalog: dataset.catalog,
    schema: dataset.schema,
    sql: dataset.sql,
    table_name: dataset.table_name,
  };
}

export function toDatasourceMetadata(detail: DatasetDetail): DatasourceMetadata {
  return {
    id: detail.id,
    uid: detail.uid,
    type: 'table',
    name: detail.name,
    datasource_name: detail.datasource_name,
    table_name: detail.table_name,
    catalog: detail.catalog,
    schema: detail.schema,
    sql: detail.sql,
    description: detail.description,
    database: detail.database,
    columns: detail.columns,
    metrics: detail.metrics,
    main_dttm_col: detail.main_dttm_col,
    cache_timeout: detail.cache_timeout,
    offset: detail.offset,
    default_endpoint: detail.default_endpoint,
    filter_select: detail.filter_select_enabled,
    filter_select_enabled: detail.filter_select_enabled,
    fetch_values_predicate: detail.fetch_values_predicate,
    template_params: detail.template_params,
    is_sqllab_view: detail.is_sqllab_view,
    always_filter_main_dttm: detail.always_filter_main_dttm,
    normalize_columns: detail.normalize_columns,
    extra: detail.extra,
    owners: detail.owners.map((o) => o.id),
    select_star: detail.select_star,
    edit_url: detail.url,
    column_formats: detail.column_formats,
    currency_formats: detail.currency_formats,
    verbose_map: detail.verbose_map,
    order_by_choices: detail.order_by_choices,
    granularity_sqla: detail.granularity_sqla,
    time_grain_sqla: detail.time_grain_sqla,
    health_check_message: null,
    params: null,
    perm: `[${detail.database.database_name}].[${detail.table_name}](id:${detail.id})`,
  };
}
