import { describe, expect, it } from 'vitest';
import type { ChartFrame } from '../../../../server/services/chartData/chartDataTypes.ts';
import {
  joinOffsetFrame,
  offsetQueryObject,
  parseTimeOffset,
} from '../../../../server/services/chartData/timeOffsets.ts';

const ms = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe('time offsets', () => {
  it('reads Superset offsets', () => {
    expect(parseTimeOffset('1 year ago')).toEqual({ amount: -1, unit: 'year' });
    expect(parseTimeOffset('28 days ago')).toEqual({ amount: -28, unit: 'day' });
    expect(parseTimeOffset('2 weeks later')).toEqual({ amount: 2, unit: 'week' });
    expect(() => parseTimeOffset('yesterday')).toThrow(/Invalid time offset: yesterday/);
  });

  it('shifts the time range of the offset query and drops its own post-processing', () => {
    const shifted = offsetQueryObject(
      {
        metrics: ['count'],
        time_range: 'Last year',
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' }],
        post_processing: [{ operation: 'pivot', options: {} }],
        time_offsets: ['1 year ago'],
        row_offset: 10,
      },
      new Date('2024-01-01T00:00:00Z'),
      new Date('2025-01-01T00:00:00Z'),
      parseTimeOffset('1 year ago'),
    );
    expect(shifted.time_range).toBe('2023-01-01T00:00:00 : 2024-01-01T00:00:00');
    expect(shifted.filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2023-01-01T00:00:00 : 2024-01-01T00:00:00' },
    ]);
    expect(shifted.post_processing).toEqual([]);
    expect(shifted.time_offsets).toEqual([]);
    expect(shifted.row_offset).toBe(0);
  });

  it('needs both bounds, with Superset message', () => {
    expect(() =>
      offsetQueryObject({}, null, new Date(), parseTimeOffset('1 year ago')),
    ).toThrow('An enclosed time range (both start and end) must be specified when using a Time Comparison.');
  });

  it('joins the shifted result on the time axis and the dimensions', () => {
    const main: ChartFrame = {
      columns: ['__timestamp', 'region', 'SUM(revenue)'],
      types: [2, 1, 0],
      rows: [
        { __timestamp: ms('2024-01-01'), region: 'East', 'SUM(revenue)': 10 },
        { __timestamp: ms('2024-02-01'), region: 'East', 'SUM(revenue)': 12 },
        { __timestamp: ms('2024-02-01'), region: 'West', 'SUM(revenue)': 7 },
      ],
    };
    const lastYear: ChartFrame = {
      columns: ['__timestamp', 'region', 'SUM(revenue)'],
      types: [2, 1, 0],
      rows: [
        { __timestamp: ms('2023-01-01'), region: 'East', 'SUM(revenue)': 5 },
        { __timestamp: ms('2023-02-01'), region: 'West', 'SUM(revenue)': 3 },
        { __timestamp: ms('2023-03-01'), region: 'West', 'SUM(revenue)': 99 },
      ],
    };
    const joined = joinOffsetFrame(main, lastYear, '1 year ago', ['SUM(revenue)'], '__timestamp');
    expect(joined.columns).toEqual(['__timestamp', 'region', 'SUM(revenue)', 'SUM(revenue)__1 year ago']);
    expect(joined.types).toEqual([2, 1, 0, 0]);
    expect(joined.rows.map((row) => row['SUM(revenue)__1 year ago'])).toEqual([5, null, 3]);
  });
});
