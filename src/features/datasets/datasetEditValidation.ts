// Validation of an edited dataset (Superset's DatasourceEditor.validate, plus the checks its
// server would make: names and expressions present, JSON fields parse, numbers are numbers).
// Pure and total: any input gives a list of problems, never an exception.

export type DatasetEditProblem =
  | { code: 'duplicateColumn'; name: string }
  | { code: 'duplicateMetric'; name: string }
  | { code: 'emptyColumnName' }
  | { code: 'emptyMetricName' }
  | { code: 'emptyMetricExpression'; name: string }
  | { code: 'calculatedColumnExpression'; name: string }
  | { code: 'invalidCurrency' }
  | { code: 'invalidJson'; field: 'extra' | 'template_params' }
  | { code: 'notAnInteger'; field: 'cache_timeout' | 'offset' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function listOf(value: unknown, key: string): Record<string, unknown>[] {
  if (!isRecord(value)) return [];
  const list = value[key];
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** Each name given more than once, once, in the order of its second occurrence. */
export function findDuplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) duplicates.add(name);
    else seen.add(name);
  }
  return [...duplicates];
}

/** An ISO 4217 code the browser can format (Superset: new Intl.NumberFormat with the symbol). */
function isCurrencyCode(symbol: string): boolean {
  try {
    new Intl.NumberFormat('en-US', { style: 'currency', currency: symbol });
    return true;
  } catch {
    return false;
  }
}

function currencySymbol(currency: unknown): string {
  if (isRecord(currency)) return text(currency.symbol);
  if (typeof currency !== 'string' || currency.trim() === '') return '';
  try {
    const parsed: unknown = JSON.parse(currency);
    return isRecord(parsed) ? text(parsed.symbol) : '';
  } catch {
    return currency.trim();
  }
}

function isJsonOrEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  if (value.trim() === '') return true;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

function isIntegerOrEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isSafeInteger(value);
  if (typeof value !== 'string') return false;
  return value.trim() === '' || /^[-+]?\d{1,15}$/.test(value.trim());
}

/**
 * The problems of a dataset being edited: `{ columns, calculatedColumns, metrics, extra,
 * template_params, cache_timeout, offset }`. Duplicates are compared as typed (names the user
 * left empty are reported as empty, not as duplicates).
 */
export function validateDatasetEdit(draft: unknown): DatasetEditProblem[] {
  const problems: DatasetEditProblem[] = [];
  const physical = listOf(draft, 'columns');
  const calculated = listOf(draft, 'calculatedColumns');
  const columns = [...physical, ...calculated];
  const metrics = listOf(draft, 'metrics');

  const columnNames = columns.map((column) => text(column.column_name));
  for (const name of findDuplicates(columnNames.filter((name) => name.trim() !== ''))) {
    problems.push({ code: 'duplicateColumn', name });
  }
  const metricNames = metrics.map((metric) => text(metric.metric_name));
  for (const name of findDuplicates(metricNames.filter((name) => name.trim() !== ''))) {
    problems.push({ code: 'duplicateMetric', name });
  }
  if (columnNames.some((name) => name.trim() === '')) problems.push({ code: 'emptyColumnName' });
  if (metricNames.some((name) => name.trim() === '')) problems.push({ code: 'emptyMetricName' });
  for (const metric of metrics) {
    if (text(metric.expression).trim() === '') {
      problems.push({ code: 'emptyMetricExpression', name: text(metric.metric_name) });
    }
  }
  for (const column of calculated) {
    if (text(column.expression).trim() === '') {
      problems.push({ code: 'calculatedColumnExpression', name: text(column.column_name) });
    }
  }
  const invalidCurrency = metrics.some((metric) => {
    const symbol = currencySymbol(metric.currency);
    return symbol !== '' && !isCurrencyCode(symbol);
  });
  if (invalidCurrency) problems.push({ code: 'invalidCurrency' });
  const fields = isRecord(draft) ? draft : {};
  for (const field of ['extra', 'template_params'] as const) {
    if (!isJsonOrEmpty(fields[field])) problems.push({ code: 'invalidJson', field });
  }
  for (const field of ['cache_timeout', 'offset'] as const) {
    if (!isIntegerOrEmpty(fields[field])) problems.push({ code: 'notAnInteger', field });
  }
  return problems;
}
