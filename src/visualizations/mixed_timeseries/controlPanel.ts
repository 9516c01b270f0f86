// Mixed Chart (mixed_timeseries): Superset's control panel — shared x axis, Query A and Query B
// (each query control twice, the second with the "_b" suffix), chart options for both halves.
import { sharedControls } from '../core/controls/sharedControls.ts';
import type { ControlPanelConfig, ControlRef, ControlSetRow } from '../core/types.ts';

const QUERY_CONTROLS = [
  'metrics',
  'groupby',
  'adhoc_filters',
  'limit',
  'timeseries_limit_metric',
  'order_desc',
  'row_limit',
  'truncate_metric',
];
const ANALYTICS_CONTROLS = [
  'rolling_type',
  'rolling_periods',
  'min_periods',
  'time_compare',
  'comparison_type',
  'resample_rule',
  'resample_method',
];

const rows = (names: readonly string[], suffix: string): ControlSetRow[] =>
  names.map((name): ControlSetRow => {
    if (!suffix) return [name];
    const ref: ControlRef = { name: `${name}${suffix}`, config: sharedControls[name]! };
    return [ref];
  });

const own = (name: string, base: string, label: string): ControlSetRow => [
  { name, config: { ...sharedControls[base]!, label } },
];

const yAxisIndex = (name: string, label: string): ControlSetRow => [
  {
    name,
    config: {
      type: 'SelectControl',
      label,
      default: 0,
      renderTrigger: true,
      choices: [
        [0, 'Primary'],
        [1, 'Secondary'],
      ],
    },
  },
];

export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Shared query fields', expanded: true, controlSetRows: [['x_axis'], ['time_grain_sqla']] },
    { label: 'Query A', expanded: true, controlSetRows: rows(QUERY_CONTROLS, '') },
    { label: 'Advanced analytics Query A', expanded: false, controlSetRows: rows(ANALYTICS_CONTROLS, '') },
    { label: 'Query B', expanded: true, controlSetRows: rows(QUERY_CONTROLS, '_b') },
    { label: 'Advanced analytics Query B', expanded: false, controlSetRows: rows(ANALYTICS_CONTROLS, '_b') },
    { label: 'Annotations and Layers', expanded: false, controlSetRows: [['annotation_layers']] },
    {
      label: 'Chart Options',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['seriesType'],
        own('seriesTypeB', 'seriesType', 'Series Style (Query B)'),
        ['stack'],
        own('stackB', 'stack', 'Stack series (Query B)'),
        ['area'],
        own('areaB', 'area', 'Area chart (Query B)'),
        ['markerEnabled'],
        own('markerEnabledB', 'markerEnabled', 'Marker (Query B)'),
        yAxisIndex('yAxisIndex', 'Y Axis (Query A)'),
        yAxisIndex('yAxisIndexB', 'Y Axis (Query B)'),
        ['zoomable'],
        ['show_legend'],
        ['legendType'],
        ['legendOrientation'],
        ['x_axis_time_format'],
        ['rich_tooltip'],
        ['tooltipTimeFormat'],
        ['y_axis_format'],
        own('y_axis_format_secondary', 'y_axis_format', 'Secondary y-axis format'),
        ['logAxis'],
        own('logAxisSecondary', 'logAxis', 'Logarithmic secondary y-axis'),
        ['minorSplitLine'],
        ['truncateYAxis'],
        ['y_axis_bounds'],
      ],
    },
  ],
};
