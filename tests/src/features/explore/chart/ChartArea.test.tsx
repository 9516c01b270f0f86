// The explore chart pane against the MSW mocks (a Big Number, drawn without vega): a picked or
// clicked query-control change runs the query at once and keeps the drawn chart, busy, until the
// new data is in; a typed change waits for the typing to settle (250 ms); a render-trigger change
// re-draws without a query.
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node.ts';
import { AppProviders } from '../../../../../src/app/AppProviders.tsx';
import { ChartArea, type ChartAreaProps } from '../../../../../src/features/explore/chart/ChartArea.tsx';
import { QUERY_DEBOUNCE_MS } from '../../../../../src/features/explore/chart/useChartQuery.ts';
import type { ControlsState } from '../../../../../src/features/explore/controlState/types.ts';
import { getViz } from '../../../../../src/visualizations/registry.ts';
import { renderWithProviders, signInAsAdmin } from '../../../testUtils.tsx';
import { DATASOURCE, SUM_REVENUE } from '../../../visualizations/chartTestKit.ts';

const FORM_DATA = {
  datasource: '1__table',
  viz_type: 'big_number_total',
  metric: SUM_REVENUE,
  adhoc_filters: [],
  header_font_size: 0.4,
};

/** Only the render-trigger flag matters to the pane: header_font_size re-draws, the rest queries. */
const CONTROLS = {
  header_font_size: {
    name: 'header_font_size',
    value: 0.4,
    config: { type: 'SelectControl', renderTrigger: true },
    validationErrors: [],
  },
} as unknown as ControlsState;

function chartQueries(): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/chart/data') seen.count += 1;
  });
  return seen;
}

async function setup() {
  signInAsAdmin();
  const plugin = getViz('big_number_total');
  const queries = chartQueries();
  const props: ChartAreaProps = {
    plugin,
    formData: FORM_DATA as ChartAreaProps['formData'],
    controls: CONTROLS,
    blocking: {},
    datasource: DATASOURCE,
    force: false,
  };
  const view = renderWithProviders(<ChartArea {...props} />);
  const region = screen.getByRole('region', { name: 'Chart' });
  const drawn = await within(region).findByTestId('explore-chart', {}, { timeout: 5000 });
  await waitFor(() => expect(drawn).toHaveAttribute('aria-busy', 'false'));
  const rerender = (changes: Partial<ChartAreaProps>) =>
    view.rerender(
      <AppProviders services={view.services}>
        <ChartArea {...props} {...changes} />
      </AppProviders>,
    );
  return { queries, rerender, region };
}

describe('ChartArea', () => {
  it('runs a clicked change at once and keeps the drawn chart, busy, until its data is in', async () => {
    const { queries, rerender, region } = await setup();
    expect(queries.count).toBe(1);
    let release: () => void = () => {};
    server.use(
      http.post('*/api/v1/chart/data', async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ result: [{ data: [{ 'SUM(revenue)': 7 }], colnames: ['SUM(revenue)'] }] });
      }),
    );
    rerender({ formData: { ...FORM_DATA, row_limit: 10 } as ChartAreaProps['formData'] });
    await waitFor(() => expect(queries.count).toBe(2), { timeout: QUERY_DEBOUNCE_MS - 50 });
    const busy = within(region).getByTestId('explore-chart');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    await waitFor(() =>
      expect(within(region).getByTestId('explore-chart')).toHaveAttribute('aria-busy', 'false'),
    );
    await waitFor(() => expect(within(region).getByTestId('explore-chart')).toHaveTextContent('7'));
  });

  it('waits for typing to settle before it queries', async () => {
    const { queries, rerender } = await setup();
    rerender({ formData: { ...FORM_DATA, row_limit: 1 } as ChartAreaProps['formData'], typing: true });
    await delay(QUERY_DEBOUNCE_MS / 2);
    rerender({ formData: { ...FORM_DATA, row_limit: 12 } as ChartAreaProps['formData'], typing: true });
    await delay(QUERY_DEBOUNCE_MS / 2);
    expect(queries.count).toBe(1);
    await waitFor(() => expect(queries.count).toBe(2));
    await delay(QUERY_DEBOUNCE_MS + 50);
    expect(queries.count).toBe(2);
  });

  it('re-draws a render-trigger change without a query', async () => {
    const { queries, rerender, region } = await setup();
    rerender({ formData: { ...FORM_DATA, header_font_size: 0.6 } as ChartAreaProps['formData'] });
    await delay(QUERY_DEBOUNCE_MS + 100);
    expect(queries.count).toBe(1);
    expect(within(region).getByTestId('explore-chart')).toHaveAttribute('aria-busy', 'false');
  });
});
