// The explore page in the whole router against the MSW mocks: the bootstrap of dataset 1 (sales)
// with the bar chart, the controls and the validation error that blocks the query
// and, with a metric added in its popover, the chart query; switching to Line keeps the fields.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

/** Opens the select whose label reads `label` inside `scope` and picks `option`. */
async function choose(user: UserEvent, scope: HTMLElement, label: string, option: string) {
  const field = within(scope).getByText(label, { selector: 'label, span' }).parentElement!;
  await user.click(within(field).getByRole('button'));
  await user.click(await screen.findByRole('option', { name: option }));
}

function countChartQueries(): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/chart/data') seen.count += 1;
  });
  return seen;
}

describe('ExplorePage', () => {
  it('loads the bootstrap and shows the dataset and the controls; a missing metric blocks the query', async () => {
    signInAsAdmin();
    const queries = countChartQueries();
    renderApp('/explore/?datasource_type=table&datasource_id=1&viz_type=echarts_timeseries_bar');
    const controls = await screen.findByRole('complementary', { name: 'Chart controls' }, { timeout: 5000 });
    expect(screen.getByRole('complementary', { name: 'Dataset' })).toHaveTextContent('revenue');
    expect(within(controls).getByRole('button', { name: 'Bar Chart' })).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Chart' });
    expect(await within(chart).findByRole('alert')).toHaveTextContent(
      'Control labeled "Metrics": cannot be empty',
    );
    expect(within(chart).getByRole('button', { name: 'Update chart' })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries.count).toBe(0);
  });

  it('adds a metric in its popover, queries, and keeps it when switching to Line', async () => {
    signInAsAdmin();
    const queries = countChartQueries();
    const user = userEvent.setup();
    renderApp('/explore/?datasource_type=table&datasource_id=1&viz_type=echarts_timeseries_bar');
    const controls = await screen.findByRole('complementary', { name: 'Chart controls' }, { timeout: 5000 });
    await user.click(within(controls).getByRole('button', { name: 'Add Metrics' }));
    const popover = await screen.findByRole('dialog', { name: 'Metrics' });
    await user.click(within(popover).getByRole('tab', { name: 'Simple' }));
    await choose(user, popover, 'Column', 'Revenue');
    await choose(user, popover, 'Aggregate', 'SUM');
    await user.click(within(popover).getByRole('button', { name: 'Save' }));
    expect(await within(controls).findByRole('button', { name: 'SUM(revenue)' })).toBeInTheDocument();
    await waitFor(() => expect(queries.count).toBe(1));

    await user.click(within(controls).getByRole('button', { name: 'Bar Chart' }));
    await user.click(await screen.findByRole('button', { name: 'Line Chart' }));
    expect(await within(controls).findByRole('button', { name: 'Line Chart' })).toBeInTheDocument();
    expect(within(controls).getByRole('button', { name: 'SUM(revenue)' })).toBeInTheDocument();
    await waitFor(() => expect(queries.count).toBe(2));
  });
});
