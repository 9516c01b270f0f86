// Registers the custom format types (spec/formats.ts) as vega expression functions on lib/format.
// Imported only by the lazily loaded VegaChart, so vega stays out of the initial bundle.
import { expressionFunction } from 'vega';
import { formatNumber, formatTime } from '../../../../lib/format/index.ts';
import { NUMBER_FORMAT_TYPE, TIME_FORMAT_TYPE } from './spec/formats.ts';

let registered = false;

const asNumber = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

export function registerVegaFormatters(): void {
  if (registered) return;
  expressionFunction(NUMBER_FORMAT_TYPE, (value: unknown, format: string) =>
    formatNumber(format, asNumber(value)),
  );
  expressionFunction(TIME_FORMAT_TYPE, (value: unknown, format: string) =>
    formatTime(format, value instanceof Date ? value : asNumber(value)),
  );
  registered = true;
}
