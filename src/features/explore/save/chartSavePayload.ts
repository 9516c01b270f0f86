// What POST /api/v1/chart/ and PUT /api/v1/chart/{id} receive when explore saves a chart
// (Superset 3.1's getSlicePayload). Spec §5: filters a dashboard added (isExtra) are removed
// from the adhoc filters, but a temporal range filter is kept with comparator 'No filter'.
import type { components } from '../../../api/schema.gen.ts';
import type { FormData, QueryContext } from '../../../visualizations/core/types.ts';

export type ChartWriteFields = components['schemas']['ChartWriteFields'];

/** Superset's NO_TIME_RANGE. */
export const NO_TIME_RANGE = 'No filter';
/** Superset's Operators.TemporalRange operator value. */
export const TEMPORAL_RANGE = 'TEMPORAL_RANGE';

interface AdhocFilterLike {
  operator?: unknown;
  comparator?: unknown;
  isExtra?: boolean;
  [field: string]: unknown;
}

const isAdhocFilterKey = (key: string) => /^adhoc_filters(_b)?$/.test(key);

function filtersOf(value: unknown): AdhocFilterLike[] {
  return Array.isArray(value) ? (value as AdhocFilterLike[]) : [];
}

const isTemporalRange = (filter: AdhocFilterLike) => filter.operator === TEMPORAL_RANGE;

/**
 * The form data as it is saved: every adhoc filter list without its extra filters. When no
 * temporal range filter remains, the saved chart's own temporal range filters (else the extra
 * ones) are kept with comparator 'No filter', so that dashboards can still filter the chart on time.
 */
export function formDataToSave(formData: FormData, savedFormData?: Partial<FormData> | null): FormData {
  const saved: Record<string, unknown> = { ...formData };
  for (const [key, value] of Object.entries(formData)) {
    if (isAdhocFilterKey(key) && Array.isArray(value))
      saved[key] = filtersOf(value).filter((f) => !f.isExtra);
  }
  delete saved.url_params;
  const kept = filtersOf(saved.adhoc_filters);
  if (!kept.some(isTemporalRange)) {
    const fromSaved = filtersOf(savedFormData?.adhoc_filters).filter((f) => isTemporalRange(f) && !f.isExtra);
    const fromExtra = filtersOf(formData.adhoc_filters).filter((f) => isTemporalRange(f) && f.isExtra);
    const temporal = (fromSaved.length > 0 ? fromSaved : fromExtra).map(({ isExtra: _extra, ...filter }) => ({
      ...filter,
      comparator: NO_TIME_RANGE,
    }));
    if (temporal.length > 0) saved.adhoc_filters = [...kept, ...temporal];
  }
  return saved as FormData;
}

/** "12__table" → [12, 'table']. */
export function parseDatasourceUid(uid: string): { id: number; type: string } {
  const [id, type] = uid.split('__');
  return { id: Number.parseInt(id ?? '', 10), type: type || 'table' };
}

export interface ChartSaveInput {
  sliceName: string;
  formData: FormData;
  /** Dashboard ids the chart belongs to after saving. */
  dashboards: number[];
  /** The saved chart's form data (overwrite), for the temporal range rule. */
  savedFormData?: Partial<FormData> | null;
  /** The plugin's buildQuery (null: no query context is saved). */
  buildQueryContext?: ((formData: FormData) => QueryContext) | null;
}

type DatasourceType = NonNullable<ChartWriteFields['datasource_type']>;

/** The payload shared by create and update (owners are added by the caller). */
export interface ChartSavePayload {
  params: string;
  slice_name: string;
  viz_type: string;
  datasource_id: number;
  datasource_type: DatasourceType;
  dashboards: number[];
  query_context: string | null;
}

export function chartSavePayload(input: ChartSaveInput): ChartSavePayload {
  const formData = { ...formDataToSave(input.formData, input.savedFormData), dashboards: input.dashboards };
  const datasource = parseDatasourceUid(formData.datasource);
  let queryContext: string | null = null;
  if (input.buildQueryContext) {
    const context = input.buildQueryContext(formData);
    queryContext = JSON.stringify({
      ...context,
      form_data: context.form_data ?? formData,
      force: false,
      result_format: 'json',
      result_type: 'full',
    });
  }
  return {
    params: JSON.stringify(formData),
    slice_name: input.sliceName,
    viz_type: formData.viz_type,
    datasource_id: datasource.id,
    datasource_type: datasource.type as DatasourceType,
    dashboards: input.dashboards,
    query_context: queryContext,
  };
}
