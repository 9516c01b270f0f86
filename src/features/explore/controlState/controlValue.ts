// Spec §5 'Control panel': the value a control holds for a form-data value.
import type { VizDatasource } from '../../../visualizations/core/types.ts';
import type { ControlConfig, ControlPanelState } from './types.ts';

export type EvaluatedChoice = readonly [unknown, string];

export function defaultValueOf(config: ControlConfig, state: ControlPanelState): unknown {
  const value = typeof config.default === 'function' ? config.default(state) : config.default;
  return wrapMulti(config, value ?? null);
}

export function choicesOf(config: ControlConfig, state: ControlPanelState): EvaluatedChoice[] | undefined {
  if (config.choices === undefined) return undefined;
  const choices = typeof config.choices === 'function' ? config.choices(state) : config.choices;
  return [...choices];
}

/** A multi-select wraps a single value into a list. */
export function wrapMulti(config: ControlConfig, value: unknown): unknown {
  if (config.multi && value !== null && value !== undefined && !Array.isArray(value)) return [value];
  return value;
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

/** Selects that are not free-form drop values not among their choices (a single one → the default). */
function dropMissingChoices(
  config: ControlConfig,
  value: unknown,
  choices: EvaluatedChoice[] | undefined,
  fallback: unknown,
): unknown {
  if (config.type !== 'SelectControl' || config.freeForm || !choices || isEmpty(value)) return value;
  const allowed = new Set(choices.map(([v]) => v));
  if (Array.isArray(value)) return value.filter((v) => allowed.has(v));
  return allowed.has(value) ? value : fallback;
}

const hasColumn = (ds: VizDatasource, name: unknown) => ds.columns.some((c) => c.column_name === name);
const hasMetric = (ds: VizDatasource, name: unknown) => ds.metrics.some((m) => m.metric_name === name);

/** Whether one item of a columns/metrics/filters value still makes sense on the dataset. */
export function itemFitsDatasource(
  kind: 'columns' | 'metrics' | 'filters',
  item: unknown,
  ds: VizDatasource,
): boolean {
  if (typeof item === 'string') return kind === 'metrics' ? hasMetric(ds, item) : hasColumn(ds, item);
  if (item === null || typeof item !== 'object') return false;
  const record = item as Record<string, unknown>;
  if (kind === 'filters') {
    if (record.expressionType !== 'SIMPLE') return true;
    return hasColumn(ds, record.subject);
  }
  if (kind === 'metrics' && record.expressionType === 'SIMPLE') {
    const column = record.column as { column_name?: unknown } | null | undefined;
    return column ? hasColumn(ds, column.column_name) : true;
  }
  // Adhoc SQL metrics and adhoc columns carry their own expression.
  return true;
}

function referenceKind(config: ControlConfig): 'columns' | 'metrics' | 'filters' | undefined {
  if (config.type === 'AdhocFilterControl') return 'filters';
  return config.references;
}

/** Values naming columns or metrics absent from the dataset are dropped in favour of the default. */
export function fitDatasource(
  config: ControlConfig,
  value: unknown,
  ds: VizDatasource | null,
  fallback: unknown,
): unknown {
  const kind = referenceKind(config);
  if (!kind || !ds || isEmpty(value)) return value;
  if (Array.isArray(value)) {
    const kept = value.filter((item) => itemFitsDatasource(kind, item, ds));
    if (kept.length === value.length) return value;
    // Filters keep what survives; a list that lost items to the dataset falls back when emptied.
    return kept.length > 0 || kind === 'filters' ? kept : fallback;
  }
  return itemFitsDatasource(kind, value, ds) ? value : fallback;
}

/** The value a control holds for the form data's value (undefined: the default). */
export function controlValue(config: ControlConfig, raw: unknown, state: ControlPanelState): unknown {
  const fallback = defaultValueOf(config, state);
  if (raw === undefined) return fallback;
  const choices = choicesOf(config, state);
  const wrapped = wrapMulti(config, raw);
  const chosen = dropMissingChoices(config, wrapped, choices, fallback);
  return fitDatasource(config, chosen, state.datasource, fallback);
}
