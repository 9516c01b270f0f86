// Mixed Chart (mixed_timeseries): both queries' series in one layered vega-lite spec, each with
// its own series style, stacking and area; query B on a secondary y axis when yAxisIndexB is 1;
// one rich tooltip listing both queries' series at the hovered x.
import type { ChartProps, ChartRendering, FormData } from '../core/types.ts';
import { richTooltipOf, richTooltipOn } from '../timeseries/richTooltip.ts';
import { type SeriesData, seriesDataOf } from '../timeseries/seriesData.ts';
import type { SeriesType } from '../timeseries/seriesMarks.ts';
import { seriesColors, timeseriesSpec } from '../timeseries/timeseriesSpec.ts';
import { formDataOfQueryB } from './formDataOfQuery.ts';

/** Query B's series named like one of A's get Superset's " (1)" suffix. */
function dedupe(a: SeriesData, b: SeriesData): SeriesData {
  const taken = new Set(a.series);
  const rename = (name: string) => (taken.has(name) ? `${name} (1)` : name);
  return {
    ...b,
    series: b.series.map(rename),
    rows: b.rows.map((row) => ({ ...row, series: rename(row.series) })),
  };
}

type Layer = { encoding: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/** A half as one layer group (its base and value label layers share its y scale) on its dataset. */
function groupOf(spec: Record<string, unknown>, dataset: string): Record<string, unknown> {
  return { data: { name: dataset }, layer: spec.layer };
}

export function transformProps({ formData, queriesData, width, height }: ChartProps): ChartRendering {
  const b: FormData = {
    ...formDataOfQueryB(formData),
    seriesType: formData.seriesTypeB ?? 'line',
    stack: formData.stackB,
    area: formData.areaB,
    markerEnabled: formData.markerEnabledB,
    markerSize: formData.markerSizeB,
    y_axis_format: formData.y_axis_format_secondary ?? formData.y_axis_format,
    logAxis: formData.logAxisSecondary,
  };
  const dataA = seriesDataOf(queriesData[0], formData);
  const dataB = dedupe(dataA, seriesDataOf(queriesData[1], formData));
  const size = { width, height };
  const typeA = ((formData.seriesType as SeriesType) ?? 'line') as SeriesType;
  // One rich tooltip over both queries' series, not one per half.
  const richTooltip = richTooltipOn(formData);
  const specA = timeseriesSpec(dataA, formData, size, { seriesType: typeA, paramSuffix: 'A', richTooltip });
  const specB = timeseriesSpec(dataB, { ...b, zoomable: false }, size, {
    seriesType: b.seriesType as SeriesType,
    paramSuffix: 'B',
    richTooltip,
  });
  const colors = seriesColors([...dataA.series, ...dataB.series], formData);
  const seriesOfB = new Set(dataB.series);
  const hover = richTooltipOf(formData, {
    series: [...dataA.series, ...dataB.series],
    rows: [...dataA.rows, ...dataB.rows],
    xIsTime: dataA.xIsTime,
    colors,
    formatOf: (series) => (seriesOfB.has(series) ? b.y_axis_format : formData.y_axis_format),
  });
  for (const spec of [specA, specB]) {
    const encoding = (spec.layer as Layer[])[0]!.encoding;
    encoding.color = { ...encoding.color, scale: colors };
  }
  const secondary = Number(formData.yAxisIndexB ?? 0) === 1 && Number(formData.yAxisIndex ?? 0) === 0;
  const { layer: _layer, datasets: _datasets, data: _data, ...frame } = specA;
  return {
    kind: 'vega-lite',
    spec: {
      ...frame,
      datasets: { rows: dataA.rows, rowsB: dataB.rows },
      layer: [groupOf(specA, 'rows'), groupOf(specB, 'rowsB')],
      resolve: { scale: { y: secondary ? 'independent' : 'shared' } },
    },
    hover,
  };
}
