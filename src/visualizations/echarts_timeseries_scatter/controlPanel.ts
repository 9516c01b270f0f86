// Scatter Plot (echarts_timeseries_scatter): Superset's control panel for it.
import type { ControlConfig } from '../core/types.ts';
import { timeseriesControlPanel } from '../timeseries/timeseriesControlPanel.ts';

export const controlOverrides: Record<string, Partial<ControlConfig>> = {
  markerSize: { visibility: undefined },
};

export const controlPanel = timeseriesControlPanel(
  [['show_value'], ['markerSize'], ['zoomable'], ['minorTicks']],
  controlOverrides,
);
