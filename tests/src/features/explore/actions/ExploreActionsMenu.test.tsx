// The explore actions menu: downloads only with can_download, the file request made with the
// right result_format, and the permalink copied with a toast.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../../mocks/node.ts';
import { ExploreActionsMenu } from '../../../../../src/features/explore/actions/ExploreActionsMenu.tsx';
import type { QueryContext } from '../../../../../src/visualizations/core/types.ts';
import { renderWithProviders, signInAsAdmin } from '../../../testUtils.tsx';

const formData = { viz_type: 'table', datasource: '1__table' };
const queryContext: QueryContext = {
  datasource: { id: 1, type: 'table' },
  queries: [{ columns: ['region'], metrics: ['count'], row_limit: 10 }],
};

afterEach(() => {
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

describe('ExploreActionsMenu', () => {
  it('offers no download without can_download', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderWithProviders(
      <ExploreActionsMenu
        formData={formData}
        queryContext={queryContext}
        canDownload={false}
        onViewQuery={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More chart actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Copy permalink to clipboard' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Export to .CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Download as image' })).not.toBeInTheDocument();
  });

  it('downloads the CSV file of result_format csv', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:x';
        },
        revokeObjectURL: () => {},
      }),
    );
    const bodies: QueryContext[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/chart/data') bodies.push(await request.clone().json());
    });
    renderWithProviders(
      <ExploreActionsMenu
        formData={formData}
        queryContext={queryContext}
        canDownload
        sliceName="Orders"
        onViewQuery={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More chart actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Export to .CSV' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ result_format: 'csv', result_type: 'full' });
    expect(await created[0]!.text()).toContain('region');
  });

  it('copies the permalink of POST /api/v1/explore/permalink', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderWithProviders(
      <ExploreActionsMenu
        formData={formData}
        queryContext={queryContext}
        canDownload
        onViewQuery={() => {}}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'More chart actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy permalink to clipboard' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toMatch(/\/superset\/explore\/p\/|\/explore\/p\//);
  });
});
