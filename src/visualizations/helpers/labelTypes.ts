// Superset's label_type choices of pie and funnel, and the text a slice's label shows for each.
import type { Choice } from '../core/types.ts';

export const LABEL_TYPE_CHOICES: readonly Choice[] = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
];

/** Pie's extra label type: a label_template with {name}, {value} and {percent} (and ECharts' {a}, {b}, {c}, {d}). */
export const TEMPLATE_LABEL_TYPE: Choice = ['template', 'Template'];

/** Superset's pie template label: placeholders replaced ({a} is the series: the metric), a literal
 * "\\n" a new line; empty without a template. */
export function templateLabel(
  template: unknown,
  name: string,
  value: string,
  percent: string,
  series = '',
): string {
  if (typeof template !== 'string' || !template) return '';
  return template
    .replaceAll('{name}', name)
    .replaceAll('{a}', series)
    .replaceAll('{value}', value)
    .replaceAll('{percent}', percent)
    .replaceAll('{b}', name)
    .replaceAll('{c}', value)
    .replaceAll('{d}', percent)
    .replaceAll('\\n', '\n');
}

export function labelText(
  type: unknown,
  name: string,
  value: string,
  percent: string,
  template?: unknown,
  series?: string,
): string {
  switch (type) {
    case 'template':
      return templateLabel(template, name, value, percent, series);
    case 'value':
      return value;
    case 'percent':
      return percent;
    case 'key_value':
      return `${name}: ${value}`;
    case 'key_percent':
      return `${name}: ${percent}`;
    case 'key_value_percent':
      return `${name}: ${value} (${percent})`;
    case 'value_percent':
      return `${value} (${percent})`;
    default:
      return name;
  }
}
