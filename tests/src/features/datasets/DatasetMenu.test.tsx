// The dataset menu of explore's datasource panel against the MSW mocks: 'Swap dataset' hands over
// the picked dataset's id; 'Edit dataset' opens the Edit Dataset modal on the chart's dataset and
// is offered only to those who may write datasets.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { server } from '../../../../mocks/node.ts';
import { DatasetMenu } from '../../../../src/features/datasets/DatasetMenu.tsx';
import { renderWithProviders, signInAsAdmin } from '../../testUtils.tsx';

function byName(name: string) {
  const dataset = mockDatasets.all().find((d) => d.table_name === name);
  if (!dataset) throw new Error(`no mock dataset ${name}`);
  return dataset;
}

function open(datasetId: number) {
  signInAsAdmin();
  const onSwapped = vi.fn();
  const onEdited = vi.fn();
  renderWithProviders(<DatasetMenu datasetId={datasetId} onSwapped={onSwapped} onEdited={onEdited} />);
  return { onSwapped, onEdited };
}

describe('DatasetMenu', () => {
  it('swaps: the picked dataset id goes to onSwapped', async () => {
    const user = userEvent.setup();
    const sales = byName('sales');
    const target = byName('revenue_by_region');
    const { onSwapped } = open(sales.id);
    await user.click(screen.getByRole('button', { name: 'Dataset actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Swap dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await user.click(await within(dialog).findByRole('button', { name: 'revenue_by_region' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onSwapped).toHaveBeenCalledWith(target.id));
    expect(await screen.findByText('Successfully changed dataset!')).toBeInTheDocument();
  });

  it('edits: the Edit Dataset modal opens on the chart dataset', async () => {
    const user = userEvent.setup();
    const sales = byName('sales');
    open(sales.id);
    await user.click(screen.getByRole('button', { name: 'Dataset actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit dataset' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit Dataset/ });
    expect(await within(dialog).findAllByText(/sales/)).not.toHaveLength(0);
  });

  it('leaves Edit dataset out for those who may not write datasets', async () => {
    server.use(http.get('*/api/v1/dataset/_info', () => HttpResponse.json({ permissions: ['can_read'] })));
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/dataset/_info') answered = true;
    });
    const user = userEvent.setup();
    open(byName('sales').id);
    // The menu is read once the permissions are in (before, no one may edit).
    await waitFor(() => expect(answered).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Dataset actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Swap dataset' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit dataset' })).toBeNull();
  });

  it('offers Swap dataset as a button when the chart dataset is missing', async () => {
    signInAsAdmin();
    const onSwapped = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DatasetMenu datasetId={999} missing onSwapped={onSwapped} onEdited={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Dataset actions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Swap dataset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await user.click(await within(dialog).findByRole('button', { name: 'sales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(onSwapped).toHaveBeenCalledWith(byName('sales').id));
  });
});
