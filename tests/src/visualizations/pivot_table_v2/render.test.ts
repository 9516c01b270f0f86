import { describe, expect, it } from 'vitest';
import { pivotTablePlugin } from '../../../../src/visualizations/pivot_table_v2/index.ts';
import { drawChart, fetchChartData, formDataOf } from '../chartTestKit.ts';

describe('pivot_table_v2 render', () => {
  it('pivots the MSW chart data into nested headers with subtotals and totals', async () => {
    const formData = formDataOf('pivot_table_v2', {
      groupbyRows: ['region', 'country'],
      groupbyColumns: ['product'],
      metrics: ['count'],
      rowTotals: true,
      colTotals: true,
      rowSubTotals: true,
    });
    const queriesData = await fetchChartData(pivotTablePlugin.buildQuery(formData));
    const data = queriesData[0]!.data!;
    const container = await drawChart(pivotTablePlugin, formData, queriesData);
    const head = container.querySelector('thead')!;
    for (const row of data) expect(head.textContent).toContain(String(row.product));
    expect(head.textContent).toContain('Total (Sum)');
    const body = container.querySelector('tbody')!;
    for (const row of data) expect(body.textContent).toContain(String(row.country));
    expect(body.textContent).toContain('Subtotal');
    const footer = [...container.querySelectorAll('tfoot td')].map((cell) => cell.textContent);
    const total = data.reduce((sum, row) => sum + Number(row.count), 0);
    expect(footer[footer.length - 1]).toBe(String(total));
  });
});

describe('pivot_table_v2 without column attributes', () => {
  it('shows the total column when the columns axis has no attributes', async () => {
    const formData = formDataOf('pivot_table_v2', {
      groupbyRows: ['region'],
      metrics: ['count'],
      metricsLayout: 'ROWS',
    });
    const queriesData = await fetchChartData(pivotTablePlugin.buildQuery(formData));
    const data = queriesData[0]!.data!;
    const container = await drawChart(pivotTablePlugin, formData, queriesData);
    expect(container.querySelector('thead')?.textContent).toContain('Total (Sum)');
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(data.length);
    const shown = rows.map((row) => [
      row.querySelectorAll('th')[1]?.textContent,
      row.querySelector('td')?.textContent,
    ]);
    expect(shown).toEqual(expect.arrayContaining(data.map((row) => [String(row.region), String(row.count)])));
  });
});

const REVENUE = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'revenue' },
  label: 'SUM(revenue)',
};

describe('pivot_table_v2 conditional formatting', () => {
  it('colours the body cells of the rule’s metric, not the totals', async () => {
    const formData = formDataOf('pivot_table_v2', {
      groupbyRows: ['region'],
      metrics: [REVENUE],
      valueFormat: '.4f',
      metricsLayout: 'ROWS',
      rowTotals: true,
      colTotals: true,
      conditional_formatting: [{ column: 'SUM(revenue)', operator: 'None', colorScheme: '#ACE1C4' }],
    });
    const queriesData = await fetchChartData(pivotTablePlugin.buildQuery(formData));
    const sums = queriesData[0]!.data!.map((row) => Number(Number(row['SUM(revenue)']).toFixed(4)));
    expect(new Set(sums).size).toBe(sums.length);
    const container = await drawChart(pivotTablePlugin, formData, queriesData);
    const rows = [...container.querySelectorAll('tbody tr')] as HTMLTableRowElement[];
    const cells = rows.map((row) => row.querySelector('td') as HTMLTableCellElement);
    const byValue = new Map(cells.map((cell) => [Number(cell.textContent), cell.style.backgroundColor]));
    expect(byValue.size).toBe(sums.length);
    // 'None' runs from transparent at the smallest sum to opaque at the largest.
    expect(byValue.get(Math.max(...sums))).toBe('rgb(172, 225, 196)');
    expect(byValue.get(Math.min(...sums))).toBe('rgba(172, 225, 196, 0)');
    const footer = container.querySelector('tfoot td') as HTMLTableCellElement;
    expect(footer.style.backgroundColor).toBe('');
    formData.conditional_formatting = [{ column: 'other', operator: 'None', colorScheme: '#ACE1C4' }];
    const plain = await drawChart(pivotTablePlugin, formData, queriesData);
    expect(
      [...plain.querySelectorAll('tbody td')].every(
        (cell) => (cell as HTMLElement).style.backgroundColor === '',
      ),
    ).toBe(true);
  });
});
