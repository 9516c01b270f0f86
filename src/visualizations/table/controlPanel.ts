// Superset 3.1's table control panel: query mode (aggregate: dimensions, metrics, percent metrics,
// sort by, summary; raw: columns, ordering), filters, server pagination and page sizes, then the
// options (timestamp format, page length, search box, cell bars, +/- alignment and colours,
// conditional formatting of numeric columns).

import { D3_TIME_FORMAT_CHOICES } from '../core/controls/choices.ts';
import { getColumnLabel, getMetricLabel } from '../core/query/labels.ts';
import type { Choice, ControlConfig, ControlPanelConfig, ControlPanelState, Metric } from '../core/types.ts';
import { queryModeOf } from './queryMode.ts';

const isAggregate = ({ formData }: ControlPanelState) => queryModeOf(formData) === 'aggregate';
const isRaw = ({ formData }: ControlPanelState) => queryModeOf(formData) === 'raw';
/** Superset's message when an aggregate table has neither a dimension nor a metric. */
export const AGGREGATE_REQUIRED_MESSAGE = 'Group By, Metrics or Percentage Metrics must have a value';

/** Superset's validateAggControlValues: aggregate mode needs a dimension or a metric. */
function validateAggregate(_value: unknown, { formData }: ControlPanelState): string | false {
  if (queryModeOf(formData) !== 'aggregate') return false;
  const filled = ['groupby', 'metrics', 'percent_metrics'].some((name) => {
    const value = formData[name];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  });
  return filled ? false : AGGREGATE_REQUIRED_MESSAGE;
}

const serverPaged = ({ formData }: ControlPanelState) => Boolean(formData.server_pagination);

export const SERVER_PAGE_SIZES: readonly Choice[] = [10, 20, 50, 100, 200].map(
  (n) => [n, String(n)] as const,
);
const PAGE_LENGTHS: readonly Choice[] = [[0, 'All'], ...SERVER_PAGE_SIZES];

function control(name: string, config: ControlConfig) {
  return { name, config };
}

function orderByChoices({ datasource }: ControlPanelState): readonly Choice[] {
  return (datasource?.columns ?? []).flatMap((column) => [
    [JSON.stringify([column.column_name, true]), `${column.column_name} [asc]`] as const,
    [JSON.stringify([column.column_name, false]), `${column.column_name} [desc]`] as const,
  ]);
}

/** The numeric columns a conditional formatting rule may name: the metrics and percentage metrics
 * (aggregate), or the chosen numeric columns (raw records). */
function numericColumnChoices({ formData, datasource }: ControlPanelState): readonly Choice[] {
  const list = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);
  if (queryModeOf(formData) === 'raw') {
    const numeric = new Set(
      (datasource?.columns ?? []).filter((c) => c.type_generic === 0).map((c) => c.column_name),
    );
    return list(formData.all_columns)
      .filter((name): name is string => typeof name === 'string' && numeric.has(name))
      .map((name) => [name, datasource?.verbose_map?.[name] ?? name] as const);
  }
  const metrics = list(formData.metrics).map((m) => getMetricLabel(m as Metric));
  const percent = list(formData.percent_metrics).map((m) => `%${getMetricLabel(m as Metric)}`);
  return [...metrics, ...percent].map((label) => [label, label] as const);
}

/** A column "Customize columns" can set up: its result name and what kind of values it holds. */
export interface ConfigurableColumn {
  name: string;
  kind: 'number' | 'time' | 'text';
}

/** A configurable column as a choice value ('kind:name': choice values are plain). */
export function columnChoiceValue({ name, kind }: ConfigurableColumn): string {
  return `${kind}:${name}`;
}

export function columnOfChoice(value: unknown): ConfigurableColumn {
  const text = String(value ?? '');
  const colon = text.indexOf(':');
  const kind = text.slice(0, colon);
  return {
    name: text.slice(colon + 1),
    kind: kind === 'number' || kind === 'time' ? kind : 'text',
  };
}

/** The table's columns, in result order: the dimensions then the metrics (aggregate), or the
 * chosen columns (raw records); the kind from the dataset (metrics are numbers). */
