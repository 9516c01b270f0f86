// Choices and defaults read from the dataset: columns, temporal columns, metrics, time grains.
import type { Choice, ControlPanelState, VizColumn } from '../types.ts';

export function isTemporal(column: VizColumn): boolean {
  return Boolean(column.is_dttm) || column.type_generic === 2;
}

export function columnChoices(state: ControlPanelState): Choice[] {
  return (state.datasource?.columns ?? []).map((column) => [
    column.column_name,
    column.verbose_name || column.column_name,
  ]);
}

export function temporalColumnChoices(state: ControlPanelState): Choice[] {
  return (state.datasource?.columns ?? [])
    .filter(isTemporal)
    .map((column) => [column.column_name, column.verbose_name || column.column_name]);
}

export function metricChoices(state: ControlPanelState): Choice[] {
  return (state.datasource?.metrics ?? []).map((metric) => [
    metric.metric_name,
    metric.verbose_name || metric.metric_name,
  ]);
}

export function timeGrainChoices(state: ControlPanelState): Choice[] {
  return (state.datasource?.time_grain_sqla ?? []).map(([grain, label]) => [grain, label]);
}

/** The dataset's main temporal column, else its first temporal column (Superset's default x axis). */
export function defaultTemporalColumn(state: ControlPanelState): string | null {
  const datasource = state.datasource;
  if (!datasource) return null;
  const temporal = datasource.columns.filter(isTemporal);
  if (
    datasource.main_dttm_col &&
    temporal.some((column) => column.column_name === datasource.main_dttm_col)
  ) {
    return datasource.main_dttm_col;
  }
  return temporal[0]?.column_name ?? null;
}

/** P1D when the engine offers it, else the first grain (Superset's time_grain_sqla default). */
export function defaultTimeGrain(state: ControlPanelState): string | null {
  const grains = state.datasource?.time_grain_sqla ?? [];
  if (grains.some(([grain]) => grain === 'P1D')) return 'P1D';
  return grains[0]?.[0] ?? null;
}

/** The dataset's default metric: COUNT(*) as Superset's adhoc metric (spec §3). */
export const COUNT_STAR = {
  expressionType: 'SQL',
  sqlExpression: 'COUNT(*)',
  label: 'COUNT(*)',
} as const;
