import { describe, expect, it } from 'vitest';
import type { ChartDataResultItem } from '../../../../src/visualizations/core/types.ts';
import type { PivotTableProps } from '../../../../src/visualizations/pivot_table_v2/PivotTable.tsx';
import { transformProps } from '../../../../src/visualizations/pivot_table_v2/transformProps.ts';
import { DATASOURCE, formDataOf, resultOf } from '../chartTestKit.ts';

const ROWS = [
  { region: 'Europe', product: 'Laptop', count: 2, 'SUM(revenue)': 2500 },
  { region: 'Europe', product: 'Phone', count: 1, 'SUM(revenue)': 700 },
  { region: 'Asia', product: 'Laptop', count: 4, 'SUM(revenue)': 5000 },
];

function pivotProps(
  values: Record<string, unknown>,
  result: ChartDataResultItem = resultOf(ROWS),
): PivotTableProps {
  const formData = formDataOf('pivot_table_v2', {
    groupbyRows: ['region'],
    groupbyColumns: ['product'],
    metrics: ['count', 'SUM(revenue)'],
    ...values,
  });
  const rendering = transformProps({
    formData,
    queriesData: [result],
    datasource: DATASOURCE,
    width: 400,
    height: 300,
  });
  if (rendering.kind !== 'component') throw new Error(rendering.kind);
  return rendering.props as unknown as PivotTableProps;
}

describe('pivot_table_v2 transformProps', () => {
  it('puts the metric first on the columns by default and after the columns with combineMetric', () => {
    const { pivot } = pivotProps({});
    expect(pivot.rowAttrs).toEqual(['region']);
    expect(pivot.colAttrs).toEqual(['Metric', 'product']);
    expect(pivot.colKeys[0]).toEqual(['count', 'Laptop']);
    expect(pivot.value(['Asia'], ['SUM(revenue)', 'Laptop'])).toBe(5000);
    expect(pivotProps({ combineMetric: true }).pivot.colAttrs).toEqual(['product', 'Metric']);
  });

  it('puts the metric on the rows with metricsLayout ROWS and swaps axes with transposePivot', () => {
    expect(pivotProps({ metricsLayout: 'ROWS' }).pivot.rowAttrs).toEqual(['Metric', 'region']);
    const transposed = pivotProps({ transposePivot: true }).pivot;
    expect(transposed.rowAttrs).toEqual(['product']);
    expect(transposed.colAttrs).toEqual(['Metric', 'region']);
  });

  it('formats values with valueFormat, fractions as percentages, and dates with date_format', () => {
    const props = pivotProps({ valueFormat: ',d', rowTotals: true, colSubTotals: true });
    expect(props.format(props.pivot.value(['Europe'], ['SUM(revenue)']))).toBe('3,200');
    expect(props).toMatchObject({
      rowTotals: true,
      colTotals: false,
      colSubTotals: true,
      aggregateFunction: 'Sum',
    });
    const fraction = pivotProps({ aggregateFunction: 'Sum as Fraction of Total', metrics: ['count'] });
    expect(fraction.format(fraction.pivot.value(['Asia'], []))).toBe('57.1%');
    const dated = { ...resultOf([{ order_date: Date.UTC(2021, 0, 1), count: 3 }]), coltypes: [2, 0] };
    const byDate = pivotProps(
      { groupbyRows: ['order_date'], groupbyColumns: [], metrics: ['count'], date_format: '%Y-%m-%d' },
      dated as ChartDataResultItem,
    );
    expect(byDate.pivot.rowKeys).toEqual([['2021-01-01']]);
  });
});
