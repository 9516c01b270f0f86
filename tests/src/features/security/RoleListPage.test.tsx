import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { ALL_PAIRS, BUILTIN_ROLES } from '../../../../lib/security/builtinRoles.ts';
import { server } from '../../../../mocks/node.ts';
import { mockSecurityAdmin } from '../../../../mocks/securityAdmin.ts';
import { matchingPairs, pairRows } from '../../../../src/features/security/roles/rolePermissions.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('List Roles', () => {
  it('lists the builtin roles with their permission counts', async () => {
    signInAsAdmin();
    const queries: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/security/roles/') queries.push(decodeRison(url.searchParams.get('q')!));
    });
    renderApp('/roles/list/');
    const gamma = await rowOf('Gamma');
    expect(await within(gamma).findByText(String(BUILTIN_ROLES.Gamma!.length))).toBeInTheDocument();
    expect(await within(await rowOf('Admin')).findByText(String(ALL_PAIRS.length))).toBeInTheDocument();
    expect(within(gamma).queryByRole('button', { name: 'Delete Gamma' })).not.toBeInTheDocument();
    expect(queries[0]).toEqual({ order_column: 'name', order_direction: 'asc', page: 0, page_size: 25 });
    server.events.removeAllListeners();
  });

  it('adds a role, refuses a taken name under the field, renames and deletes it', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/roles/list/');
    await rowOf('Gamma');
    await user.click(screen.getByRole('button', { name: 'Role' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Gamma');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('A role with this name already exists.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Analysts');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Role added')).toBeInTheDocument();

    await user.click(within(await rowOf('Analysts')).getByRole('button', { name: 'Rename Analysts' }));
    dialog = await screen.findByRole('dialog', { name: 'Rename Role' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' EU');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role renamed')).toBeInTheDocument();

    await user.click(within(await rowOf('Analysts EU')).getByRole('button', { name: 'Delete Analysts EU' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Deleted: Analysts EU')).toBeInTheDocument();
    expect(mockSecurityAdmin.roles().some((role) => role.name.startsWith('Analysts'))).toBe(false);
  });

  it("edits a role's permissions from a searchable list", async () => {
    signInAsAdmin();
    const created = mockSecurityAdmin.createRole('Readers');
    if (!created.ok) throw new Error('role not created');
    const user = userEvent.setup();
    renderApp('/roles/list/');
    await user.click(within(await rowOf('Readers')).getByRole('button', { name: 'Permissions of Readers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions: Readers' });
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search permissions' }),
      'can read on Dataset',
    );
    const checkbox = await within(dialog).findByRole('checkbox', { name: 'can read on Dataset' });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    expect(within(dialog).getByText(`1 of ${ALL_PAIRS.length} selected`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Permissions saved')).toBeInTheDocument();
    expect(mockSecurityAdmin.rolePermissions(created.value.id)).toEqual([
      expect.objectContaining({ permission_name: 'can_read', view_menu_name: 'Dataset' }),
    ]);
    expect(await within(await rowOf('Readers')).findByText('1')).toBeInTheDocument();
  });

  it('shows the builtin roles Loupe defines read only', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/roles/list/');
    await user.click(within(await rowOf('Gamma')).getByRole('button', { name: 'Permissions of Gamma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions: Gamma' });
    expect(
      await within(dialog).findByText('Loupe keeps the permissions of this builtin role as it defines them.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('matches pairs by every word of the search', () => {
    const rows = pairRows([
      { id: 1, permission: { name: 'can_read' }, view_menu: { name: 'Dataset' } },
      {
        id: 2,
        permission: { name: 'datasource_access' },
        view_menu: { name: '[examples].[birth_names](id:1)' },
      },
    ]);
    expect(matchingPairs(rows, 'READ dataset').map((row) => row.id)).toEqual([1]);
    expect(matchingPairs(rows, 'datasource birth').map((row) => row.id)).toEqual([2]);
    expect(matchingPairs(rows, '  ').map((row) => row.id)).toEqual([1, 2]);
  });
});
