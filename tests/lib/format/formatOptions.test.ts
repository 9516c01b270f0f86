// The format controls' choices: every offered id formats without error, labels tell the truth.
import { describe, expect, it } from 'vitest';
import {
  D3_FORMAT_OPTIONS,
  D3_PERCENT_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  formatNumber,
  formatTime,
  getNumberFormatter,
  getYAxisFormatChoices,
} from '../../../lib/format/index.ts';

describe('format options', () => {
  it('adaptive formatting comes first', () => {
    expect(D3_FORMAT_OPTIONS[0]).toEqual(['SMART_NUMBER', 'Adaptive formatting']);
    expect(D3_TIME_FORMAT_OPTIONS[0]).toEqual(['smart_date', 'Adaptive formatting']);
  });
  it('every offered number format is valid; d3 labels show their own output', () => {
    for (const [id, label] of D3_FORMAT_OPTIONS) {
      expect(getNumberFormatter(id).isInvalid).toBe(false);
      const example = /^\S+ \(12345\.432 => (.*)\)$/.exec(label);
      if (example && id !== '+,') expect(formatNumber(id, 12345.432)).toBe(example[1]);
    }
    expect(formatNumber('DURATION', 66000)).toBe('1m 6s');
    expect(formatNumber('MEMORY_BINARY', 1024)).toBe('1KiB');
  });
  it('every offered date format shows the example of its label', () => {
    const date = new Date(Date.UTC(2019, 0, 14, 1, 32, 10));
    for (const [id, label] of D3_TIME_FORMAT_OPTIONS.slice(1)) {
      expect(formatTime(id, date)).toBe(label.split(' | ')[1]);
    }
  });
  it('percentage comparison offers only percent formats', () => {
    expect(getYAxisFormatChoices('percentage')).toBe(D3_PERCENT_FORMAT_OPTIONS);
    expect(D3_PERCENT_FORMAT_OPTIONS.map(([id]) => id)).toEqual([',.1%', '.2%', '.3%']);
    expect(getYAxisFormatChoices('values')).toBe(D3_FORMAT_OPTIONS);
    expect(getYAxisFormatChoices(undefined)).toBe(D3_FORMAT_OPTIONS);
  });
});
