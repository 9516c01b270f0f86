// Registers the custom format types (spec/formats.ts) as vega expression functions. Imported only
// by the lazily loaded VegaChart, so vega stays out of the initial bundle.
import { expressionFunction } from 'vega';
import { formatNumber } from '../format/numberFormat.ts';
import { formatTime } from '../format/timeFormat.ts';
import { NUMBER_FORMAT_TYPE, TIME_FORMAT_TYPE } from './spec/formats.ts';

let registered = false;

export function registerVegaFormatters(): void {
  if (registered) return;
  expressionFunction(NUMBER_FORMAT_TYPE, (value: unknown, format: string) => formatNumber(format, value));
  expressionFunction(TIME_FORMAT_TYPE, (value: unknown, format: string) => formatTime(format, value));
  registered = true;
}
