// Edit Chart Properties against MSW: the PUT carries only the properties, the owners come from the
// chart and GET /api/v1/chart/related/owners, an empty name blocks Save, a refusal shows in the modal.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockCharts } from '../../../../../mocks/charts.ts';
import { server } from '../../../../../mocks/node.ts';
import { AppProviders } from '../../../../../src/app/AppProviders.tsx';
import {
  ChartPropertiesModal,
  type ChartPropertiesModalProps,
} from '../../../../../src/features/explore/save/ChartPropertiesModal.tsx';
import { createTestServices, signInAsAdmin } from '../../../testUtils.tsx';

function renderModal(props: Partial<ChartPropertiesModalProps> = {}) {
  const onHide = vi.fn();
  const onSaved = vi.fn();
  render(
    <AppProviders services={createTestServices()}>
      <ChartPropertiesModal
        slice={{ slice_id: 2, slice_name: 'Orders by channel', description: null, cache_timeout: null }}
        onHide={onHide}
        onSaved={onSaved}
        {...props}
      />
    </AppProviders>,
  );
  return { onHide, onSaved };
}

function recordPuts() {
  const puts: { path: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'PUT') return;
    puts.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
  });
  return puts;
}

afterEach(() => {
  server.events.removeAllListeners();
  mockCharts.reset();
});

describe('ChartPropertiesModal', () => {
  it('saves name, description, cache timeout, certification and owners with one PUT', async () => {
    signInAsAdmin();
    const puts = recordPuts();
    const user = userEvent.setup({ delay: null });
    const { onHide, onSaved } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chart Properties' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Orders by channel');
    await user.clear(name);
    await user.type(name, 'Orders per channel');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Weekly orders');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cache timeout' }), '600');
    await user.type(within(dialog).getByRole('textbox', { name: 'Certified by' }), 'Data team');
    await user.type(within(dialog).getByRole('textbox', { name: 'Certification details' }), 'Audited');
    const admin = (mockCharts.find(2)!.owners as { id: number; first_name: string; last_name: string }[])[0]!;
    const adminName = `${admin.first_name} ${admin.last_name}`;
    expect(await within(dialog).findByText(adminName)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: `Remove ${adminName}` }));
    expect(within(dialog).queryByText(adminName)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Owners' }));
    await user.click(await screen.findByRole('option', { name: adminName }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText(adminName)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Chart properties updated')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.path).toBe('/api/v1/chart/2');
    expect(Object.keys(puts[0]!.body).sort()).toEqual(
      [
        'cache_timeout',
        'certification_details',
        'certified_by',
        'description',
        'owners',
        'slice_name',
      ].sort(),
    );
    expect(puts[0]!.body).toMatchObject({
      slice_name: 'Orders per channel',
      description: 'Weekly orders',
      cache_timeout: 600,
      certified_by: 'Data team',
      certification_details: 'Audited',
    });
    expect(puts[0]!.body.owners).toEqual([admin.id]);
    expect(mockCharts.find(2)!.slice_name).toBe('Orders per channel');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ slice_name: 'Orders per channel' }));
    expect(onHide).toHaveBeenCalled();
  });

  it('sends null for an empty cache timeout and no certification details without a certifier', async () => {
    signInAsAdmin();
    const puts = recordPuts();
    const user = userEvent.setup({ delay: null });
    renderModal({
      slice: { slice_id: 2, slice_name: 'Orders by channel', cache_timeout: 60, certification_details: 'x' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chart Properties' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Cache timeout' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Chart properties updated');
    expect(puts[0]!.body).toMatchObject({
      cache_timeout: null,
      certified_by: null,
      certification_details: null,
    });
  });

  it('keeps Save disabled for an empty name and refuses a cache timeout that is not an integer', async () => {
    signInAsAdmin();
    const puts = recordPuts();
    const user = userEvent.setup({ delay: null });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chart Properties' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ok');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cache timeout' }), '1.5');
    expect(within(dialog).getByText('Cache timeout must be an integer')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(puts).toHaveLength(0);
  });

  it("shows the server's error in the modal and stays open", async () => {
    signInAsAdmin();
    server.use(
      http.put('/api/v1/chart/:pk', () =>
        HttpResponse.json({ message: 'Changing this chart is forbidden' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { onHide } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chart Properties' });
    // Save waits for the chart's owners (it sends them back).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Changing this chart is forbidden')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onHide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalled();
  });
});
