// A small dataset, shared controls and two control panels for the controlState tests.
import type { SharedControls } from '../../../../../src/features/explore/controlState/types.ts';
import type {
  ControlPanelConfig,
  ControlPanelState,
  ControlValidator,
  VizDatasource,
} from '../../../../../src/visualizations/core/types.ts';

export const notEmpty: ControlValidator = (value) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0) ? 'cannot be empty' : false;

export const sales: VizDatasource = {
  id: 1,
  type: 'table',
  uid: '1__table',
  name: 'sales',
  columns: [
    { column_name: 'order_date', is_dttm: true, type_generic: 2 },
    { column_name: 'region', type_generic: 1 },
    { column_name: 'revenue', type_generic: 0 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
  main_dttm_col: 'order_date',
};

export const birthNames: VizDatasource = {
  id: 2,
  type: 'table',
  uid: '2__table',
  name: 'birth_names',
  columns: [
    { column_name: 'ds', is_dttm: true },
    { column_name: 'region', type_generic: 1 },
  ],
  metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
};

export const settings = { sqlMaxRow: 100000, defaultTimeFilter: 'No filter' };

export const shared: SharedControls = {
  metrics: {
    type: 'MetricsControl',
    label: 'Metrics',
    multi: true,
    references: 'metrics',
    validators: [notEmpty],
  },
  metric: { type: 'MetricsControl', label: 'Metric', references: 'metrics', validators: [notEmpty] },
  groupby: { type: 'GroupByControl', label: 'Dimensions', multi: true, references: 'columns', default: [] },
  x_axis: {
    type: 'GroupByControl',
    label: 'X-axis',
    references: 'columns',
    default: (state: ControlPanelState) => state.datasource?.main_dttm_col ?? null,
  },
  adhoc_filters: { type: 'AdhocFilterControl', label: 'Filters', default: [] },
  time_range: { type: 'TimeRangeControl', label: 'Time range', default: 'No filter' },
  row_limit: {
    type: 'SelectControl',
    label: 'Row limit',
    freeForm: true,
    default: 10000,
    choices: [10, 100, 1000, 10000].map((n) => [n, String(n)] as const),
  },
  order_desc: {
    type: 'CheckboxControl',
    label: 'Sort descending',
    default: true,
    visibility: ({ formData }) => Boolean(formData.timeseries_limit_metric),
  },
  timeseries_limit_metric: { type: 'MetricsControl', label: 'Sort by', references: 'metrics', default: null },
  color_scheme: {
    type: 'ColorSchemeControl',
    label: 'Color scheme',
    default: 'supersetColors',
    renderTrigger: true,
  },
};

export const tablePanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      controlSetRows: [
        ['metrics'],
        ['groupby'],
        ['adhoc_filters'],
        ['timeseries_limit_metric', 'order_desc'],
        ['row_limit'],
        [
          {
            name: 'query_mode',
            config: {
              type: 'SelectControl',
              label: 'Query mode',
              default: 'aggregate',
              choices: [
                ['aggregate', 'Aggregate'],
                ['raw', 'Raw records'],
              ],
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: { row_limit: { default: 1000 } },
};

export const linePanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      controlSetRows: [['x_axis'], ['metrics'], ['groupby'], ['adhoc_filters'], ['row_limit']],
    },
    { label: 'Chart', controlSetRows: [['color_scheme']] },
  ],
};

export const bigNumberPanel: ControlPanelConfig = {
  sections: [{ label: 'Query', controlSetRows: [['metric'], ['adhoc_filters']] }],
};

export const stateOf = (formData: Record<string, unknown>, datasource: VizDatasource | null = sales) => ({
  formData: { viz_type: 'table', datasource: '1__table', ...formData },
  datasource,
  settings,
});