function configurableColumns({ formData, datasource }: ControlPanelState): readonly Choice[] {
  const list = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);
  const byName = new Map((datasource?.columns ?? []).map((c) => [c.column_name, c]));
  const kindOf = (name: string): ConfigurableColumn['kind'] => {
    const column = byName.get(name);
    if (column?.is_dttm || column?.type_generic === 2) return 'time';
    return column?.type_generic === 0 ? 'number' : 'text';
  };
  const label = (name: string) => datasource?.verbose_map?.[name] ?? name;
  const column = (name: string): Choice => [columnChoiceValue({ name, kind: kindOf(name) }), label(name)];
  const metric = (name: string): Choice => [columnChoiceValue({ name, kind: 'number' }), name];
  if (queryModeOf(formData) === 'raw')
    return list(formData.all_columns)
      .map((c) => getColumnLabel(c as Parameters<typeof getColumnLabel>[0]))
      .map(column);
  return [
    ...list(formData.groupby).map((c) => column(getColumnLabel(c as Parameters<typeof getColumnLabel>[0]))),
    ...list(formData.metrics).map((m) => metric(getMetricLabel(m as Metric))),
    ...list(formData.percent_metrics).map((m) => metric(`%${getMetricLabel(m as Metric)}`)),
  ];
}

const checkbox = (name: string, label: string, description: string, value: boolean) =>
  control(name, { type: 'CheckboxControl', label, description, default: value, renderTrigger: true });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          control('query_mode', {
            type: 'SelectControl',
            label: 'Query mode',
            default: 'aggregate',
            choices: [
              ['aggregate', 'Aggregate'],
              ['raw', 'Raw records'],
            ],
          }),
        ],
        ['groupby'],
        ['metrics'],
        [
          control('all_columns', {
            type: 'GroupByControl',
            label: 'Columns',
            description: 'Columns to display',
            multi: true,
            default: [],
            references: 'columns',
            visibility: isRaw,
          }),
        ],
        [
          control('percent_metrics', {
            type: 'MetricsControl',
            label: 'Percentage metrics',
            description:
              'Select one or many metrics to display, that will be displayed in the percentages of total. Percentage metrics will be calculated only from data within the row limit. You can either use an aggregation function on a column or write custom SQL to create a percentage metric.',
            multi: true,
            default: [],
            references: 'metrics',
            visibility: isAggregate,
          }),
        ],
        ['adhoc_filters'],
        ['timeseries_limit_metric', 'order_by_cols'],
        [
          control('server_pagination', {
            type: 'CheckboxControl',
            label: 'Server pagination',
            description: 'Enable server side pagination of results (experimental feature)',
            default: false,
          }),
        ],
        [
          'row_limit',
          control('server_page_length', {
            type: 'SelectControl',
            label: 'Server Page Length',
            description: 'Rows per page, 0 means no pagination',
            freeForm: true,
            default: 10,
            choices: SERVER_PAGE_SIZES,
            visibility: serverPaged,
          }),
        ],
        ['order_desc'],
        [
          control('show_totals', {
            type: 'CheckboxControl',
            label: 'Show summary',
            description:
              'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
            default: false,
            visibility: isAggregate,
          }),
        ],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          control('table_timestamp_format', {
            type: 'SelectControl',
            label: 'Timestamp format',
            description: 'D3 time format for datetime columns',
            freeForm: true,
            default: 'smart_date',
            choices: D3_TIME_FORMAT_CHOICES,
            renderTrigger: true,
          }),
        ],
        [
          control('page_length', {
            type: 'SelectControl',
            label: 'Page length',
            description: 'Rows per page, 0 means no pagination',
            freeForm: true,
            default: null,
            choices: PAGE_LENGTHS,
            renderTrigger: true,
            visibility: (state) => !serverPaged(state),
          }),
          checkbox('include_search', 'Search box', 'Whether to include a client-side search box', false),
        ],
        [
          checkbox(
            'show_cell_bars',
            'Cell bars',
            'Whether to display a bar chart background in table columns',
            true,
          ),
          checkbox(
            'align_pn',
            'Align +/-',
            'Whether to align background charts with both positive and negative values at 0',
            false,
          ),
          checkbox(
            'color_pn',
            'Color +/-',
            'Whether to colorize numeric values by whether they are positive or negative',
            true,
          ),
        ],
        [
          control('column_config', {
            type: 'ColumnConfigControl',
            label: 'Customize columns',
            description: 'Further customize how to display each column',
            default: {},
            renderTrigger: true,
            choices: configurableColumns,
          }),
        ],
        [
          control('conditional_formatting', {
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            description: 'Apply conditional color formatting to numeric columns',
            default: [],
            renderTrigger: true,
            choices: numericColumnChoices,
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Dimensions',
      description: 'Columns to group by',
      visibility: isAggregate,
      validators: [],
    },
    metrics: { visibility: isAggregate, validators: [validateAggregate] },
    timeseries_limit_metric: { visibility: isAggregate },
    order_by_cols: { visibility: isRaw, choices: orderByChoices },
    row_limit: { visibility: (state) => !serverPaged(state) },
    order_desc: { visibility: isAggregate },
  },
};
