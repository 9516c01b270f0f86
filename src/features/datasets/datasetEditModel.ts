// The dataset as the Edit Dataset modal edits it (a draft: text fields as typed, columns split
// into physical and calculated ones, as Superset's DatasourceEditor), made from the contract's
// DatasetDetail. Pure.
import type { DatasetColumn, DatasetDetail, DatasetMetric } from './datasetEditTypes.ts';

export type CurrencyPosition = 'prefix' | 'suffix';

export interface DraftCurrency {
  symbol: string;
  symbolPosition: CurrencyPosition;
}

export interface DraftMetric {
  /** Stable React key (the id, or a local one for new metrics). */
  key: string;
  id: number | null;
  metric_name: string;
  verbose_name: string;
  expression: string;
  description: string;
  d3format: string;
  currency: DraftCurrency;
  warning_text: string;
  warning_markdown: string;
  certified_by: string;
  certification_details: string;
  metric_type: string | null;
  uuid: string | null;
  extra: string | null;
}

export interface DraftColumn {
  key: string;
  id: number | null;
  column_name: string;
  verbose_name: string;
  description: string;
  expression: string;
  type: string;
  advanced_data_type: string | null;
  is_dttm: boolean;
  filterable: boolean;
  groupby: boolean;
  is_active: boolean;
  python_date_format: string;
  certified_by: string;
  certification_details: string;
  warning_markdown: string;
  uuid: string | null;
  extra: string | null;
}

export type DatasourceType = 'physical' | 'virtual';

export interface DatasetDraft {
  table_name: string;
  database: DatasetDetail['database'];
  catalog: string | null;
  schema: string | null;
  datasourceType: DatasourceType;
  sql: string;
  description: string;
  default_endpoint: string;
  filter_select_enabled: boolean;
  fetch_values_predicate: string;
  cache_timeout: string;
  offset: string;
  normalize_columns: boolean;
  always_filter_main_dttm: boolean;
  main_dttm_col: string | null;
  template_params: string;
  extra: string;
  owners: Array<{ id: number; label: string }>;
  is_managed_externally: boolean;
  external_url: string;
  is_sqllab_view: boolean;
  metrics: DraftMetric[];
  /** Physical columns (no expression). */
  columns: DraftColumn[];
  /** Columns with an SQL expression. */
  calculatedColumns: DraftColumn[];
}

let localKeys = 0;
/** A key for a row made here (new metrics and columns have no id yet). */
export function newKey(prefix: string): string {
  localKeys += 1;
  return `${prefix}-new-${localKeys}`;
}

function parseCurrency(text: string | null): DraftCurrency {
  const empty: DraftCurrency = { symbol: '', symbolPosition: 'prefix' };
  if (!text) return empty;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return empty;
    const { symbol, symbolPosition } = parsed as Record<string, unknown>;
    return {
      symbol: typeof symbol === 'string' ? symbol : '',
      symbolPosition: symbolPosition === 'suffix' ? 'suffix' : 'prefix',
    };
  } catch {
    return empty;
  }
}

export function draftMetric(metric: DatasetMetric): DraftMetric {
  return {
    key: `metric-${metric.id}`,
    id: metric.id,
    metric_name: metric.metric_name,
    verbose_name: metric.verbose_name ?? '',
    expression: metric.expression,
    description: metric.description ?? '',
    d3format: metric.d3format ?? '',
    currency: parseCurrency(metric.currency),
    warning_text: metric.warning_text ?? '',
    warning_markdown: metric.warning_markdown ?? '',
    certified_by: metric.certified_by ?? '',
    certification_details: metric.certification_details ?? '',
    metric_type: metric.metric_type,
    uuid: metric.uuid,
    extra: metric.extra,
  };
}

export function draftColumn(column: DatasetColumn): DraftColumn {
  return {
    key: `column-${column.id}`,
    id: column.id,
    column_name: column.column_name,
    verbose_name: column.verbose_name ?? '',
    description: column.description ?? '',
    expression: column.expression ?? '',
    type: column.type ?? '',
    advanced_data_type: column.advanced_data_type,
    is_dttm: column.is_dttm,
    filterable: column.filterable,
    groupby: column.groupby,
    is_active: column.is_active,
    python_date_format: column.python_date_format ?? '',
    certified_by: column.certified_by ?? '',
    certification_details: column.certification_details ?? '',
    warning_markdown: column.warning_markdown ?? '',
    uuid: column.uuid,
    extra: column.extra,
  };
}

