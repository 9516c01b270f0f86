// Line Chart (echarts_timeseries_line): Superset's control panel for it.
import type { ControlConfig } from '../core/types.ts';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel.ts';

export const controlOverrides: Record<string, Partial<ControlConfig>> = {};

export const controlPanel = timeseriesControlPanel(
  [
    ['show_value'],
    ['stack'],
    ['only_total'],
    ['percentage_threshold'],
    ['area'],
    ['opacity'],
    ['markerEnabled'],
    ['markerSize'],
    ['zoomable'],
    ['minorTicks'],
  ],
  controlOverrides,
);
