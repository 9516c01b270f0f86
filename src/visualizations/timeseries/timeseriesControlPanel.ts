// The control panel of the timeseries charts (Superset's Timeseries control panels): Query,
// Advanced analytics, Annotations and Layers, Chart Title, Chart Options with the chart's rows.
import {
  advancedAnalyticsSection,
  annotationsAndLayersSection,
  chartOptionsSection,
  chartTitleSection,
  querySection,
} from '../core/controls/sections.ts';
import type { ControlConfig, ControlPanelConfig, ControlSetRow } from '../core/types.ts';

export function timeseriesControlPanel(
  ownRows: readonly ControlSetRow[],
  controlOverrides: Record<string, Partial<ControlConfig>> = {},
): ControlPanelConfig {
  return {
    sections: [
      querySection(),
      advancedAnalyticsSection,
      annotationsAndLayersSection,
      chartTitleSection,
      chartOptionsSection(ownRows),
    ],
    controlOverrides,
  };
}
