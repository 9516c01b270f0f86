// Big Number with Trendline (big_number): the latest value (or the latest non-null one), its
// change against compare_lag periods before ('+.1%' and the suffix), and the trend line.
import { formatNumber, formatTime } from '../../../lib/format/index.ts';
import { bigNumberSpec } from '../bigNumber/bigNumberSpec.ts';
import { headerText, parseMetricValue } from '../bigNumber/headerText.ts';
import { NO_DATA_OR_HASNT_LANDED } from '../bigNumber/noData.ts';
import { getMetricLabel, getXAxisLabel } from '../core/query/labels.ts';
import { colorScaleOf } from '../core/render/spec/colors.ts';
import type { ChartProps, ChartRendering, Metric } from '../core/types.ts';

/** The server sends epoch ms; ISO text (other backends) is parsed. */
function toEpoch(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

export function transformProps({ formData, queriesData, width, height }: ChartProps): ChartRendering {
  const label = formData.metric ? getMetricLabel(formData.metric as Metric) : '';
  const xLabel = getXAxisLabel(formData) ?? '__timestamp';
  const item = queriesData[0];
  const data = item && 'data' in item ? (item.data as Record<string, unknown>[]) : [];
  const sorted = data
    .map((row) => ({ x: toEpoch(row[xLabel]), value: parseMetricValue(row[label]) }))
    .filter((point) => !Number.isNaN(point.x))
    .sort((a, b) => b.x - a.x);
  const latest = sorted[0]?.value ?? null;
  const fallback = latest === null ? sorted.find((point) => point.value !== null) : undefined;
  const value = latest ?? fallback?.value ?? null;
  const timestamp = latest === null ? fallback?.x : sorted[0]?.x;
  let subheader = '';
  const lag = Number.parseInt(String(formData.compare_lag ?? ''), 10);
  if (value === null) subheader = NO_DATA_OR_HASNT_LANDED;
  else if (lag > 0 && lag < sorted.length && latest !== null) {
    const compare = sorted[lag]!.value;
    if (compare !== null) {
      const change = compare ? (value - compare) / Math.abs(compare) : 0;
      subheader = `${formatNumber('+.1%', change)} ${(formData.compare_suffix as string) ?? ''}`.trim();
    }
  }
  const trend = formData.show_trend_line === false || sorted.length === 0 ? undefined : [...sorted].reverse();
  const spec = bigNumberSpec(
    {
      header: headerText(value, formData),
      subheader,
      headerFontSize: Number(formData.header_font_size ?? 0.4),
      subheaderFontSize: Number(formData.subheader_font_size ?? 0.15),
      trend,
      startAtZero: formData.start_y_axis_at_zero !== false,
      color: colorScaleOf(formData).colors[0],
      yFormat: formData.y_axis_format as string,
      timeFormat: formData.time_format as string,
      ...(formData.show_timestamp
        ? {
            timestamp:
              timestamp === undefined
                ? ''
                : formatTime((formData.time_format as string) || 'smart_date', timestamp),
          }
        : {}),
    },
    { width, height },
  );
  return { kind: 'vega-lite', spec };
}
