// The column and metric lists a write stores: new columns from the engine (is_dttm from the
// type), the default metric count = COUNT(*), the lists of a PUT (items with an id merged into
// their row, unless override_columns) and a refresh (Superset's fetch_metadata: new engine
// columns added, missing ones dropped, types updated, user-edited fields and calculated
// columns kept).
import type { components } from '../../../src/api/schema.gen.ts';
import type { DatasetColumnRow, DatasetMetricRow } from '../../store/datasetTables.ts';
import type { ColumnWrite, MetricWrite } from '../../store/repositories/datasetsRepository.ts';
import { toFlag } from '../../store/tables.ts';
import { type EngineColumn, isTemporalType } from './engineColumns.ts';

type ColumnInput = components['schemas']['DatasetColumnWrite'];
type MetricInput = components['schemas']['DatasetMetricWrite'];

export function columnFromEngine(column: EngineColumn, now: string): ColumnWrite {
  return {
    column_name: column.name,
    verbose_name: null,
    description: null,
    expression: null,
    type: column.type,
    advanced_data_type: null,
    filterable: 1,
    groupby: 1,
    is_active: 1,
    is_dttm: toFlag(isTemporalType(column.type)),
    python_date_format: null,
    extra: null,
    created_on: now,
    changed_on: now,
  };
}

/** Superset's default metric of every new dataset. */
export function countMetric(now: string): MetricWrite {
  return {
    metric_name: 'count',
    verbose_name: 'COUNT(*)',
    metric_type: 'count',
    expression: 'COUNT(*)',
    description: null,
    d3format: null,
    currency: null,
    extra: null,
    warning_text: null,
    created_on: now,
    changed_on: now,
  };
}

export function columnWriteOf(row: DatasetColumnRow): ColumnWrite {
  const { dataset_id: _dataset, position: _position, ...fields } = row;
  return fields;
}

export function metricWriteOf(row: DatasetMetricRow): MetricWrite {
  const { dataset_id: _dataset, position: _position, ...fields } = row;
  return fields;
}

const flag = (value: boolean | null | undefined, fallback: number) =>
  value === undefined || value === null ? fallback : toFlag(value);

/** A PUT's column: merged into its row (unless overriding), or a new one with Superset's defaults. */
export function columnFromInput(
  input: ColumnInput,
  existing: DatasetColumnRow | undefined,
  now: string,
): ColumnWrite {
  const type = input.type !== undefined ? input.type : (existing?.type ?? null);
  const base: ColumnWrite = existing
    ? columnWriteOf(existing)
    : { ...columnFromEngine({ name: input.column_name, type }, now), is_dttm: 0 };
  const pick = <K extends keyof ColumnInput>(key: K, fallback: string | null) =>
    input[key] !== undefined ? ((input[key] as string | null) ?? null) : fallback;
  return {
    ...base,
    ...(existing ? { id: existing.id } : {}),
    ...(input.uuid ? { uuid: input.uuid } : {}),
    column_name: input.column_name,
    type,
    verbose_name: pick('verbose_name', base.verbose_name ?? null),
    description: pick('description', base.description ?? null),
    expression: pick('expression', base.expression ?? null),
    advanced_data_type: pick('advanced_data_type', base.advanced_data_type ?? null),
    python_date_format: pick('python_date_format', base.python_date_format ?? null),
    extra: pick('extra', base.extra ?? null),
    filterable: flag(input.filterable, base.filterable ?? 1),
    groupby: flag(input.groupby, base.groupby ?? 1),
    is_active: flag(input.is_active, base.is_active ?? 1),
    is_dttm: flag(input.is_dttm, base.is_dttm ?? 0),
    changed_on: now,
  };
}

export function metricFromInput(
  input: MetricInput,
  existing: DatasetMetricRow | undefined,
  now: string,
): MetricWrite {
  const base: MetricWrite = existing
    ? metricWriteOf(existing)
    : { ...countMetric(now), verbose_name: null, metric_type: null };
  const pick = <K extends keyof MetricInput>(key: K, fallback: string | null) =>
    input[key] !== undefined ? ((input[key] as string | null) ?? null) : fallback;
  return {
    ...base,
    ...(existing ? { id: existing.id } : {}),
    ...(input.uuid ? { uuid: input.uuid } : {}),
    metric_name: input.metric_name,
    expression: input.expression,
    verbose_name: pick('verbose_name', base.verbose_name ?? null),
    metric_type: pick('metric_type', base.metric_type ?? null),
    description: pick('description', base.description ?? null),
    d3format: pick('d3format', base.d3format ?? null),
    currency: pick('currency', base.currency ?? null),
    extra: pick('extra', base.extra ?? null),
    warning_text: pick('warning_text', base.warning_text ?? null),
    changed_on: now,
  };
}

export interface RefreshedColumns {
  columns: ColumnWrite[];
  /** The first temporal column (main_dttm_col when the dataset has none). */
  firstTemporal: string | null;
}

/** Superset's fetch_metadata on a column list: the engine's columns, in its order, then calculated ones. */
export function refreshColumns(
  current: readonly ColumnWrite[],
  engine: readonly EngineColumn[],
  now: string,
): RefreshedColumns {
  const byName = new Map(current.map((column) => [column.column_name, column]));
  const engineNames = new Set(engine.map((column) => column.name));
  const columns = engine.map((column): ColumnWrite => {
    const old = byName.get(column.name);
    if (!old) return columnFromEngine(column, now);
    const typeChanged = (old.type ?? null) !== column.type;
    return {
      ...old,
      type: column.type,
      expression: null,
      groupby: 1,
      filterable: 1,
      // A column whose type changed is judged again; otherwise the user's choice stays.
      is_dttm: typeChanged ? toFlag(isTemporalType(column.type)) : (old.is_dttm ?? 0),
      changed_on: typeChanged ? now : old.changed_on,
    };
  });
  const calculated = current.filter((column) => column.expression && !engineNames.has(column.column_name));
  const all = [...columns, ...calculated];
  return { columns: all, firstTemporal: all.find((column) => column.is_dttm === 1)?.column_name ?? null };
}

/** The metrics plus count = COUNT(*) when no metric has that name (Superset's add_missing_metrics). */
export function withCountMetric(metrics: readonly MetricWrite[], now: string): MetricWrite[] {
  return metrics.some((metric) => metric.metric_name === 'count')
    ? [...metrics]
    : [...metrics, countMetric(now)];
}
