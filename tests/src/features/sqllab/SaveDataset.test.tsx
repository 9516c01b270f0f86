// 'Create Chart' on a SQL Lab result opens Superset's SaveDatasetModal: save the query as a new
// virtual dataset, or overwrite one of the user's after a confirm, then open explore on it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { recordPosts, renderSqlLabAt, setSql } from './sqlLabRender.tsx';

async function runSales() {
  const rendered = renderSqlLabAt();
  await setSql('SELECT * FROM sales');
  await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
  await screen.findByText('Rows returned: 3');
  return rendered;
}

describe('Save dataset from a result', () => {
  it('saves the query as a new virtual dataset named after the tab and the time, then opens explore', async () => {
    const creates = recordPosts('/api/v1/dataset/');
    const user = userEvent.setup();
    const { router } = await runSales();
    await user.click(screen.getByRole('button', { name: 'Create Chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save or Overwrite Dataset' });
    expect(
      within(dialog).getByText('Save this query as a virtual dataset to continue exploring'),
    ).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: 'Dataset name' });
    expect((name as HTMLInputElement).value).toMatch(/^Untitled Query 1 \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    await user.clear(name);
    const save = within(dialog).getByRole('button', { name: 'Save & Explore' });
    expect(save).toBeDisabled();
    await user.type(name, 'my sales');
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    const made = mockDatasets.all().find((row) => row.table_name === 'my sales')!;
    expect(made.sql).toBe('SELECT * FROM sales');
    expect(router.state.location.search).toBe(`?datasource_type=table&datasource_id=${made.id}`);
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      database: 1,
      sql: 'SELECT * FROM sales',
      table_name: 'my sales',
      template_params: null,
      is_managed_externally: false,
    });
    expect(creates[0]).toHaveProperty('schema');
  });

  it("overwrites one of the user's virtual datasets after the confirm (PUT override_columns=true)", async () => {
    const puts: Array<{ url: URL; body: Record<string, unknown> }> = [];
    server.use(
      http.put('/api/v1/dataset/:pk', async ({ request }) => {
        puts.push({
          url: new URL(request.url),
          body: (await request.clone().json()) as Record<string, unknown>,
        });
      }),
    );
    const target = mockDatasets.all().find((row) => row.table_name === 'revenue_by_region')!;
    const user = userEvent.setup();
    const { router } = await runSales();
    await user.click(screen.getByRole('button', { name: 'Create Chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await user.click(within(dialog).getByRole('radio', { name: 'Overwrite existing' }));
    const overwrite = within(dialog).getByRole('button', { name: 'Overwrite & Explore' });
    expect(overwrite).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Existing dataset' }));
    // Only virtual datasets are offered: sales is physical.
    expect(await screen.findByRole('option', { name: 'revenue_by_region' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'sales' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'revenue_by_region' }));
    await user.click(overwrite);
    expect(within(dialog).getByText('Are you sure you want to overwrite this dataset?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'Overwrite existing' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite & Explore' }));
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite & Explore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(router.state.location.search).toBe(`?datasource_type=table&datasource_id=${target.id}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.url.pathname).toBe(`/api/v1/dataset/${target.id}`);
    expect(puts[0]!.url.searchParams.get('override_columns')).toBe('true');
    expect(puts[0]!.body).toMatchObject({
      sql: 'SELECT * FROM sales',
      database_id: 1,
      owners: [ADMIN_USER.id],
    });
    expect((puts[0]!.body.columns as Array<{ column_name: string }>)[0]?.column_name).toBe('order_id');
    expect(mockDatasets.find(target.id)?.sql).toBe('SELECT * FROM sales');
  });

  it("says 'An error occurred saving dataset' when the save fails", async () => {
    server.use(
      http.post('/api/v1/dataset/', () =>
        HttpResponse.json({ message: { table_name: ['Dataset x already exists'] } }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = await runSales();
    await user.click(screen.getByRole('button', { name: 'Create Chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await user.click(within(dialog).getByRole('button', { name: 'Save & Explore' }));
    expect(await screen.findByText('An error occurred saving dataset')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sqllab/');
  });
});
