// The standard control panel sections (Superset's sections): Query (with an x axis), Advanced
// analytics, Annotations and Layers, and the timeseries Chart Options blocks.
import type { ControlPanelSection, ControlSetRow } from '../types.ts';

export const timeseriesQueryRows: readonly ControlSetRow[] = [
  ['x_axis'],
  ['time_grain_sqla'],
  ['metrics'],
  ['groupby'],
  ['contributionMode'],
  ['adhoc_filters'],
  ['limit'],
  ['timeseries_limit_metric'],
  ['order_desc'],
  ['row_limit'],
  ['truncate_metric'],
  ['show_empty_columns'],
];

export function querySection(rows: readonly ControlSetRow[] = timeseriesQueryRows): ControlPanelSection {
  return { label: 'Query', expanded: true, controlSetRows: rows };
}

export const advancedAnalyticsSection: ControlPanelSection = {
  label: 'Advanced analytics',
  description:
    'This section contains options that allow for advanced analytical post processing of query results',
  expanded: false,
  controlSetRows: [
    ['rolling_type'],
    ['rolling_periods'],
    ['min_periods'],
    ['time_compare'],
    ['comparison_type'],
    ['resample_rule'],
    ['resample_method'],
  ],
};

export const annotationsAndLayersSection: ControlPanelSection = {
  label: 'Annotations and Layers',
  expanded: false,
  controlSetRows: [['annotation_layers']],
};

export const chartTitleSection: ControlPanelSection = {
  label: 'Chart Title',
  expanded: false,
  controlSetRows: [['x_axis_title'], ['y_axis_title']],
};

export const legendRows: readonly ControlSetRow[] = [['show_legend'], ['legendType'], ['legendOrientation']];

export const xAxisRows: readonly ControlSetRow[] = [['x_axis_time_format']];

export const tooltipRows: readonly ControlSetRow[] = [
  ['rich_tooltip'],
  ['tooltipSortByMetric'],
  ['tooltipTimeFormat'],
];

export const yAxisRows: readonly ControlSetRow[] = [
  ['y_axis_format'],
  ['currency_format'],
  ['logAxis'],
  ['minorSplitLine'],
  ['truncateYAxis'],
  ['y_axis_bounds'],
];

/** Chart Options: the chart's own rows first, then legend, x axis, tooltip and y axis. */
export function chartOptionsSection(ownRows: readonly ControlSetRow[]): ControlPanelSection {
  return {
    label: 'Chart Options',
    expanded: true,
    controlSetRows: [
      ['color_scheme'],
      ['time_shift_color'],
      ...ownRows,
      ...legendRows,
      ...xAxisRows,
      ...tooltipRows,
      ...yAxisRows,
    ],
  };
}
