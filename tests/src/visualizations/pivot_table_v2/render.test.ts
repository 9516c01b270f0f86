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
