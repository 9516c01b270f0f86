// What every vega(-lite) spec of these charts shares: size, autosize, and the theme-neutral config.
import type { ChartProps } from '../core/types.ts';

export const VEGA_LITE_SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
export const VEGA_SCHEMA = 'https://vega.github.io/schema/vega/v6.json';

export function vegaLiteBase(props: Pick<ChartProps, 'width' | 'height'>) {
  return {
    $schema: VEGA_LITE_SCHEMA,
    width: Math.max(props.width, 1),
    height: Math.max(props.height, 1),
    autosize: { type: 'fit', contains: 'padding' },
    config: { view: { stroke: null }, legend: { orient: 'right' } },
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
