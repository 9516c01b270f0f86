import { describe, expect, it } from 'vitest';
import { PostProcessingError } from '../../lib/postProcessing/index.ts';
import { queryFrame, sampleFrame, toEpochMs, truncateToGrain } from '../../mocks/chartDataQuery.ts';

const axis = (timeGrain: string) => ({
  sqlExpression: 'order_date',
  label: 'order_date',
  columnType: 'BASE_AXIS' as const,
  expressionType: 'SQL' as const,
  timeGrain,
});
const count = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'COUNT' as const,
  column: { column_name: 'order_id' },
  label: 'n',
};
const revenue = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'SUM' as const,
  column: { column_name: 'revenue' },
  label: 'rev',
};

describe('the mock chart-data query', () => {
  it('reads naive timestamps as UTC epoch ms', () => {
    expect(toEpochMs('2021-01-01T08:15:00')).toBe(Date.UTC(2021, 0, 1, 8, 15));
    expect(toEpochMs('2021-01-01')).toBe(Date.UTC(2021, 0, 1));
    expect(toEpochMs(null)).toBeNull();
  });

  it('truncates to the grains as DuckDB does (weeks start on Monday, quarters on Jan/Apr/Jul/Oct)', () => {
    const t = Date.UTC(2021, 7, 19, 13, 45, 12); // Thursday 19 August 2021
    expect(truncateToGrain(t, 'P1D')).toBe(Date.UTC(2021, 7, 19));
    expect(truncateToGrain(t, 'P1W')).toBe(Date.UTC(2021, 7, 16));
    expect(truncateToGrain(t, 'P1M')).toBe(Date.UTC(2021, 7, 1));
    expect(truncateToGrain(t, 'P3M')).toBe(Date.UTC(2021, 6, 1));
    expect(truncateToGrain(t, 'P1Y')).toBe(Date.UTC(2021, 0, 1));
    expect(truncateToGrain(t, 'PT1H')).toBe(Date.UTC(2021, 7, 19, 13));
    expect(truncateToGrain(t, null)).toBe(t);
  });

  it('groups the x-axis by its time grain, in time order, temporal values as epoch ms', () => {
    const daily = queryFrame({ columns: [axis('P1D')], metrics: [count] });
    expect(daily.columns).toEqual(['order_date', 'n']);
    expect(daily.types).toEqual([2, 0]);
    expect(daily.rows).toEqual([
      { order_date: Date.UTC(2021, 0, 1), n: 2 },
      { order_date: Date.UTC(2021, 0, 2), n: 1 },
    ]);
    const weekly = queryFrame({ columns: [axis('P1W')], metrics: [count] });
    expect(weekly.rows).toEqual([{ order_date: Date.UTC(2020, 11, 28), n: 3 }]);
  });

  it('falls back to extras.time_grain_sqla for a BASE_AXIS column without its own grain', () => {
    const { timeGrain: _, ...plain } = axis('P1D');
    const frame = queryFrame({ columns: [plain], metrics: [count], extras: { time_grain_sqla: 'P1M' } });
    expect(frame.rows).toEqual([{ order_date: Date.UTC(2021, 0, 1), n: 3 }]);
  });

  it("runs the query's post_processing (pivot → flatten as the timeseries charts send it)", () => {
    const frame = queryFrame({
      columns: [axis('P1D'), 'region'],
      metrics: [revenue],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['order_date'],
            columns: ['region'],
            aggregates: { rev: { operator: 'mean' } },
            drop_missing_columns: false,
          },
        },
        { operation: 'rename', options: { columns: { rev: null }, level: 0, inplace: true } },
        { operation: 'flatten' },
      ],
    });
    expect(frame.columns[0]).toBe('order_date');
    expect(frame.rows).toHaveLength(2);
    expect(frame.rows[0]?.order_date).toBe(Date.UTC(2021, 0, 1));
    const first = frame.rows[0] as Record<string, unknown>;
    const series = frame.columns.slice(1);
    expect(series.length).toBe(3);
    expect(series.every((name) => !name.includes('rev'))).toBe(true);
    // the second day has one order: the other regions are null there
    const second = frame.rows[1] as Record<string, unknown>;
    expect(series.filter((name) => second[name] === null)).toHaveLength(2);
    expect(series.filter((name) => typeof first[name] === 'number')).toHaveLength(2);
  });

  it('applies cumulative sums', () => {
    const frame = queryFrame({
      columns: [axis('P1D')],
      metrics: [count],
      post_processing: [{ operation: 'cum', options: { operator: 'sum', columns: { n: 'n' } } }],
    });
    expect(frame.rows.map((row) => row.n)).toEqual([2, 3]);
  });

  it('refuses bad post-processing options as the server does', () => {
    expect(() =>
      queryFrame({
        columns: ['region'],
        metrics: [count],
        post_processing: [{ operation: 'pivot', options: { index: ['no_such_column'] } }],
      }),
    ).toThrow(PostProcessingError);
  });

  it('gives samples with every column and epoch-ms dates', () => {
    const samples = sampleFrame();
    expect(samples.columns).toContain('order_date');
    expect(samples.rows[0]?.order_date).toBe(Date.UTC(2021, 0, 1, 8, 15));
  });
});
