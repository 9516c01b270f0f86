import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError } from '../../../lib/postProcessing/index.ts';
import type { Cell } from '../../../lib/postProcessing/types.ts';
import { day, frameOf, rowsOf } from './frames.ts';

const at = (text: string) => Date.parse(`${text}Z`);

/** The chain the frontend sends: pivot on the time column, resample the index, flatten. */
function resampled(rows: Cell[][], options: Record<string, unknown>) {
  const frame = frameOf(['__timestamp', 'v'], [2, 0], rows);
  return rowsOf(
    applyPostProcessing(frame, [
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          aggregates: { v: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      { operation: 'resample', options },
      { operation: 'flatten' },
    ]),
  );
}

const gappy: Cell[][] = [
  ['2024-01-01', 1],
  ['2024-01-03', 3],
  ['2024-01-04', null],
  ['2024-01-06', 6],
];
const days = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06'].map(day);

describe('resample', () => {
  it.each([
    ['asfreq', null, [1, null, 3, null, null, 6]],
    ['asfreq', 0, [1, 0, 3, 0, 0, 6]],
    ['ffill', null, [1, 1, 3, 3, 3, 6]],
    ['bfill', null, [1, 3, 3, 6, 6, 6]],
    ['linear', null, [1, 2, 3, 4, 5, 6]],
  ])('1D with %s (fill_value %s)', (method, fillValue, expected) => {
    const rows = resampled(gappy, { rule: '1D', method, fill_value: fillValue });
    expect(rows).toEqual(days.map((ts, position) => [ts, expected[position]]));
  });

  it.each([
    [
      'W',
      'sum',
      [
        ['2024-01-07', 3],
        ['2024-01-14', 5],
      ],
    ],
    [
      'W-MON',
      'sum',
      [
        ['2024-01-01', 1],
        ['2024-01-08', 7],
      ],
    ],
    [
      '7D',
      'asfreq',
      [
        ['2024-01-01', 1],
        ['2024-01-08', 5],
      ],
    ],
    [
      '1D',
      'mean',
      [
        ['2024-01-01', 1],
        ['2024-01-02', 2],
        ['2024-01-03', null],
        ['2024-01-04', null],
        ['2024-01-05', null],
        ['2024-01-06', null],
        ['2024-01-07', null],
        ['2024-01-08', 5],
      ],
    ],
  ])('%s with %s bins weeks as pandas anchors them', (rule, method, expected) => {
    const rows = resampled(
      [
        ['2024-01-01', 1],
        ['2024-01-02', 2],
        ['2024-01-08', 5],
      ],
      { rule, method },
    );
    expect(rows).toEqual(expected.map(([ts, value]) => [day(ts as string), value]));
  });

  it.each([
    [
      'MS',
      'mean',
      [
        ['2024-01-01', 3],
        ['2024-02-01', null],
        ['2024-03-01', 10],
      ],
    ],
    [
      'M',
      'sum',
      [
        ['2024-01-31', 6],
        ['2024-02-29', 0],
        ['2024-03-31', 10],
      ],
    ],
    ['QS', 'sum', [['2024-01-01', 16]]],
    ['AS', 'median', [['2024-01-01', 4]]],
  ])('%s with %s bins by calendar month', (rule, method, expected) => {
    const rows = resampled(
      [
        ['2024-01-05', 2],
        ['2024-01-20T12:00:00', 4],
        ['2024-03-01', 10],
      ],
      { rule, method },
    );
    expect(rows).toEqual(expected.map(([ts, value]) => [day(ts as string), value]));
  });

  it.each([
    [
      'linear carries the last value forward',
      [
        ['2024-01-01', 1],
        ['2024-01-03', null],
        ['2024-01-04', null],
      ],
      { method: 'linear', rule: '1D' },
      [1, 1, 1, 1],
    ],
    [
      'linear leaves leading nulls',
      [
        ['2024-01-02', null],
        ['2024-01-04', 4],
      ],
      { method: 'linear', rule: '1D' },
      [null, null, 4],
    ],
    [
      'W ffill takes the last row up to each Sunday',
      [
        ['2024-01-01', 1],
        ['2024-01-09', 2],
      ],
      { method: 'ffill', rule: 'W' },
      [1, 2],
    ],
    [
      'W asfreq only keeps rows on Sundays',
      [
        ['2024-01-01', 1],
        ['2024-01-09', 2],
      ],
      { method: 'asfreq', rule: 'W' },
      [null, null],
    ],
  ])('%s', (_, rows, options, expected) => {
    expect(resampled(rows as Cell[][], options).map((row) => row[1])).toEqual(expected);
  });

  it('1H zerofill inside a day', () => {
    const rows = resampled(
      [
        ['2024-01-01T00:00:00', 1],
        ['2024-01-01T02:00:00', 3],
      ],
      { rule: '1H', method: 'asfreq', fill_value: 0 },
    );
    expect(rows).toEqual([
      [at('2024-01-01T00:00:00'), 1],
      [at('2024-01-01T01:00:00'), 0],
      [at('2024-01-01T02:00:00'), 3],
    ]);
  });

  it('accepts the time_column form of older frontends', () => {
    const frame = frameOf(['__timestamp', 'v'], [2, 0], gappy);
    const out = applyPostProcessing(frame, [
      {
        operation: 'resample',
        options: { rule: '1D', method: 'asfreq', fill_value: 0, time_column: '__timestamp' },
      },
    ]);
    expect(rowsOf(out).map((row) => row[1])).toEqual([1, 0, 3, 0, 0, 6]);
  });

  it.each([
    [{ rule: '1D', method: 'asfreq' }, 'Resample operation requires DatetimeIndex', false],
    [
      { rule: '1D', method: 'foo' },
      'Resample method should be in asfreq, bfill, ffill, linear, median, mean, sum.',
      true,
    ],
    [{ rule: '1X', method: 'asfreq' }, 'Invalid frequency: 1X', true],
  ])('refuses %j', (options, message, indexed) => {
    const frame = frameOf(['__timestamp', 'v'], [2, 0], gappy);
    const steps = [
      ...(indexed
        ? [
            {
              operation: 'pivot',
              options: { index: ['__timestamp'], aggregates: { v: { operator: 'sum' } } },
            },
          ]
        : []),
      { operation: 'resample', options },
    ];
    expect(() => applyPostProcessing(frame, steps)).toThrow(new PostProcessingError(message));
  });
});
