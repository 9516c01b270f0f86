// post_processed's client-side transforms against what Superset 3.1's apply_client_processing
// (superset/charts/client_processing.py: pivot_df, table) produces for the same result and
// form_data; the expected frames are worked out from its pandas steps (pivot_table sorted, metrics
// in the user's order, totals then subtotals inserted after each block, labels joined by spaces).
import { describe, expect, it } from 'vitest';
import type { ChartFrame } from '../../../../server/services/chartData/chartDataTypes.ts';
import {
  applyClientProcessing,
  processedFileFrame,
  processedItemFields,
} from '../../../../server/services/chartData/clientProcessing.ts';
import { pythonFormat } from '../../../../server/services/chartData/clientTableFormat.ts';

const SUM = 'SUM(revenue)';
const COUNT = 'COUNT(*)';
const result: ChartFrame = {
  columns: ['region', 'channel', SUM, COUNT],
  types: [1, 1, 0, 0],
  rows: [
    { region: 'Europe', channel: 'Online', [SUM]: 10, [COUNT]: 1 },
    { region: 'Europe', channel: 'Retail', [SUM]: 20, [COUNT]: 2 },
    { region: 'Asia', channel: 'Online', [SUM]: 5, [COUNT]: 3 },
  ],
};
const pivot = (formData: Record<string, unknown>, frame = result, verbose: Record<string, string> = {}) => {
  const processed = applyClientProcessing(frame, { viz_type: 'pivot_table_v2', ...formData }, verbose);
  if (!processed) throw new Error('not processed');
  return processedItemFields(processed);
};

