// The Edit Dataset modal against the MSW mocks (dataset 1 is `sales`, physical, with the metrics
// count and sum_revenue): editing a metric and saving it, the confirmation, validation,
// datasets managed externally and failed saves.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { server } from '../../../../mocks/node.ts';
import { EditDatasetModal } from '../../../../src/features/datasets/EditDatasetModal.tsx';
import { renderWithProviders, signInAsAdmin } from '../../testUtils.tsx';

interface Sent {
  url: URL;
  body: Record<string, unknown>;
}

/** Records the PUTs to /api/v1/dataset/{id}. */
function capturePuts(): Sent[] {
  const sent: Sent[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'PUT' && /^\/api\/v1\/dataset\/\d+$/.test(url.pathname))
      sent.push({ url, body: (await request.clone().json()) as Record<string, unknown> });
  });
  return sent;
}

async function openSales(user: UserEvent, datasetId = 1) {
  signInAsAdmin();
  const onHide = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<EditDatasetModal datasetId={datasetId} onHide={onHide} onSaved={onSaved} />);
  const dialog = await screen.findByRole('dialog', { name: /^Edit Dataset / });
  return { dialog, onHide, onSaved, user };
}

/** The ace editor of the Source tab (its chunk loads slowly the first time). */
function aceEditor() {
  return waitFor(
    () => {
      const element = document.querySelector<
        HTMLElement & { env?: { editor: { setValue(v: string, c: number): void } } }
      >('.loupe-sql-editor__ace');
      if (!element?.env) throw new Error('ace not mounted yet');
      return element.env.editor;
    },
    { timeout: 15_000 },
  );
}

async function showTab(user: UserEvent, dialog: HTMLElement, name: RegExp) {
  await user.click(within(dialog).getByRole('tab', { name }));
}

