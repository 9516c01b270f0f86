// Builds a timeseries chart type: shared buildQuery, its control panel rows and its series style.
import type { ControlConfig, ControlSetRow, VizPlugin } from '../core/types.ts';
import { buildTimeseriesQuery } from './buildTimeseriesQuery.ts';
import { richTooltipOf } from './richTooltip.ts';
import { seriesDataOf } from './seriesData.ts';
import type { SeriesType } from './seriesMarks.ts';
import { timeseriesControlPanel } from './timeseriesControlPanel.ts';
import { seriesColors, timeseriesSpec } from './timeseriesSpec.ts';

export function timeseriesTransformProps(
  seriesType: SeriesType | ((formData: Record<string, unknown>) => SeriesType),
): VizPlugin['transformProps'] {
  return ({ formData, queriesData, width, height }) => {
    const type = typeof seriesType === 'function' ? seriesType(formData) : seriesType;
    const data = seriesDataOf(queriesData[0], formData);
    const horizontal = formData.orientation === 'horizontal';
    return {
      kind: 'vega-lite',
      spec: timeseriesSpec(data, formData, { width, height }, { seriesType: type, horizontal }),
      hover: richTooltipOf(formData, {
        series: data.series,
        rows: data.rows,
        xIsTime: data.xIsTime,
        horizontal,
        colors: seriesColors(data.series, formData),
      }),
    };
  };
}

export interface TimeseriesPluginOptions {
  key: string;
  name: string;
  description: string;
  tags?: readonly string[];
  seriesType: SeriesType | ((formData: Record<string, unknown>) => SeriesType);
  ownRows: readonly ControlSetRow[];
  controlOverrides?: Record<string, Partial<ControlConfig>>;
}

export function timeseriesPlugin(options: TimeseriesPluginOptions): VizPlugin {
  return {
    key: options.key,
    name: options.name,
    description: options.description,
    category: 'Evolution',
    tags: options.tags,
    controlPanel: timeseriesControlPanel(options.ownRows, options.controlOverrides),
    buildQuery: (formData) => buildTimeseriesQuery(formData),
    transformProps: timeseriesTransformProps(options.seriesType),
  };
}