describe('pivot_table_v2', () => {
  it('pivots rows × columns with row and column totals (Total (Sum), Subtotal)', () => {
    const item = pivot({
      groupbyRows: ['region'],
      groupbyColumns: ['channel'],
      metrics: [SUM],
      rowTotals: true,
      colTotals: true,
    });
    expect(item.colnames).toEqual([
      [SUM, 'Online'],
      [SUM, 'Retail'],
      [SUM, 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(item.indexnames).toEqual([['Asia'], ['Europe'], ['Total (Sum)']]);
    expect(item.rowcount).toBe(3);
    expect(item.coltypes).toEqual([0, 0, 0, 0]);
    expect(item.data).toEqual({
      'SUM(revenue) Online': { Asia: 5, Europe: 10, 'Total (Sum)': 15 },
      'SUM(revenue) Retail': { Asia: null, Europe: 20, 'Total (Sum)': 20 },
      'SUM(revenue) Subtotal': { Asia: 5, Europe: 30, 'Total (Sum)': 35 },
      'Total (Sum)': { Asia: 5, Europe: 30, 'Total (Sum)': 35 },
    });
  });

  it('combines metrics under each column value, in the metrics’ order', () => {
    const item = pivot({
      groupbyRows: ['region'],
      groupbyColumns: ['channel'],
      metrics: [SUM, COUNT],
      combineMetric: true,
    });
    expect(item.colnames).toEqual([
      ['Online', SUM],
      ['Online', COUNT],
      ['Retail', SUM],
      ['Retail', COUNT],
    ]);
    expect(item.data['Online SUM(revenue)']).toEqual({ Asia: 5, Europe: 10 });
    expect(item.data['Retail COUNT(*)']).toEqual({ Asia: null, Europe: 2 });
  });

  it('puts metrics on rows (metricsLayout ROWS) with subtotals per metric', () => {
    const item = pivot({
      groupbyRows: ['region'],
      metrics: [SUM, COUNT],
      metricsLayout: 'ROWS',
      rowTotals: true,
    });
    expect(item.colnames).toEqual([['Total (Sum)']]);
    expect(item.indexnames).toEqual([
      [SUM, 'Asia'],
      [SUM, 'Europe'],
      [SUM, 'Subtotal'],
      [COUNT, 'Asia'],
      [COUNT, 'Europe'],
      [COUNT, 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(item.data).toEqual({
      'Total (Sum)': {
        'SUM(revenue) Asia': 5,
        'SUM(revenue) Europe': 30,
        'SUM(revenue) Subtotal': 35,
        'COUNT(*) Asia': 3,
        'COUNT(*) Europe': 3,
        'COUNT(*) Subtotal': 6,
        'Total (Sum)': 41,
      },
    });
  });

  it('inserts a subtotal after each group of a two-level row axis (colTotals)', () => {
    const item = pivot({ groupbyRows: ['region', 'channel'], metrics: [SUM], colTotals: true });
    expect(item.colnames).toEqual([[SUM]]);
    expect(item.indexnames).toEqual([
      ['Asia', 'Online'],
      ['Asia', 'Subtotal'],
      ['Europe', 'Online'],
      ['Europe', 'Retail'],
      ['Europe', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(item.data[SUM]).toEqual({
      'Asia Online': 5,
      'Asia Subtotal': 5,
      'Europe Online': 10,
      'Europe Retail': 20,
      'Europe Subtotal': 30,
      'Total (Sum)': 35,
    });
  });

  it('transposes, computes fractions and reads verbose names', () => {
    const transposed = pivot({
      groupbyRows: ['region'],
      groupbyColumns: ['channel'],
      metrics: [SUM],
      transposePivot: true,
    });
    expect(transposed.indexnames).toEqual([['Online'], ['Retail']]);
    expect(transposed.colnames).toEqual([
      [SUM, 'Asia'],
      [SUM, 'Europe'],
    ]);
    const fraction = pivot({
      groupbyRows: ['region'],
      groupbyColumns: ['channel'],
      metrics: [SUM],
      aggregateFunction: 'Sum as Fraction of Total',
    });
    expect(fraction.data['SUM(revenue) Online']).toEqual({ Asia: 5 / 35, Europe: 10 / 35 });
    expect(fraction.data['SUM(revenue) Retail']).toEqual({ Asia: null, Europe: 20 / 35 });
    const byRows = pivot({
      groupbyRows: ['region'],
      groupbyColumns: ['channel'],
      metrics: [SUM],
      aggregateFunction: 'Sum as Fraction of Rows',
    });
    expect(byRows.data['SUM(revenue) Online']).toEqual({ Asia: 1, Europe: 10 / 30 });
    const verbose = pivot({ groupbyRows: ['region'], metrics: [SUM] }, result, {
      region: 'Region',
      [SUM]: 'Revenue',
    });
    expect(verbose.colnames).toEqual([['Revenue']]);
    expect(verbose.data).toEqual({ Revenue: { Asia: 5, Europe: 30 } });
  });

  it('names the single value of a pivot without rows or columns after the total', () => {
    const single: ChartFrame = { columns: [SUM], types: [0], rows: [{ [SUM]: 35 }] };
    const item = pivot({ metrics: [SUM] }, single);
    expect(item.indexnames).toEqual([['Total (Sum)']]);
    expect(item.data).toEqual({ [SUM]: { 'Total (Sum)': 35 } });
  });

  it('gives files the row labels first, unnamed', () => {
    const processed = applyClientProcessing(
      result,
      {
        viz_type: 'pivot_table_v2',
        groupbyRows: ['region'],
        groupbyColumns: ['channel'],
        metrics: [SUM],
        colTotals: true,
      },
      {},
    );
    const file = processedFileFrame(processed!);
    expect(file.columns).toEqual(['', 'SUM(revenue) Online', 'SUM(revenue) Retail']);
    expect(file.rows).toEqual([
      { '': 'Asia', 'SUM(revenue) Online': 5, 'SUM(revenue) Retail': null },
      { '': 'Europe', 'SUM(revenue) Online': 10, 'SUM(revenue) Retail': 20 },
      { '': 'Total (Sum)', 'SUM(revenue) Online': 15, 'SUM(revenue) Retail': 20 },
    ]);
  });
});

describe('table', () => {
  it('applies d3NumberFormat as Python formats it; a column it cannot format stays as it is', () => {
    const frame: ChartFrame = {
      columns: ['region', SUM],
      types: [1, 0],
      rows: [
        { region: 'Europe', [SUM]: 1234.5 },
        { region: 'Asia', [SUM]: -5 },
      ],
    };
    const processed = applyClientProcessing(
      frame,
      {
        viz_type: 'table',
        column_config: { [SUM]: { d3NumberFormat: ',.2f' }, region: { d3NumberFormat: ',.2f' } },
      },
      {},
    );
    const item = processedItemFields(processed!);
    expect(item.colnames).toEqual(['region', SUM]);
    expect(item.indexnames).toEqual([0, 1]);
    expect(item.data).toEqual({
      region: { '0': 'Europe', '1': 'Asia' },
      [SUM]: { '0': '1,234.50', '1': '-5.00' },
    });
    expect(processedFileFrame(processed!).columns).toEqual(['region', SUM]);
  });

  it('formats like str.format', () => {
    expect(pythonFormat('.1%', 0.256)).toBe('25.6%');
    expect(pythonFormat(',d', 1234567)).toBe('1,234,567');
    expect(pythonFormat(',d', 1.5)).toBeNull();
    expect(pythonFormat('.3s', 1.5)).toBeNull();
    expect(pythonFormat('$,.2f', 1.5)).toBeNull();
    expect(pythonFormat('.2e', 12345)).toBe('1.23e+04');
  });

  it('leaves other viz types alone', () => {
    expect(applyClientProcessing(result, { viz_type: 'echarts_timeseries_line' }, {})).toBeNull();
  });
});
