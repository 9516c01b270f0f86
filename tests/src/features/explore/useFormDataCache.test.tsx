// The form-data cache hook keeps form_data_key (+ slice_id) in the URL; a write that comes back
// after the page has moved on (a save navigated to ?slice_id=N) must not write its older URL over it.
import { act, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { useFormDataCache } from '../../../../src/features/explore/useFormDataCache.ts';
import type { FormData, VizDatasource } from '../../../../src/visualizations/core/types.ts';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

const datasource = { id: 1, type: 'table' } as unknown as VizDatasource;

function Probe({ initial }: { initial: FormData }) {
  const [formData, setFormData] = useState(initial);
  useFormDataCache(formData, datasource, null);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="search">{location.search}</output>
      <button type="button" onClick={() => navigate('/explore/?slice_id=5')}>
        saved
      </button>
      <button type="button" onClick={() => setFormData({ ...formData, row_limit: 10 })}>
        changed
      </button>
    </>
  );
}

function renderProbe(formData: FormData) {
  const router = createMemoryRouter([{ path: '/explore/', element: <Probe initial={formData} /> }], {
    initialEntries: ['/explore/?datasource_type=table&datasource_id=1'],
  });
  render(
    <AppProviders services={createTestServices()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** POST /api/v1/explore/form_data: the n-th request answers key-n when `release(n)` is called. */
function heldFormDataPosts() {
  const gates: Array<() => void> = [];
  server.use(
    http.post('/api/v1/explore/form_data', async () => {
      const key = `key-${gates.length + 1}`;
      await new Promise<void>((open) => gates.push(open));
      return HttpResponse.json({ key }, { status: 201 });
    }),
  );
  return { posted: () => gates.length, release: (n: number) => gates[n - 1]?.() };
}

/** The probe on a table's form data, its first write sent and held. */
async function probeWritingOnce() {
  signInAsAdmin();
  const held = heldFormDataPosts();
  renderProbe({ viz_type: 'table', datasource: '1__table' } as FormData);
  await waitFor(() => expect(held.posted()).toBe(1));
  return held;
}

const shownSearch = () => screen.getByLabelText('search');

describe('useFormDataCache', () => {
  it('writes the form data and puts its key in the URL', async () => {
    const held = await probeWritingOnce();
    act(() => held.release(1));
    await waitFor(() => expect(shownSearch()).toHaveTextContent('form_data_key=key-1'));
  });

  it('leaves the URL alone when the answer comes after the page moved on', async () => {
    const held = await probeWritingOnce();
    act(() => screen.getByRole('button', { name: 'saved' }).click());
    expect(shownSearch()).toHaveTextContent('?slice_id=5');
    act(() => held.release(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(shownSearch().textContent).toBe('?slice_id=5');
  });

  it('takes the newer key when two of its own writes answer one after the other', async () => {
    const held = await probeWritingOnce();
    act(() => screen.getByRole('button', { name: 'changed' }).click());
    await waitFor(() => expect(held.posted()).toBe(2), { timeout: 3000 });
    act(() => held.release(1));
    await waitFor(() => expect(shownSearch()).toHaveTextContent('form_data_key=key-1'));
    // The URL moved, but to what this hook wrote itself: the second answer still shows.
    act(() => held.release(2));
    await waitFor(() => expect(shownSearch()).toHaveTextContent('form_data_key=key-2'));
  });
});
