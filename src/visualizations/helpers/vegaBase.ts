// What every vega(-lite) spec of these charts shares: size, autosize, and core's config (custom
// number and time format types on).
import { BASE_CONFIG } from '../core/render/spec/formats.ts';
import type { ChartProps } from '../core/types.ts';

export const VEGA_LITE_SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
export const VEGA_SCHEMA = 'https://vega.github.io/schema/vega/v6.json';

export function vegaLiteBase(props: Pick<ChartProps, 'width' | 'height'>) {
  return {
    $schema: VEGA_LITE_SCHEMA,
    width: Math.max(props.width, 1),
    height: Math.max(props.height, 1),
    autosize: { type: 'fit', contains: 'padding' },
    config: { ...BASE_CONFIG, legend: { orient: 'right' } },
  };
}

export function vegaBase(props: Pick<ChartProps, 'width' | 'height'>) {
  return {
    $schema: VEGA_SCHEMA,
    width: Math.max(props.width, 1),
    height: Math.max(props.height, 1),
    autosize: 'none',
  };
}
