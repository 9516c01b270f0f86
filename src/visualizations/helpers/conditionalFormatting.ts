// Superset's conditional formatting of numeric columns (table, pivot table): each rule — a column,
// an operator with its target value(s), a colour — colours the cells it matches, more opaque the
// further a value lies from the rule's cutoff towards the column's extreme (getColorFunction,
// getOpacity and addAlpha of @superset-ui/chart-controls). Rules come from saved form data: any
// incomplete or malformed rule matches nothing.

export const COMPARATOR = {
  NONE: 'None',
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_OR_EQUAL: '≥',
  LESS_OR_EQUAL: '≤',
  EQUAL: '=',
  NOT_EQUAL: '≠',
  BETWEEN: '< x <',
  BETWEEN_OR_EQUAL: '≤ x ≤',
  BETWEEN_OR_LEFT_EQUAL: '≤ x <',
  BETWEEN_OR_RIGHT_EQUAL: '< x ≤',
} as const;

export type Comparator = (typeof COMPARATOR)[keyof typeof COMPARATOR];

/** The operators in Superset's order (the popover's choices). */
export const COMPARATORS: readonly Comparator[] = Object.values(COMPARATOR);

export const MULTIPLE_VALUE_COMPARATORS: readonly Comparator[] = [
  COMPARATOR.BETWEEN,
  COMPARATOR.BETWEEN_OR_EQUAL,
  COMPARATOR.BETWEEN_OR_LEFT_EQUAL,
  COMPARATOR.BETWEEN_OR_RIGHT_EQUAL,
];

/** Superset 3.1's colour choices (theme success / alert / error, light1) and their names. */
export const FORMATTING_COLORS: readonly (readonly [color: string, name: 'green' | 'yellow' | 'red'])[] = [
  ['#ACE1C4', 'green'],
  ['#FDE380', 'yellow'],
  ['#EFA1AA', 'red'],
];

export const MIN_OPACITY_BOUNDED = 0.05;
export const MIN_OPACITY_UNBOUNDED = 0;
export const MAX_OPACITY = 1;

export interface ConditionalFormattingRule {
  column?: string;
  operator?: Comparator;
  targetValue?: number;
  targetValueLeft?: number;
  targetValueRight?: number;
  colorScheme?: string;
}

