import { describe, expect, it } from 'vitest';
import type { ChartFrame } from '../../../../server/services/chartData/chartDataTypes.ts';
import {
  assertEnclosedRange,
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

  it('runs the offset query without its own offsets, post-processing or paging', () => {
    const shifted = offsetQueryObject({
      metrics: ['count'],
      time_range: 'Last year',
      post_processing: [{ operation: 'pivot', options: {} }],
      time_offsets: ['1 year ago'],
      row_offset: 10,
    });
    expect(shifted).toMatchObject({
      time_range: 'Last year',
      post_processing: [],
      time_offsets: [],
      row_offset: 0,
    });
  });

  it('needs both bounds, with Superset message', () => {
    expect(() => assertEnclosedRange(null, new Date())).toThrow(
      'An enclosed time range (both start and end) must be specified when using a Time Comparison.',
    );
    expect(() => assertEnclosedRange(new Date(0), new Date())).not.toThrow();
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
