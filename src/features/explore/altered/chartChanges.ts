// Superset's AlteredSliceTag diff: which controls differ between the saved chart's form data and
// the current one, and how a value reads in the Chart changes table. undefined, null, '', [] and
// {} all count as "empty" and equal each other; filter-like legacy keys are never compared.
import type { FormData } from '../../../visualizations/core/types.ts';

/** What the diff needs to know of a control: its label and its widget type. */
export interface ChangedControlInfo {
  label?: string;
  type?: string;
}
export type ControlInfoMap = Readonly<Record<string, ChangedControlInfo | undefined>>;

export interface ChartChange {
  /** The form data key. */
  control: string;
  /** The control's label, or the key when the control is unknown. */
  label: string;
  before: unknown;
  after: unknown;
}

/** Keys Superset leaves out of the diff (legacy filter fields, recomputed from adhoc filters). */
export const IGNORED_KEYS: ReadonlySet<string> = new Set(['filters', 'having', 'having_filters', 'where']);

/** Empty values (undefined, null, '', [], {}) become null so that they compare equal. */
export function alterForComparison(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value;
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return value;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Superset's isEqualish: equal once empty values are alike. */
export function isEqualish(a: unknown, b: unknown): boolean {
  return deepEqual(alterForComparison(a), alterForComparison(b));
}

/** The controls whose value changed, in the order of the saved form data then the new keys. */
export function chartChanges(
  saved: Partial<FormData> | null | undefined,
  current: Partial<FormData> | null | undefined,
  controls: ControlInfoMap = {},
): ChartChange[] {
  const before = (saved ?? {}) as Record<string, unknown>;
  const after = (current ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !IGNORED_KEYS.has(key) && !isEqualish(before[key], after[key]))
    .map((key) => ({
      control: key,
      label: controls[key]?.label || key,
      before: before[key],
      after: after[key],
    }));
}

interface FilterLike {
  subject?: unknown;
  operator?: unknown;
  comparator?: unknown;
  sqlExpression?: unknown;
  expressionType?: unknown;
}

function filterText(filter: FilterLike): string {
  if (filter.expressionType === 'SQL') return String(filter.sqlExpression ?? '');
  const value = Array.isArray(filter.comparator) ? `[${filter.comparator.join(', ')}]` : filter.comparator;
  return `${filter.subject} ${filter.operator} ${value}`;
}

function labelOf(item: unknown): unknown {
  if (item !== null && typeof item === 'object' && 'label' in item) return (item as { label: unknown }).label;
  return item;
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Superset's formatValue: how a control's value reads in the Before / After columns. */
export function formatChangeValue(value: unknown, control: string, controls: ControlInfoMap = {}): string {
  if (value === undefined) return 'N/A';
  if (value === null) return 'null';
  const type = controls[control]?.type;
  if (type === 'AdhocFilterControl' && Array.isArray(value)) {
    return value.length === 0 ? '[]' : value.map((filter) => filterText(filter as FilterLike)).join(', ');
  }
  if (type === 'BoundsControl' && Array.isArray(value)) return `Min: ${value[0]}, Max: ${value[1]}`;
  if (type === 'CollectionControl' && Array.isArray(value)) return value.map(safeStringify).join(', ');
  if (type === 'MetricsControl' && Array.isArray(value)) return value.map(labelOf).join(', ');
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) {
    const first = value[0];
    if (first !== null && typeof first === 'object' && 'label' in first) return value.map(labelOf).join(', ');
    if (value.every((item) => item === null || typeof item !== 'object')) return value.join(', ');
    return safeStringify(value);
  }
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return safeStringify(value);
}
