// Area Chart (echarts_area): Superset's control panel for it.
import type { ControlConfig } from '../core/types.ts';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel.ts';

export const controlOverrides: Record<string, Partial<ControlConfig>> = {
  seriesType: {
    choices: [
      ['line', 'Line'],
      ['smooth', 'Smooth Line'],
      ['start', 'Step - start'],
      ['middle', 'Step - middle'],
      ['end', 'Step - end'],
    ],
  },
  opacity: { default: 0.2 },
  stack: {
    type: 'SelectControl',
    label: 'Stacked Style',
    default: null,
    clearable: true,
    choices: [
      [null, 'None'],
      ['Stack', 'Stack'],
      ['Stream', 'Stream'],
      ['Expand', 'Expand'],
    ],
  },
};

export const controlPanel = timeseriesControlPanel(
  [
    ['seriesType'],
    ['show_value'],
    ['stack'],
    ['only_total'],
    ['percentage_threshold'],
    ['opacity'],
    ['markerEnabled'],
    ['markerSize'],
    ['zoomable'],
    ['minorTicks'],
  ],
  controlOverrides,
);
