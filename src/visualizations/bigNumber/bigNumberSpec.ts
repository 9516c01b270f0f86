// The big number as a vega-lite spec: the header (value) and subheader as text marks, and under
// them the trend line (line + area) when there is one. Rows live in datasets, so a new value only
// swaps data in the drawn view.
import { BASE_CONFIG, numberFormat, timeFormat } from '../core/render/spec/formats.ts';
import type { VegaLiteSpec } from '../core/types.ts';

export interface BigNumberContent {
  header: string;
  subheader: string;
  headerFontSize: number;
  subheaderFontSize: number;
  /** [epoch ms, value] oldest first; absent without a trend line. */
  trend?: { x: number; value: number | null }[];
  startAtZero?: boolean;
  color?: string;
  yFormat?: string;
  timeFormat?: string;
  /** Superset's kicker: the big number's formatted timestamp (show_timestamp), above the number. */
  timestamp?: string;
}

/** Superset's PROPORTION.KICKER: the timestamp's font size as a share of the text area's height. */
const KICKER_PROPORTION = 0.1;

function textLayer(
  name: string,
  fontSize: number,
  y: number,
  x: number,
  weight: number,
): Record<string, unknown> {
  return {
    data: { name },
    mark: {
      type: 'text',
      fontSize,
      fontWeight: weight,
      align: 'center',
      baseline: 'middle',
      color: '#333333',
    },
    encoding: { text: { field: 'text', type: 'nominal' }, x: { value: x }, y: { value: y } },
  };
}

export function bigNumberSpec(
  content: BigNumberContent,
  size: { width: number; height: number },
): VegaLiteSpec {
  const { width, height } = size;
  const trend = content.trend;
  const textHeight = trend ? height * 0.55 : height;
  const headerSize = Math.max(8, Math.round(height * content.headerFontSize));
  const subSize = Math.max(8, Math.round(height * content.subheaderFontSize));
  const kickerSize =
    content.timestamp === undefined
      ? 0
      : Math.max(8, Math.round((trend ? textHeight : height) * KICKER_PROPORTION));
  // The kicker takes a line above the number: the number moves down by it.
  const headerY =
    (trend ? textHeight * 0.45 : height / 2 - (content.subheader ? subSize * 0.6 : 0)) + kickerSize * 0.6;
  const layers: Record<string, unknown>[] = [
    textLayer('header', headerSize, headerY, width / 2, 600),
    textLayer('subheader', subSize, headerY + headerSize * 0.55 + subSize * 0.8, width / 2, 400),
  ];
  if (kickerSize > 0) {
    const kickerY = Math.max(kickerSize * 0.7, headerY - headerSize * 0.5 - kickerSize * 0.7);
    layers.push(textLayer('kicker', kickerSize, kickerY, width / 2, 400));
  }
  if (trend) {
    const color = content.color ?? '#1FA8C9';
    const y = {
      field: 'value',
      type: 'quantitative',
      axis: null,
      scale: { zero: content.startAtZero !== false, range: [height, textHeight] },
    };
    const x = { field: 'x', type: 'temporal', axis: null };
    const tooltip = [
      { field: 'x', type: 'temporal', title: ' ', ...timeFormat(content.timeFormat) },
      { field: 'value', type: 'quantitative', title: ' ', ...numberFormat(content.yFormat) },
    ];
    layers.unshift({
      data: { name: 'trend' },
      mark: { type: 'area', line: { color }, color, opacity: 0.2, interpolate: 'linear', point: false },
      encoding: { x, y, tooltip },
    });
  }
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width,
    height,
    autosize: { type: 'none' },
    padding: 0,
    config: BASE_CONFIG,
    datasets: {
      header: [{ text: content.header }],
      subheader: content.subheader ? [{ text: content.subheader }] : [],
      ...(content.timestamp !== undefined ? { kicker: [{ text: content.timestamp }] } : {}),
      ...(trend ? { trend } : {}),
    },
    layer: layers,
    resolve: { scale: { x: 'independent', y: 'independent' } },
  };
}
