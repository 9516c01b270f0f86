// Bar Chart (echarts_timeseries_bar): Superset's control panel — the timeseries query with an
// x-axis sort (categorical x axes), orientation, stacking.

import {
  advancedAnalyticsSection,
  annotationsAndLayersSection,
  chartOptionsSection,
  chartTitleSection,
  querySection,
  timeseriesQueryRows,
} from '../core/controls/sections.ts';
import { getColumnLabel, getMetricLabel } from '../core/query/labels.ts';
import type { Column, ControlConfig, ControlPanelConfig, Metric } from '../core/types.ts';

const xAxisSort: ControlConfig = {
  type: 'SelectControl',
  label: 'X-Axis Sort By',
  description: 'Decides which column to sort the base axis by.',
  default: null,
  clearable: true,
  choices: ({ formData }) => {
    const xAxis = formData.x_axis ? [getColumnLabel(formData.x_axis as Column)] : [];
    const metrics = ((formData.metrics as Metric[] | undefined) ?? []).map(getMetricLabel);
    return [...xAxis, ...metrics].map((label) => [label, label] as const);
  },
  visibility: ({ formData }) => !((formData.groupby as unknown[] | undefined) ?? []).length,
};

export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      ...timeseriesQueryRows.slice(0, 2),
      [{ name: 'x_axis_sort', config: xAxisSort }],
      ['x_axis_sort_asc'],
      ...timeseriesQueryRows.slice(2),
    ]),
    advancedAnalyticsSection,
    annotationsAndLayersSection,
    chartTitleSection,
    chartOptionsSection([
      ['orientation'],
      ['show_value'],
      ['stack'],
      ['only_total'],
      ['percentage_threshold'],
      ['zoomable'],
      ['minorTicks'],
    ]),
  ],
  controlOverrides: {
    x_axis_sort_asc: { visibility: ({ formData }) => Boolean(formData.x_axis_sort) },
  },
};
