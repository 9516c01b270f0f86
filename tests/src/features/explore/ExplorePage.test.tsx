// The explore page in the whole router against the MSW mocks: the bootstrap of dataset 1 (sales)
// with the bar chart, the controls and the validation error that blocks the query
// (the metric → chart and viz-switch flow is covered by e2e/explore.spec.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

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
});