/** The draft of a dataset as GET /api/v1/dataset/{id} returns it. */
export function draftOf(dataset: DatasetDetail): DatasetDraft {
  const isCalculated = (column: DatasetColumn) => Boolean(column.expression?.trim());
  return {
    table_name: dataset.table_name,
    database: dataset.database,
    catalog: dataset.catalog,
    schema: dataset.schema,
    datasourceType: dataset.sql?.trim() ? 'virtual' : 'physical',
    sql: dataset.sql ?? '',
    description: dataset.description ?? '',
    default_endpoint: dataset.default_endpoint ?? '',
    filter_select_enabled: dataset.filter_select_enabled,
    fetch_values_predicate: dataset.fetch_values_predicate ?? '',
    cache_timeout: dataset.cache_timeout === null ? '' : String(dataset.cache_timeout),
    offset: String(dataset.offset ?? 0),
    normalize_columns: dataset.normalize_columns,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    main_dttm_col: dataset.main_dttm_col,
    template_params: dataset.template_params ?? '',
    extra: dataset.extra ?? '',
    owners: dataset.owners.map((owner) => ({
      id: owner.id,
      label: `${owner.first_name} ${owner.last_name}`.trim(),
    })),
    is_managed_externally: dataset.is_managed_externally,
    external_url: dataset.external_url ?? '',
    is_sqllab_view: dataset.is_sqllab_view,
    // Newest first, as Superset sorts them (by id, descending).
    metrics: dataset.metrics.map(draftMetric).sort((a, b) => (b.id ?? 0) - (a.id ?? 0)),
    columns: dataset.columns.filter((column) => !isCalculated(column)).map(draftColumn),
    calculatedColumns: dataset.columns.filter(isCalculated).map(draftColumn),
  };
}

/** The SQL the draft would save: none for a physical dataset (Superset empties it). */
export function draftSql(draft: Pick<DatasetDraft, 'datasourceType' | 'sql'>): string {
  return draft.datasourceType === 'physical' ? '' : draft.sql;
}

/** The SQL changed (the PUT then overrides the columns, as Superset). */
export function sqlChanged(original: Pick<DatasetDetail, 'sql'>, draft: DatasetDraft): boolean {
  return (original.sql ?? '') !== draftSql(draft);
}

/** The expression of a new metric (spec §9: the default metric is COUNT(*)). */
export const DEFAULT_METRIC_EXPRESSION = 'COUNT(*)';

/** A new metric row (named '<new metric>' by the caller, as Superset), counting rows. */
export function newMetric(name: string): DraftMetric {
  return {
    key: newKey('metric'),
    id: null,
    metric_name: name,
    verbose_name: '',
    expression: DEFAULT_METRIC_EXPRESSION,
    description: '',
    d3format: '',
    currency: { symbol: '', symbolPosition: 'prefix' },
    warning_text: '',
    warning_markdown: '',
    certified_by: '',
    certification_details: '',
    metric_type: null,
    uuid: null,
    extra: null,
  };
}

/** A new calculated column row: filterable and groupable, with the expression to fill in. */
export function newCalculatedColumn(name: string, expression: string): DraftColumn {
  return {
    key: newKey('column'),
    id: null,
    column_name: name,
    verbose_name: '',
    description: '',
    expression,
    type: '',
    advanced_data_type: null,
    is_dttm: false,
    filterable: true,
    groupby: true,
    is_active: true,
    python_date_format: '',
    certified_by: '',
    certification_details: '',
    warning_markdown: '',
    uuid: null,
    extra: null,
  };
}

export interface ColumnSync {
  columns: DraftColumn[];
  added: string[];
  modified: string[];
  removed: string[];
}

/** A column of the dataset's source as GET /datasource/external_metadata/… describes it. */
export interface SourceColumn {
  column_name: string;
  type: string | null;
  is_dttm: boolean;
}

/**
 * The physical columns after 'Sync columns from source' (Superset's updateColumns): columns the
 * source added come in (new, without an id until saved), those it dropped go, a changed type (or
 * a newly temporal column) is taken; the rest keep what the user edited in the draft.
 */
export function syncColumns(current: readonly DraftColumn[], source: readonly SourceColumn[]): ColumnSync {
  const byName = new Map(current.map((column) => [column.column_name, column]));
  const sourceNames = new Set(source.map((column) => column.column_name));
  const result: ColumnSync = {
    columns: [],
    added: [],
    modified: [],
    removed: current.map((column) => column.column_name).filter((name) => !sourceNames.has(name)),
  };
  for (const column of source) {
    const mine = byName.get(column.column_name);
    if (!mine) {
      result.columns.push({
        ...newCalculatedColumn(column.column_name, ''),
        type: column.type ?? '',
        is_dttm: column.is_dttm,
      });
      result.added.push(column.column_name);
    } else if ((mine.type || null) !== (column.type || null) || (!mine.is_dttm && column.is_dttm)) {
      result.columns.push({ ...mine, type: column.type ?? '', is_dttm: mine.is_dttm || column.is_dttm });
      result.modified.push(column.column_name);
    } else {
      result.columns.push(mine);
    }
  }
  return result;
}
