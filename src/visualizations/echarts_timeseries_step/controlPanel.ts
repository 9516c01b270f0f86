// Stepped Line (echarts_timeseries_step): Superset's control panel for it.
import type { ControlConfig } from '../core/types.ts';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel.ts';

export const controlOverrides: Record<string, Partial<ControlConfig>> = {
  seriesType: {
    label: 'Step type',
    description:
      'Defines whether the step should appear at the beginning, middle or end between two data points',
    default: 'start',
    choices: [
      ['start', 'Start'],
      ['middle', 'Middle'],
      ['end', 'End'],
    ],
  },
};

export const controlPanel = timeseriesControlPanel(
  [
    ['seriesType'],
    ['show_value'],
    ['stack'],
    ['only_total'],
    ['area'],
    ['opacity'],
    ['markerEnabled'],
    ['markerSize'],
    ['zoomable'],
    ['minorTicks'],
  ],
  controlOverrides,
);
