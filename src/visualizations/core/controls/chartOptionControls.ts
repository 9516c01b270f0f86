// Chart Options controls of the timeseries charts (Superset's ECharts Timeseries controls):
// series type, stacking, markers, legend, axes and tooltip. All re-render without a query.
import type { Choice, ControlConfig, ControlPanelState } from '../types.ts';

const check = (label: string, value: boolean, description?: string): ControlConfig => ({
  type: 'CheckboxControl',
  label,
  default: value,
  renderTrigger: true,
  ...(description ? { description } : {}),
});

const is =
  (name: string, value?: unknown) =>
  ({ formData }: ControlPanelState): boolean =>
    value === undefined ? Boolean(formData[name]) : formData[name] === value;

const LEGEND_TYPES: Choice[] = [
  ['scroll', 'Scroll'],
  ['plain', 'Plain'],
];
const LEGEND_ORIENTATIONS: Choice[] = [
  ['top', 'Top'],
  ['bottom', 'Bottom'],
  ['left', 'Left'],
  ['right', 'Right'],
];
const SERIES_TYPES: Choice[] = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
];

export const chartOptionControls: Record<string, ControlConfig> = {
  seriesType: {
    type: 'SelectControl',
    label: 'Series Style',
    default: 'line',
    renderTrigger: true,
    choices: SERIES_TYPES,
  },
  stack: check('Stack series', false, 'Stack series on top of each other'),
  only_total: {
    ...check(
      'Only Total',
      true,
      'Only show the total value on the stacked chart, and not show on the selected category',
    ),
    visibility: is('stack'),
  },
  percentage_threshold: {
    type: 'NumberControl',
    label: 'Percentage threshold',
    description: 'Minimum threshold in percentage points for showing labels.',
    default: 0,
    renderTrigger: true,
    min: 0,
    max: 100,
  },
  show_value: check('Show Value', false, 'Show series values on the chart'),
  area: check('Area Chart', false, 'Draw area under curves. Only applicable for line types.'),
  opacity: {
    type: 'SliderControl',
    label: 'Opacity',
    description: 'Opacity of Area Chart. Also applies to confidence band.',
    default: 0.2,
    min: 0,
    max: 1,
    step: 0.1,
    renderTrigger: true,
  },
  markerEnabled: check('Marker', false, 'Draw a marker on data points. Only applicable for line types.'),
  markerSize: {
    type: 'SliderControl',
    label: 'Marker Size',
    default: 6,
    min: 0,
    max: 20,
    step: 1,
    renderTrigger: true,
    visibility: is('markerEnabled'),
  },
  zoomable: check('Data Zoom', false, 'Enable data zooming controls'),
  minorTicks: check('Minor ticks', false, 'Show minor ticks on axes.'),
  show_legend: check('Show legend', true, 'Whether to display a legend for the chart'),
  legendType: {
    type: 'SelectControl',
    label: 'Type',
    default: 'scroll',
    renderTrigger: true,
    choices: LEGEND_TYPES,
    visibility: is('show_legend'),
  },
  legendOrientation: {
    type: 'SelectControl',
    label: 'Orientation',
    default: 'top',
    renderTrigger: true,
    choices: LEGEND_ORIENTATIONS,
    visibility: is('show_legend'),
  },
  x_axis_title: { type: 'TextControl', label: 'X Axis Title', default: '', renderTrigger: true },
  y_axis_title: { type: 'TextControl', label: 'Y Axis Title', default: '', renderTrigger: true },
  logAxis: check('Logarithmic y-axis', false, 'Logarithmic y-axis'),
  minorSplitLine: check('Minor Split Line', false, 'Draw split lines for minor y-axis ticks'),
  truncateYAxis: check(
    'Truncate Y Axis',
    false,
    'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
  ),
  y_axis_bounds: {
    type: 'TextControl',
    label: 'Y Axis Bounds',
    description:
      "Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
    default: [null, null],
    renderTrigger: true,
    visibility: is('truncateYAxis'),
  },
  rich_tooltip: check('Rich tooltip', true, 'Shows a list of all series available at that point in time'),
  tooltipSortByMetric: check(
    'Tooltip sort by metric',
    false,
    'Whether to sort tooltip by the selected metric in descending order.',
  ),
  orientation: {
    type: 'SelectControl',
    label: 'Bar orientation',
    default: 'vertical',
    renderTrigger: true,
    choices: [
      ['vertical', 'Vertical'],
      ['horizontal', 'Horizontal'],
    ],
  },
  x_axis_sort_asc: check(
    'X Axis Sort Ascending',
    true,
    'Whether to sort ascending or descending on the base Axis.',
  ),
};
