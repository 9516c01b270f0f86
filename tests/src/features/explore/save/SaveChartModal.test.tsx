// The Save chart modal against MSW: save as new to a new dashboard, overwrite onto an existing
// dashboard (keeping the chart's dashboards), no overwrite for non-owners, 'Failed to save slice'.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mockCharts, mockDashboards } from '../../../../../mocks/charts.ts';
import { server } from '../../../../../mocks/node.ts';
import { AppProviders } from '../../../../../src/app/AppProviders.tsx';
import {
  SaveChartModal,
  type SaveChartModalProps,
} from '../../../../../src/features/explore/save/SaveChartModal.tsx';
import type { FormData } from '../../../../../src/visualizations/core/types.ts';
import { createTestServices, signInAsAdmin } from '../../../testUtils.tsx';

const formData: FormData = {
  viz_type: 'table',
  datasource: '1__table',
  groupby: ['region'],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'region',
      operator: 'IN',
      comparator: ['Asia'],
      isExtra: true,
    },
  ],
};

function renderModal(props: Partial<SaveChartModalProps> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/explore/',
        element: (
          <SaveChartModal
            formData={formData}
            slice={null}
            canOverwrite={false}
            onHide={() => {}}
            {...props}
          />
        ),
      },
      { path: '/superset/dashboard/:id/', element: <p>dashboard page</p> },
    ],
    { initialEntries: ['/explore/'] },
  );
  render(
    <AppProviders services={createTestServices()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function recordWrites() {
  const writes: { method: string; path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const body = await request.clone().json();
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
  });
  return writes;
}

afterEach(() => {
  server.events.removeAllListeners();
  mockCharts.reset();
});

describe('SaveChartModal', () => {
  it('saves a new chart to a new dashboard with the spec texts, then opens it', async () => {
    signInAsAdmin();
    const writes = recordWrites();
    const user = userEvent.setup({ delay: null });
    const router = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Save chart' });
    expect(within(dialog).queryByRole('radio', { name: 'Save (Overwrite)' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Save as…' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Chart name' }), 'Asia orders');
    await user.type(within(dialog).getByRole('combobox', { name: 'Add to dashboard' }), 'Quarterly');
    await user.click(await screen.findByRole('option', { name: 'Quarterly' }));
    expect(within(dialog).getByText('A new dashboard will be created')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Chart [Asia orders] has been saved')).toBeInTheDocument();
    expect(
      screen.getByText('Dashboard [Quarterly] just got created and chart [Asia orders] was added to it'),
    ).toBeInTheDocument();
    const created = mockDashboards.all().find((d) => d.dashboard_title === 'Quarterly')!;
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/api/v1/dashboard/',
      body: { dashboard_title: 'Quarterly' },
    });
    expect(writes[1]).toMatchObject({
      method: 'POST',
      path: '/api/v1/chart/',
      body: {
        slice_name: 'Asia orders',
        viz_type: 'table',
        datasource_id: 1,
        datasource_type: 'table',
        owners: [],
        dashboards: [created.id],
      },
    });
    expect(JSON.parse(writes[1]!.body.params as string)).toMatchObject({
      adhoc_filters: [],
      groupby: ['region'],
    });
    const chart = mockCharts.all().find((c) => c.slice_name === 'Asia orders')!;
    await waitFor(() => expect(router.state.location.search).toBe(`?slice_id=${chart.id}`));
  });

  it("overwrites an owned chart, keeping its dashboards and adding the picked one; 'Save & go' opens it", async () => {
    signInAsAdmin();
    const writes = recordWrites();
    const user = userEvent.setup({ delay: null });
    const sales = mockDashboards.all().find((d) => d.dashboard_title === 'Sales')!;
    const regions = mockDashboards.all().find((d) => d.dashboard_title === 'Regions')!;
    mockCharts.update(mockCharts.find(2)!, { dashboards: [sales.id] });
    const router = renderModal({
      slice: { slice_id: 2, slice_name: 'Orders by channel', owners: [1] },
      canOverwrite: true,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Save chart' });
    expect(within(dialog).getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Chart name' })).toHaveValue('Orders by channel');
    await user.click(within(dialog).getByRole('combobox', { name: 'Add to dashboard' }));
    await user.click(await screen.findByRole('option', { name: 'Regions' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save & go to dashboard' }));

    expect(await screen.findByText('Chart [Orders by channel] has been overwritten')).toBeInTheDocument();
    expect(
      screen.getByText('Chart [Orders by channel] was added to dashboard [Regions]'),
    ).toBeInTheDocument();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/chart/2',
      body: { slice_name: 'Orders by channel', owners: [1], dashboards: [sales.id, regions.id] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/superset/dashboard/${regions.id}/`));
  });

  it('offers no overwrite to a user who does not own the chart', async () => {
    signInAsAdmin();
    renderModal({ slice: { slice_id: 2, slice_name: 'Orders by channel' }, canOverwrite: false });
    const dialog = await screen.findByRole('dialog', { name: 'Save chart' });
    expect(within(dialog).queryByRole('radio', { name: 'Save (Overwrite)' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Save as…' })).toBeChecked();
  });

  it("shows 'Failed to save slice' in the modal when the save fails", async () => {
    signInAsAdmin();
    const user = userEvent.setup({ delay: null });
    server.use(http.post('/api/v1/chart/', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Save chart' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Chart name' }), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save slice');
    expect(screen.getByRole('dialog', { name: 'Save chart' })).toBeInTheDocument();
  });
});
