// Smooth Line (echarts_timeseries_smooth): Superset's control panel for it.
import type { ControlConfig } from '../core/types.ts';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel.ts';

export const controlOverrides: Record<string, Partial<ControlConfig>> = {};

export const controlPanel = timeseriesControlPanel(
  [
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
