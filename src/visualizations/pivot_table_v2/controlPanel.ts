// Superset 3.1's pivot_table_v2 control panel: rows, columns, metrics and their layout, filters,
// limits and sort; options (aggregation, totals and subtotals, transpose, combine metrics); value
// and date formats, the row / column orders, and conditional formatting of the metrics.
import { D3_FORMAT_CHOICES, D3_TIME_FORMAT_CHOICES, SERIES_LIMIT_CHOICES } from '../core/controls/choices.ts';
import { ensureIsArray, getMetricLabel } from '../core/query/labels.ts';
import type { Choice, ControlConfig, ControlPanelConfig, Metric } from '../core/types.ts';
import { AGGREGATE_FUNCTIONS } from './aggregators.ts';

function control(name: string, config: ControlConfig) {
  return { name, config };
}

const checkbox = (name: string, label: string, description: string) =>
  control(name, { type: 'CheckboxControl', label, description, default: false, renderTrigger: true });

const dimensions = (name: string, label: string, description: string) =>
  control(name, {
    type: 'GroupByControl',
    label,
    description,
    multi: true,
    default: [],
    references: 'columns',
  });

const SORT_CHOICES: readonly Choice[] = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
];

const sortControl = (name: string, label: string) =>
  control(name, {
    type: 'SelectControl',
    label,
    default: 'key_a_to_z',
    choices: SORT_CHOICES,
    renderTrigger: true,
  });

export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [dimensions('groupbyColumns', 'Columns', 'Columns to group by on the columns')],
        [dimensions('groupbyRows', 'Rows', 'Columns to group by on the rows')],
        ['metrics'],
        [
          control('metricsLayout', {
            type: 'SelectControl',
            label: 'Apply metrics on',
            description: 'Use metrics as a top level group for columns or for rows',
            default: 'COLUMNS',
            choices: [
              ['COLUMNS', 'Columns'],
              ['ROWS', 'Rows'],
            ],
            renderTrigger: true,
          }),
        ],
        ['adhoc_filters'],
        [
          control('series_limit', {
            type: 'SelectControl',
            label: 'Cell limit',
            description: 'Limits the number of cells that get retrieved.',
            freeForm: true,
            clearable: true,
            default: null,
            choices: SERIES_LIMIT_CHOICES,
          }),
        ],
        ['row_limit'],
        ['series_limit_metric'],
        ['order_desc'],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      controlSetRows: [
        [
          control('aggregateFunction', {
            type: 'SelectControl',
            label: 'Aggregation function',
            description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
            default: 'Sum',
            clearable: false,
            choices: AGGREGATE_FUNCTIONS.map((name) => [name, name] as const),
            renderTrigger: true,
          }),
        ],
        [checkbox('rowTotals', 'Show rows total', 'Display row level total')],
        [checkbox('rowSubTotals', 'Show rows subtotal', 'Display row level subtotal')],
        [checkbox('colTotals', 'Show columns total', 'Display column level total')],
        [checkbox('colSubTotals', 'Show columns subtotal', 'Display column level subtotal')],
        [checkbox('transposePivot', 'Transpose pivot', 'Swap rows and columns')],
        [
          checkbox(
            'combineMetric',
            'Combine metrics',
            'Display metrics side by side within each column, as opposed to each column being displayed side by side for each metric.',
          ),
        ],
        [
          control('valueFormat', {
            type: 'SelectControl',
            label: 'Value format',
            description: 'D3 format syntax: https://github.com/d3/d3-format',
            freeForm: true,
            default: 'SMART_NUMBER',
            choices: D3_FORMAT_CHOICES,
            renderTrigger: true,
          }),
        ],
        [
          control('date_format', {
            type: 'SelectControl',
            label: 'Date format',
            freeForm: true,
            default: 'smart_date',
            choices: D3_TIME_FORMAT_CHOICES,
            renderTrigger: true,
          }),
        ],
        [sortControl('rowOrder', 'Rows sort by'), sortControl('colOrder', 'Cols sort by')],
        [
          control('conditional_formatting', {
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            description: 'Apply conditional color formatting to metrics',
            default: [],
            renderTrigger: true,
            choices: ({ formData }) =>
              ensureIsArray(formData.metrics as Metric[] | undefined)
                .map(getMetricLabel)
                .map((label) => [label, label] as const),
          }),
        ],
      ],
    },
  ],
  controlOverrides: {
    row_limit: { default: 10000 },
    series_limit_metric: {
      label: 'Series limit metric',
      description:
        'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
    },
  },
};