export interface ColorFormatter {
  column: string;
  getColorFromValue: (value: number) => string | undefined;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function getOpacity(
  value: number,
  cutoff: number,
  extreme: number,
  minOpacity = MIN_OPACITY_BOUNDED,
  maxOpacity = MAX_OPACITY,
): number {
  if (extreme === cutoff) return maxOpacity;
  const opacity = round2(
    Math.abs(((maxOpacity - minOpacity) / (extreme - cutoff)) * (value - cutoff)) + minOpacity,
  );
  return Number.isFinite(opacity) ? Math.min(maxOpacity, opacity) : maxOpacity;
}

/** A 6-digit hex colour with the opacity as its alpha byte; other colours are kept as they are. */
export function addAlpha(color: string, opacity: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  const alpha = Math.round(Math.min(1, Math.max(0, opacity)) * 255);
  return `${color}${alpha.toString(16).toUpperCase().padStart(2, '0')}`;
}

type Bounds = { cutoff: number; extreme: number } | false;

function comparison(rule: ConditionalFormattingRule, values: readonly number[]) {
  const { targetValue: target, targetValueLeft: left, targetValueRight: right } = rule;
  const min = () => Math.min(...values);
  const max = () => Math.max(...values);
  switch (rule.operator) {
    case COMPARATOR.NONE:
      return (v: number): Bounds => (v >= min() && v <= max() ? { cutoff: min(), extreme: max() } : false);
    case COMPARATOR.GREATER_THAN:
      return (v: number): Bounds => (v > target! ? { cutoff: target!, extreme: max() } : false);
    case COMPARATOR.LESS_THAN:
      return (v: number): Bounds => (v < target! ? { cutoff: target!, extreme: min() } : false);
    case COMPARATOR.GREATER_OR_EQUAL:
      return (v: number): Bounds => (v >= target! ? { cutoff: target!, extreme: max() } : false);
    case COMPARATOR.LESS_OR_EQUAL:
      return (v: number): Bounds => (v <= target! ? { cutoff: target!, extreme: min() } : false);
    case COMPARATOR.EQUAL:
      return (v: number): Bounds => (v === target ? { cutoff: target, extreme: target } : false);
    case COMPARATOR.NOT_EQUAL:
      return (v: number): Bounds => {
        if (v === target) return false;
        const extreme = target! - min() > max() - target! ? min() : max();
        return { cutoff: target!, extreme };
      };
    case COMPARATOR.BETWEEN:
      return (v: number): Bounds => (v > left! && v < right! ? { cutoff: left!, extreme: right! } : false);
    case COMPARATOR.BETWEEN_OR_EQUAL:
      return (v: number): Bounds => (v >= left! && v <= right! ? { cutoff: left!, extreme: right! } : false);
    case COMPARATOR.BETWEEN_OR_LEFT_EQUAL:
      return (v: number): Bounds => (v >= left! && v < right! ? { cutoff: left!, extreme: right! } : false);
    case COMPARATOR.BETWEEN_OR_RIGHT_EQUAL:
      return (v: number): Bounds => (v > left! && v <= right! ? { cutoff: left!, extreme: right! } : false);
    default:
      return null;
  }
}

/** Whether a rule has everything its operator needs (Superset's popover requires the same). */
export function isCompleteRule(rule: ConditionalFormattingRule): boolean {
  if (!rule.column || !rule.colorScheme || !rule.operator || !COMPARATORS.includes(rule.operator))
    return false;
  if (MULTIPLE_VALUE_COMPARATORS.includes(rule.operator))
    return Number.isFinite(rule.targetValueLeft) && Number.isFinite(rule.targetValueRight);
  return rule.operator === COMPARATOR.NONE || Number.isFinite(rule.targetValue);
}

/** The colour a rule gives a value of a column holding `values`, or undefined where it does not match. */
export function getColorFunction(
  rule: ConditionalFormattingRule,
  values: readonly number[],
): (value: number) => string | undefined {
  if (!isCompleteRule(rule) || values.length === 0) return () => undefined;
  const compare = comparison(rule, values);
  if (!compare) return () => undefined;
  const minOpacity = rule.operator === COMPARATOR.NONE ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
  return (value) => {
    if (!Number.isFinite(value)) return undefined;
    const bounds = compare(value);
    if (!bounds) return undefined;
    return addAlpha(rule.colorScheme!, getOpacity(value, bounds.cutoff, bounds.extreme, minOpacity));
  };
}

function numberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A rule as saved form data holds it (numbers may be strings), or null when it is not a rule. */
export function ruleOf(raw: unknown): ConditionalFormattingRule | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  return {
    column: typeof record.column === 'string' ? record.column : undefined,
    operator: COMPARATORS.includes(record.operator as Comparator)
      ? (record.operator as Comparator)
      : undefined,
    targetValue: numberOrUndefined(record.targetValue),
    targetValueLeft: numberOrUndefined(record.targetValueLeft),
    targetValueRight: numberOrUndefined(record.targetValueRight),
    colorScheme: typeof record.colorScheme === 'string' ? record.colorScheme : undefined,
  };
}

/** The formatters of the form data's conditional_formatting over the rows (a column's values set its extremes). */
export function colorFormattersOf(
  conditionalFormatting: unknown,
  rows: readonly Record<string, unknown>[],
): ColorFormatter[] {
  if (!Array.isArray(conditionalFormatting)) return [];
  return conditionalFormatting.flatMap((raw) => {
    const rule = ruleOf(raw);
    if (!rule || !isCompleteRule(rule)) return [];
    const column = rule.column!;
    const values = rows.map((row) => row[column]).filter((v): v is number => typeof v === 'number');
    return [{ column, getColorFromValue: getColorFunction(rule, values) }];
  });
}

/** The background of a cell: the last matching rule of its column wins (Superset's table). */
export function cellBackground(
  formatters: readonly ColorFormatter[],
  column: string,
  value: unknown,
): string | undefined {
  if (typeof value !== 'number') return undefined;
  let color: string | undefined;
  for (const formatter of formatters) {
    if (formatter.column !== column) continue;
    color = formatter.getColorFromValue(value) ?? color;
  }
  return color;
}

/** A pivot cell's background: the rules whose column is one of the cell's keys (its metric's
 * label among them), the first key with a match deciding (Superset's pivot getCellColor). */
export function keyedCellBackground(
  formatters: readonly ColorFormatter[],
  keys: readonly string[],
  value: unknown,
): string | undefined {
  for (const key of keys) {
    const color = cellBackground(formatters, key, value);
    if (color) return color;
  }
  return undefined;
}

/** A rule's chip text: 'SUM(revenue) > 100', 'count ≤ x ≤ …', 'x None'. */
export function ruleLabel(raw: unknown): string {
  const rule = ruleOf(raw);
  if (!rule) return '';
  const column = rule.column ?? '';
  if (!rule.operator || rule.operator === COMPARATOR.NONE) return column;
  if (MULTIPLE_VALUE_COMPARATORS.includes(rule.operator)) {
    const [before, after] = rule.operator.split(' x ');
    return `${rule.targetValueLeft ?? ''} ${before} ${column} ${after} ${rule.targetValueRight ?? ''}`;
  }
  return `${column} ${rule.operator} ${rule.targetValue ?? ''}`;
}
