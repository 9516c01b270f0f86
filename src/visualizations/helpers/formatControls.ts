// The number format control of these charts (Superset's number_format: D3 formats, SMART_NUMBER
// by default, free text allowed).
import type { Choice, ControlConfig } from '../core/types.ts';
import { SMART_NUMBER } from './numberFormat.ts';

export const D3_FORMAT_CHOICES: readonly Choice[] = [
  [SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
];

export function numberFormatControl(label = 'Number format'): { name: string; config: ControlConfig } {
  return {
    name: 'number_format',
    config: {
      type: 'SelectControl',
      label,
      description: 'D3 format syntax: https://github.com/d3/d3-format',
      freeForm: true,
      default: SMART_NUMBER,
      choices: D3_FORMAT_CHOICES,
      renderTrigger: true,
    },
  };
}
