import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { server } from '../../../../mocks/node.ts';
import { mockSecurityAdmin } from '../../../../mocks/securityAdmin.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

type Typist = ReturnType<typeof userEvent.setup>;

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

async function pick(user: Typist, dialog: HTMLElement, field: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: `Add to ${field}` }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Row Level Security', () => {
  it('lists the rules from the mock, last changed first', async () => {
    signInAsAdmin();
    const queries: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/rowlevelsecurity/') queries.push(decodeRison(url.searchParams.get('q')!));
    });
    renderApp('/rowlevelsecurity/list/');
    expect(await screen.findByRole('heading', { name: 'Row Level Security' })).toBeInTheDocument();
    const row = await rowOf('West only');
    expect(within(row).getByText('Regular')).toBeInTheDocument();
    expect(within(row).getByText('Gamma')).toBeInTheDocument();
    expect(within(row).getByText('region')).toBeInTheDocument();
    expect(within(row).getByText("region = 'West'")).toBeInTheDocument();
    expect(within(row).getByText(/sales/)).toBeInTheDocument();
    expect(queries[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    server.events.removeAllListeners();
  });

  it("adds a Base rule with every field, and shows Superset's texts", async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/rowlevelsecurity/list/');
    await rowOf('West only');
    await user.click(screen.getByRole('button', { name: 'Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rule' });
    expect(dialog).toHaveTextContent(
      'Regular filters add where clauses to queries if a user belongs to a role referenced in the filter, base filters apply filters to all queries except the roles defined in the filter, and can be used to define what users can see if no RLS filters within a filter group apply to them.',
    );
    expect(dialog).toHaveTextContent('The name of the rule must be unique');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBe(3);

    await user.type(within(dialog).getByRole('textbox', { name: 'Rule Name' }), 'Everyone but Admin');
    await user.click(within(dialog).getByRole('button', { name: /Filter Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Base' }));
    expect(within(dialog).getByText('Excluded roles')).toBeInTheDocument();
    await pick(user, dialog, 'Datasets', 'sales');
    await pick(user, dialog, 'Excluded roles', 'Admin');
    await user.type(within(dialog).getByRole('textbox', { name: 'Group Key' }), 'tenant');
    await user.type(within(dialog).getByRole('textbox', { name: 'Clause' }), '1 = 0');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Nobody else sees rows');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Rule added')).toBeInTheDocument();
    const row = await rowOf('Everyone but Admin');
    expect(within(row).getByText('Base')).toBeInTheDocument();
    expect(mockSecurityAdmin.rules().find((rule) => rule.name === 'Everyone but Admin')).toMatchObject({
      filter_type: 'Base',
      roles: [expect.objectContaining({ name: 'Admin' })],
      tables: [expect.objectContaining({ table_name: 'sales' })],
      group_key: 'tenant',
      clause: '1 = 0',
      description: 'Nobody else sees rows',
    });
  });

  it("shows the server's 422 for a taken name under Rule Name", async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/rowlevelsecurity/list/');
    await rowOf('West only');
    await user.click(screen.getByRole('button', { name: 'Rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Rule' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Rule Name' }), 'West only');
    await pick(user, dialog, 'Datasets', 'sales');
    await user.type(within(dialog).getByRole('textbox', { name: 'Clause' }), '1 = 1');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A rule with this name already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Rule Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('edits the clause of a rule', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/rowlevelsecurity/list/');
    await user.click(within(await rowOf('West only')).getByRole('button', { name: 'Edit West only' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rule' });
    const clause = await within(dialog).findByRole('textbox', { name: 'Clause' });
    expect(clause).toHaveValue("region = 'West'");
    await user.clear(clause);
    await user.type(clause, "region = 'East'");
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rule updated')).toBeInTheDocument();
    expect(mockSecurityAdmin.rules()[0]?.clause).toBe("region = 'East'");
  });

  it('deletes one rule, and the selected rules in bulk', async () => {
    signInAsAdmin();
    for (const name of ['One', 'Two'])
      mockSecurityAdmin.createRule({ name, filter_type: 'Regular', tables: [1], roles: [], clause: '1 = 1' });
    const user = userEvent.setup();
    renderApp('/rowlevelsecurity/list/');
    await user.click(within(await rowOf('One')).getByRole('button', { name: 'Delete One' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Deleted: One')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'One' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Delete 2 selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the selected rules?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 rules')).toBeInTheDocument();
    expect(mockSecurityAdmin.rules()).toEqual([]);
  });
});
