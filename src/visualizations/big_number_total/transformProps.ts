// Big Number (big_number_total): the metric of the first row, formatted, with the subheader;
// 'No data' without a value.
import { bigNumberSpec } from '../bigNumber/bigNumberSpec.ts';
import { headerText, parseMetricValue } from '../bigNumber/headerText.ts';
import { NO_DATA_OR_HASNT_LANDED } from '../bigNumber/noData.ts';
import { getMetricLabel } from '../core/query/labels.ts';
import type { ChartProps, ChartRendering, Metric } from '../core/types.ts';

export function transformProps({ formData, queriesData, width, height }: ChartProps): ChartRendering {
  const metric = formData.metric as Metric | undefined;
  const label = metric ? getMetricLabel(metric) : '';
  const item = queriesData[0];
  const row = item && 'data' in item ? (item.data as Record<string, unknown>[])[0] : undefined;
  const value = row ? parseMetricValue(row[label]) : null;
  const temporal = item && 'coltypes' in item ? item.coltypes[item.colnames.indexOf(label)] === 2 : false;
  const spec = bigNumberSpec(
    {
      header: headerText(value, formData, temporal),
      subheader: value === null ? NO_DATA_OR_HASNT_LANDED : ((formData.subheader as string) ?? ''),
      headerFontSize: Number(formData.header_font_size ?? 0.4),
      subheaderFontSize: Number(formData.subheader_font_size ?? 0.15),
    },
    { width, height },
  );
  return { kind: 'vega-lite', spec };
}
