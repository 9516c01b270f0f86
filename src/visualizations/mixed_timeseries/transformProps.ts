// Mixed Chart (mixed_timeseries): both queries' series in one layered vega-lite spec, each with
// its own series style, stacking and area; query B on a secondary y axis when yAxisIndexB is 1;
// one rich tooltip listing both queries' series at the hovered x.
import type { ChartProps, ChartRendering, FormData } from '../core/types.ts';
import { richTooltipLayers } from '../timeseries/richTooltip.ts';
import { type SeriesData, seriesDataOf } from '../timeseries/seriesData.ts';
import type { SeriesType } from '../timeseries/seriesMarks.ts';
import { distinctCount, seriesColors, timeseriesSpec } from '../timeseries/timeseriesSpec.ts';
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
  // One rich tooltip over both queries' series (rowsAll), not one per half.
  const own = { rich_tooltip: false };
  const specA = timeseriesSpec(dataA, { ...formData, ...own }, size, { seriesType: typeA, paramSuffix: 'A' });
  const specB = timeseriesSpec(dataB, { ...b, ...own, zoomable: false }, size, {
    seriesType: b.seriesType as SeriesType,
    paramSuffix: 'B',
  });
  const baseA = (specA.layer as Layer[])[0]!;
  const rich = richTooltipLayers(formData, {
    series: [...dataA.series, ...dataB.series],
    xIsTime: dataA.xIsTime,
    x: baseA.encoding.x!,
    xCount: distinctCount([...dataA.rows, ...dataB.rows]),
  }).map((layer) => ({ data: { name: 'rowsAll' }, ...layer }));
  const colors = seriesColors([...dataA.series, ...dataB.series], formData);
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
      datasets: {
        rows: dataA.rows,
        rowsB: dataB.rows,
        ...(rich.length ? { rowsAll: [...dataA.rows, ...dataB.rows] } : {}),
      },
      layer: [groupOf(specA, 'rows'), groupOf(specB, 'rowsB'), ...rich],
      resolve: { scale: { y: secondary ? 'independent' : 'shared' } },
    },
  };
}
