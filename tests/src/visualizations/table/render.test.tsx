import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChartRenderer } from '../../../../src/visualizations/core/render/ChartRenderer.tsx';
import type { OwnState } from '../../../../src/visualizations/core/types.ts';
import { tablePlugin } from '../../../../src/visualizations/table/index.ts';
import { renderWithProviders } from '../../testUtils.tsx';
import { DATASOURCE, drawChart, fetchChartData, formDataOf } from '../chartTestKit.ts';

describe('table render', () => {
  it('shows the MSW rows, sorts by a header and searches', async () => {
    const formData = formDataOf('table', {
      query_mode: 'raw',
      all_columns: ['order_id', 'region', 'revenue'],
      include_search: true,
    });
    const queriesData = await fetchChartData(tablePlugin.buildQuery(formData));
    const container = await drawChart(tablePlugin, formData, queriesData);
    const table = within(container).getByRole('table');
    const bodyRows = () => within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(bodyRows()).toHaveLength(3);
    fireEvent.click(within(table).getByRole('button', { name: 'revenue' }));
    expect(within(table).getByRole('columnheader', { name: 'revenue' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    const revenues = bodyRows().map((row) => Number(row.cells[2]!.textContent));
    expect(revenues).toEqual([...revenues].sort((a, b) => a - b));
    fireEvent.change(within(container).getByRole('searchbox'), { target: { value: 'Europe' } });
    expect(bodyRows().map((row) => row.cells[1]!.textContent)).toEqual(['Europe']);
  });

  it('colours the cells conditional formatting matches, the last matching rule winning', async () => {
    const formData = formDataOf('table', {
      query_mode: 'raw',
      all_columns: ['order_id', 'region', 'revenue'],
      conditional_formatting: [
        { column: 'revenue', operator: 'None', colorScheme: '#ACE1C4' },
        { column: 'revenue', operator: '>', targetValue: 0, colorScheme: '#EFA1AA' },
        { column: 'region', operator: 'None', colorScheme: '#FDE380' },
      ],
    });
    const queriesData = await fetchChartData(tablePlugin.buildQuery(formData));
    const container = await drawChart(tablePlugin, formData, queriesData);
    const rows = within(within(container).getByRole('table'))
      .getAllByRole('row')
      .slice(1) as HTMLTableRowElement[];
    const revenues = rows.map((row) => Number(row.cells[2]!.textContent));
    const top = revenues.indexOf(Math.max(...revenues));
    // The biggest revenue is the '>' rule's extreme: fully opaque red (jsdom writes rgb()).
    expect(rows[top]!.cells[2]!.style.backgroundColor).toBe('rgb(239, 161, 170)');
    for (const row of rows) {
      expect(row.cells[2]!.style.backgroundColor).toMatch(/^rgba?\(239, 161, 170/);
      // Text columns are not numeric: no colour.
      expect(row.cells[1]!.style.backgroundColor).toBe('');
    }
  });

  it('draws each column as column_config customises it', async () => {
    const formData = formDataOf('table', {
      query_mode: 'raw',
      all_columns: ['order_id', 'region', 'revenue'],
      column_config: {
        revenue: { d3NumberFormat: ',.1f', horizontalAlign: 'center', columnWidth: 120, showCellBars: true },
        region: { truncateLongCells: true, columnWidth: 50 },
      },
    });
    const queriesData = await fetchChartData(tablePlugin.buildQuery(formData));
    const container = await drawChart(tablePlugin, formData, queriesData);
    const table = within(container).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    for (const row of rows) {
      const [id, region, revenue] = [...row.cells];
      expect(revenue!.textContent).toMatch(/^-?[\d,]+\.\d$/);
      expect(revenue!.style.textAlign).toBe('center');
      expect(revenue!.style.minWidth).toBe('120px');
      // Cell bars on a raw column only because the column asks for them.
      expect(revenue!.querySelector('.loupe-table-chart__bar')).not.toBeNull();
      expect(id!.querySelector('.loupe-table-chart__bar')).toBeNull();
      expect(region!.style.textOverflow).toBe('ellipsis');
      expect(region!.style.maxWidth).toBe('50px');
      expect(region!.title).toBe(region!.textContent);
    }
    expect(within(table).getByRole('columnheader', { name: 'revenue' }).style.textAlign).toBe('center');
  });

  it('aggregates with a summary row', async () => {
    const formData = formDataOf('table', { groupby: ['region'], metrics: ['count'], show_totals: true });
    const queriesData = await fetchChartData(tablePlugin.buildQuery(formData));
    expect(queriesData).toHaveLength(2);
    const container = await drawChart(tablePlugin, formData, queriesData);
    const footer = container.querySelector('tfoot')!;
    expect(footer.textContent).toContain('3');
  });

  it('pages on the server: the pager asks for the next page through setOwnState', async () => {
    const formData = formDataOf('table', {
      query_mode: 'raw',
      all_columns: ['order_id', 'region'],
      server_pagination: true,
      server_page_length: 10,
    });
    const ownState: OwnState = { currentPage: 0, pageSize: 1 };
    const queriesData = await fetchChartData(tablePlugin.buildQuery(formData, { ownState }));
    expect(queriesData[0]!.data).toHaveLength(1);
    const setOwnState = vi.fn();
    const onRendered = vi.fn();
    renderWithProviders(
      <ChartRenderer
        plugin={tablePlugin}
        formData={formData}
        queriesData={queriesData}
        datasource={DATASOURCE}
        width={400}
        height={300}
        ownState={ownState}
        setOwnState={setOwnState}
        onRendered={onRendered}
      />,
    );
    await waitFor(() => expect(onRendered).toHaveBeenCalled(), { timeout: 20_000 });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(setOwnState).toHaveBeenCalledWith({ currentPage: 1, pageSize: 1 });
    const next = await fetchChartData(
      tablePlugin.buildQuery(formData, { ownState: { currentPage: 1, pageSize: 1 } }),
    );
    expect(next[0]!.data).toHaveLength(1);
    expect(next[0]!.data![0]).not.toEqual(queriesData[0]!.data![0]);
  });
});