describe('Edit Dataset', () => {
  it("is titled with the dataset's name and shows Superset's tabs", async () => {
    const sales = mockDatasets.find(1)!;
    const { dialog } = await openSales(userEvent.setup());
    expect(dialog).toHaveAccessibleName('Edit Dataset sales');
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Source',
      `Metrics${sales.metrics.length}`,
      `Columns${sales.columns.length}`,
      'Calculated columns0',
      'Settings',
    ]);
    expect(within(dialog).getByRole('textbox', { name: 'Table' })).toHaveValue('sales');
    expect(within(dialog).getByRole('textbox', { name: 'Table' })).toHaveAttribute('readonly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Click the lock to make changes.' }));
    expect(within(dialog).getByRole('textbox', { name: 'Table' })).not.toHaveAttribute('readonly');
  });

  it('saves an edited metric: confirm, PUT, re-fetch, toast, hand over and close', async () => {
    const user = userEvent.setup();
    const sent = capturePuts();
    const columnIds = mockDatasets.find(1)!.columns.map((column) => column.id);
    const { dialog, onHide, onSaved } = await openSales(user);
    await showTab(user, dialog, /^Metrics/);
    const label = within(dialog).getByRole('textbox', { name: 'Label of sum_revenue' });
    await user.clear(label);
    await user.type(label, 'Revenue (all orders)');
    const expression = within(dialog).getByRole('textbox', { name: 'SQL expression of sum_revenue' });
    await user.clear(expression);
    await user.type(expression, 'SUM(revenue) - SUM(discount)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm save' });
    expect(confirm).toHaveTextContent(
      'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.',
    );
    expect(confirm).toHaveTextContent('Are you sure you want to save and apply changes?');
    expect(sent).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('The dataset has been saved')).toBeInTheDocument();
    await waitFor(() => expect(onHide).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe('/api/v1/dataset/1');
    expect(sent[0]!.url.searchParams.get('override_columns')).toBe('false');
    const { metrics, columns, ...fields } = sent[0]!.body as {
      metrics: Array<Record<string, unknown>>;
      columns: Array<Record<string, unknown>>;
    };
    expect(fields).toMatchObject({
      table_name: 'sales',
      database_id: 1,
      sql: '',
      schema: 'main',
      main_dttm_col: 'order_date',
      cache_timeout: null,
      owners: [1],
    });
    expect('catalog' in fields).toBe(false);
    expect(metrics).toEqual([
      expect.objectContaining({
        id: 2,
        metric_name: 'sum_revenue',
        verbose_name: 'Revenue (all orders)',
        expression: 'SUM(revenue) - SUM(discount)',
        d3format: ',.2f',
      }),
      expect.objectContaining({ id: 1, metric_name: 'count', expression: 'COUNT(*)' }),
    ]);
    // Without an SQL change the columns go back as they were, by id.
    expect(columns.map((column) => column.id)).toEqual(columnIds);
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 1,
        metrics: expect.arrayContaining([
          expect.objectContaining({ metric_name: 'sum_revenue', verbose_name: 'Revenue (all orders)' }),
        ]),
      }),
    );
    expect(mockDatasets.find(1)!.metrics.find((m) => m.id === 2)!.expression).toBe(
      'SUM(revenue) - SUM(discount)',
    );
    server.events.removeAllListeners();
  });

  it('adds a metric counting rows, and sends it without an id', async () => {
    const user = userEvent.setup();
    const sent = capturePuts();
    const { dialog } = await openSales(user);
    await showTab(user, dialog, /^Metrics/);
    await user.click(within(dialog).getByRole('button', { name: 'Add item' }));
    const key = within(dialog).getByRole('textbox', { name: 'Metric Key of <new metric>' });
    await user.clear(key);
    await user.type(key, 'rows');
    expect(within(dialog).getByRole('textbox', { name: 'SQL expression of rows' })).toHaveValue('COUNT(*)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm save' })).getByRole('button', { name: 'OK' }),
    );
    await screen.findByText('The dataset has been saved');
    const metrics = sent[0]!.body.metrics as Array<Record<string, unknown>>;
    expect(metrics[0]).toMatchObject({ metric_name: 'rows', expression: 'COUNT(*)' });
    expect('id' in metrics[0]!).toBe(false);
    server.events.removeAllListeners();
  });

  it('goes back to editing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const sent = capturePuts();
    const { dialog, onHide } = await openSales(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm save' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm save' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Dataset sales' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(onHide).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('disables Save while the edits are invalid, and says why', async () => {
    const user = userEvent.setup();
    const { dialog } = await openSales(user);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await showTab(user, dialog, /^Metrics/);
    const key = within(dialog).getByRole('textbox', { name: 'Metric Key of sum_revenue' });
    await user.clear(key);
    await user.type(key, 'count');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Metric name [count] is duplicated');
    expect(save).toBeDisabled();
    await user.type(key, '2');
    await waitFor(() => expect(save).toBeEnabled());

    await showTab(user, dialog, /^Settings/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Extra' }), '{{"oops"');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Extra is not valid JSON');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Cache timeout' }), '1h');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cache timeout must be a whole number');
  });

  it('cannot save a dataset managed externally, and says so', async () => {
    mockDatasets.find(1)!.is_managed_externally = true;
    const user = userEvent.setup();
    const { dialog } = await openSales(user);
    expect(
      within(dialog).getAllByText("This dataset is managed externally, and can't be edited in Superset")
        .length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    // Syncing would write its columns at once (PUT …/refresh): not offered either.
    await showTab(user, dialog, /^Columns/);
    expect(within(dialog).getByRole('button', { name: 'Sync columns from source' })).toBeDisabled();
  });

  it("shows a failed save in 'Error saving dataset' with the server's message, and lets the user go on", async () => {
    server.use(
      http.put('/api/v1/dataset/:pk', () =>
        HttpResponse.json({ message: 'Dataset parameters are invalid.' }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    const { dialog, onHide, onSaved } = await openSales(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm save' })).getByRole('button', { name: 'OK' }),
    );
    const failure = await screen.findByRole('dialog', { name: 'Error saving dataset' });
    expect(failure).toHaveTextContent('Dataset parameters are invalid.');
    expect(failure).not.toHaveTextContent('Unexpected error');
    await user.click(within(failure).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Error saving dataset' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onHide).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('The dataset has been saved')).not.toBeInTheDocument();
  });

  it("syncs the source's columns into the draft without writing, and toasts 'Metadata has been synced'", async () => {
    const sales = mockDatasets.find(1)!;
    // The source lost a column and gained one since the dataset was read.
    const dropped = sales.columns[sales.columns.length - 1]!;
    const writes: string[] = [];
    server.use(
      http.get('/datasource/external_metadata/:type/:id/', () =>
        HttpResponse.json([
          ...sales.columns
            .filter((column) => column.id !== dropped.id && !column.expression)
            .map((column) => ({
              column_name: column.column_name,
              name: column.column_name,
              type: column.type,
              type_generic: column.type_generic,
              is_dttm: column.is_dttm,
            })),
          { column_name: 'margin', name: 'margin', type: 'DOUBLE', type_generic: 0, is_dttm: false },
        ]),
      ),
      http.put('/api/v1/dataset/*', ({ request }) => {
        writes.push(request.url);
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    const { dialog, onHide } = await openSales(user);
    await showTab(user, dialog, /^Columns/);
    expect(within(dialog).getByRole('cell', { name: dropped.column_name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sync columns from source' }));
    expect(await screen.findByText('Metadata has been synced')).toBeInTheDocument();
    expect(screen.getByText(`Removed columns: ${dropped.column_name}`)).toBeInTheDocument();
    expect(screen.getByText('New columns added: margin')).toBeInTheDocument();
    expect(within(dialog).queryByRole('cell', { name: dropped.column_name })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'margin' })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: /^Columns/ })).toHaveTextContent(
      `Columns${sales.columns.filter((column) => !column.expression).length}`,
    );
    // Nothing was written: Cancel leaves the dataset as it was.
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalled();
    expect(sales.columns.some((column) => column.id === dropped.id)).toBe(true);
  });

  it('overrides the columns when the SQL of a virtual dataset changed, and only then', async () => {
    const user = userEvent.setup();
    const sent = capturePuts();
    const virtual = mockDatasets.find(2)!;
    const { dialog } = await openSales(user, 2);
    expect(dialog).toHaveAccessibleName(`Edit Dataset ${virtual.table_name}`);
    await user.click(within(dialog).getByRole('button', { name: 'Click the lock to make changes.' }));
    const editor = await aceEditor();
    const sql = 'SELECT region, sum(revenue) AS revenue FROM sales GROUP BY 1';
    act(() => editor.setValue(sql, 1));
    await user.click(
      within(dialog).getByRole('button', { name: 'Click the lock to prevent further changes.' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm save' })).getByRole('button', { name: 'OK' }),
    );
    await screen.findByText('The dataset has been saved');
    expect(sent.map((put) => [put.url.searchParams.get('override_columns'), put.body.sql])).toEqual([
      ['true', sql],
    ]);
    server.events.removeAllListeners();
  }, 20_000);
});
