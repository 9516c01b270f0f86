// The shared controls of a chart's Query section (Superset's sharedControls): dataset items,
// time, filters and limits.
import type { ControlConfig, ControlPanelState } from '../types.ts';
import {
  DEFAULT_ROW_LIMIT,
  GRANULARITY_CHOICES,
  ROW_LIMIT_CHOICES,
  SERIES_LIMIT_CHOICES,
} from './choices.ts';
import {
  defaultTemporalColumn,
  defaultTimeGrain,
  temporalColumnChoices,
  timeGrainChoices,
} from './datasourceChoices.ts';
import { validateNonEmpty, validateRowLimitMax } from './validators.ts';

const hasSortMetric = ({ formData }: ControlPanelState) => {
  const metric = formData.timeseries_limit_metric ?? formData.series_limit_metric;
  return (
    metric !== undefined && metric !== null && metric !== '' && !(Array.isArray(metric) && !metric.length)
  );
};

const dimension = (label: string, description: string): ControlConfig => ({
  type: 'GroupByControl',
  label,
  description,
  multi: false,
  default: null,
  references: 'columns',
  validators: [validateNonEmpty],
});

const metric = (label: string, description: string): ControlConfig => ({
  type: 'MetricsControl',
  label,
  description,
  multi: false,
  default: null,
  references: 'metrics',
  validators: [validateNonEmpty],
});

export const queryControls: Record<string, ControlConfig> = {
  datasource: { type: 'HiddenControl', label: 'Datasource', default: null },
  viz_type: { type: 'HiddenControl', label: 'Visualization Type', default: 'table' },
  metrics: {
    type: 'MetricsControl',
    label: 'Metrics',
    multi: true,
    default: [],
    references: 'metrics',
    validators: [validateNonEmpty],
  },
  metric: metric('Metric', 'Metric'),
  groupby: {
    type: 'GroupByControl',
    label: 'Dimensions',
    description: 'Dimensions contain qualitative values such as names, dates, or geographical data.',
    multi: true,
    default: [],
    references: 'columns',
  },
  columns: {
    type: 'GroupByControl',
    label: 'Columns',
    description: 'One or many columns to pivot as columns',
    multi: true,
    default: [],
    references: 'columns',
  },
  x_axis: {
    type: 'GroupByControl',
    label: 'X-axis',
    description: 'Dimension to use on x-axis.',
    multi: false,
    default: defaultTemporalColumn,
    references: 'columns',
    validators: [validateNonEmpty],
  },
  time_grain_sqla: {
    type: 'SelectControl',
    label: 'Time Grain',
    description:
      'Select a time grain for the visualization. The grain is the time interval represented by a single point on the chart.',
    default: defaultTimeGrain,
    clearable: true,
    choices: timeGrainChoices,
    translatedChoices: true,
  },
  granularity_sqla: {
    type: 'SelectControl',
    label: 'Time Column',
    description: 'The time column for the visualization.',
    default: defaultTemporalColumn,
    clearable: false,
    references: 'columns',
    choices: temporalColumnChoices,
  },
  granularity: {
    type: 'SelectControl',
    label: 'Time Granularity',
    description: 'The time granularity for the visualization.',
    freeForm: true,
    default: 'one day',
    choices: GRANULARITY_CHOICES,
  },
  time_range: {
    type: 'TimeRangeControl',
    label: 'Time Range',
    description: 'The time range for the visualization.',
    default: (state: ControlPanelState) => state.settings.defaultTimeFilter || 'No filter',
  },
  adhoc_filters: { type: 'AdhocFilterControl', label: 'Filters', default: [] },
  row_limit: {
    type: 'SelectControl',
    label: 'Row limit',
    description:
      'Limits the number of the rows that are computed in the query that is the source of the data used for this chart.',
    freeForm: true,
    default: DEFAULT_ROW_LIMIT,
    choices: ROW_LIMIT_CHOICES,
    validators: [validateRowLimitMax],
  },
  limit: {
    type: 'SelectControl',
    label: 'Series limit',
    description:
      'Limits the number of series that get displayed. A joined subquery (or an extra phase where subqueries are not supported) is applied to limit the number of series that get fetched and rendered. This feature is useful when grouping by high cardinality column(s) though does increase the query complexity and cost.',
    freeForm: true,
    clearable: true,
    default: null,
    choices: SERIES_LIMIT_CHOICES,
  },
  timeseries_limit_metric: {
    ...metric(
      'Sort by',
      'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
    ),
    validators: [],
    clearable: true,
  },
  series_limit_metric: {
    ...metric(
      'Sort by',
      'Metric used to define how the top series are sorted if a series or cell limit is present. If undefined reverts to the first metric (where appropriate).',
    ),
    validators: [],
    clearable: true,
  },
  order_desc: {
    type: 'CheckboxControl',
    label: 'Sort Descending',
    description: 'Whether to sort descending or ascending',
    default: true,
    visibility: hasSortMetric,
  },
  series: dimension(
    'Dimension',
    'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
  ),
  entity: dimension('Entity', 'This defines the element to be plotted on the chart'),
  x: metric('X Axis', "The dataset's column for the X axis"),
  y: metric('Y Axis', "The dataset's column for the Y axis"),
  size: metric('Bubble Size', 'Metric used to calculate bubble size'),
  truncate_metric: {
    type: 'CheckboxControl',
    label: 'Truncate Metric',
    description: 'Whether to truncate metrics',
    default: true,
  },
  show_empty_columns: { type: 'CheckboxControl', label: 'Show empty columns', default: true },
  sort_by_metric: {
    type: 'CheckboxControl',
    label: 'Sort by metric',
    description: 'Whether to sort results by the selected metric in descending order.',
    default: false,
  },
  order_by_cols: {
    type: 'SelectControl',
    label: 'Ordering',
    description: 'Order results by selected columns',
    multi: true,
    default: [],
  },
  contributionMode: {
    type: 'SelectControl',
    label: 'Contribution Mode',
    description: 'Calculate contribution per series or row',
    default: null,
    clearable: true,
    choices: [
      [null, 'None'],
      ['row', 'Row'],
      ['column', 'Series'],
    ],
  },
};
