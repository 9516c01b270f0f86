import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { server } from '../../../../mocks/node.ts';
import { mockSecurityAdmin } from '../../../../mocks/securityAdmin.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

/** The rison `q` of every GET /api/v1/security/users/ the page makes. */
function recordUserQueries(): unknown[] {
  const seen: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/security/users/')
      seen.push(decodeRison(url.searchParams.get('q') ?? '()'));
  });
  return seen;
}

async function rowOf(username: string) {
  return (await screen.findByRole('cell', { name: username })).closest('tr')!;
}

type Typist = ReturnType<typeof userEvent.setup>;

/** Opens 'Add User' and fills the text fields (password and confirmation as given). */
async function openAddUser(user: Typist, fields: string[], password: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: 'User' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add User' });
  const labels = ['First Name', 'Last Name', 'User Name', 'Email'];
  for (const [index, label] of labels.entries())
    await user.type(within(dialog).getByRole('textbox', { name: label }), fields[index] ?? '');
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.type(within(dialog).getByLabelText('Confirm Password'), confirm);
  return dialog;
}

async function pickRole(user: Typist, dialog: HTMLElement, role: string) {
  await user.click(within(dialog).getByRole('combobox', { name: 'Add to Role' }));
  await user.click(await screen.findByRole('option', { name: role }));
}

describe('List Users', () => {
  it('lists the users from the mock with their roles, and asks for page 0 by username', async () => {
    signInAsAdmin();
    const queries = recordUserQueries();
    renderApp('/users/list/');
    expect(await screen.findByRole('heading', { name: 'List Users' })).toBeInTheDocument();
    const alice = await rowOf('alice');
    expect(within(alice).getByText('Alice')).toBeInTheDocument();
    expect(within(alice).getByText('alice@loupe.invalid')).toBeInTheDocument();
    expect(within(alice).getByText('Gamma')).toBeInTheDocument();
    expect(within(alice).getByText('Yes')).toBeInTheDocument();
    expect(within(await rowOf('admin')).getByText('Admin', { selector: '.loupe-tag' })).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    expect(queries[0]).toEqual({ order_column: 'username', order_direction: 'asc', page: 0, page_size: 25 });
    server.events.removeAllListeners();
  });

  it('searches by username through the URL and pages on the server', async () => {
    signInAsAdmin();
    for (let i = 0; i < 30; i += 1)
      mockSecurityAdmin.createUser(
        {
          username: `user${String(i).padStart(2, '0')}`,
          first_name: 'U',
          last_name: String(i),
          email: `u${i}@loupe.invalid`,
          password: 'pw',
          roles: [3],
        },
        1,
      );
    const queries = recordUserQueries();
    const user = userEvent.setup();
    const { router } = renderApp('/users/list/');
    expect(await screen.findByText('1-25 of 32')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26-32 of 32')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pageIndex=1');
    await user.type(screen.getByRole('searchbox', { name: 'Search by username' }), 'user2');
    await waitFor(() => expect(router.state.location.search).toBe('?search=user2'));
    expect(await screen.findByText('1-10 of 10')).toBeInTheDocument();
    expect(queries).toContainEqual({
      order_column: 'username',
      order_direction: 'asc',
      page: 0,
      page_size: 25,
      filters: [{ col: 'username', opr: 'ct', value: 'user2' }],
    });
    expect(queries).toContainEqual(expect.objectContaining({ page: 1 }));
    server.events.removeAllListeners();
  });

  it('adds a user with a role', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/users/list/');
    await rowOf('alice');
    const dialog = await openAddUser(user, ['Bob', 'Builder', 'bob', 'bob@loupe.invalid'], 'secret', 'secre');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Passwords must match.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one role.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Confirm Password'), 't');
    await pickRole(user, dialog, 'Gamma');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('User added')).toBeInTheDocument();
    const bob = await rowOf('bob');
    expect(within(bob).getByText('Gamma')).toBeInTheDocument();
    expect(mockSecurityAdmin.users().find((u) => u.username === 'bob')).toMatchObject({
      first_name: 'Bob',
      email: 'bob@loupe.invalid',
      active: true,
    });
  });

  it("shows the server's 422 field errors under the fields", async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/users/list/');
    await rowOf('alice');
    const dialog = await openAddUser(user, ['Alice', 'Again', 'alice', 'alice@loupe.invalid'], 'pw', 'pw');
    await pickRole(user, dialog, 'Alpha');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const username = within(dialog).getByRole('textbox', { name: 'User Name' });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('A user with this username already exists.')).toBeInTheDocument();
    expect(within(dialog).getByText('A user with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
  });

  it('deactivates and activates a user', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/users/list/');
    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('alice is deactivated')).toBeInTheDocument();
    expect(await within(await rowOf('alice')).findByText('No')).toBeInTheDocument();
    expect(mockSecurityAdmin.user(2)?.active).toBe(false);
    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(mockSecurityAdmin.user(2)?.active).toBe(true));
  });

  it('edits a user, resets a password and deletes a user', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/users/list/');
    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Edit alice' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit User' });
    expect(within(edit).queryByLabelText('Password')).not.toBeInTheDocument();
    const last = within(edit).getByRole('textbox', { name: 'Last Name' });
    await user.clear(last);
    await user.type(last, 'Admin');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated')).toBeInTheDocument();
    expect(mockSecurityAdmin.user(2)?.last_name).toBe('Admin');

    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Reset Password' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset Password: alice' });
    await user.type(within(reset).getByLabelText('Password'), 'n3w');
    await user.type(within(reset).getByLabelText('Confirm Password'), 'n3w');
    await user.click(within(reset).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password of alice was reset')).toBeInTheDocument();

    await user.click(within(await rowOf('alice')).getByRole('button', { name: 'Delete alice' }));
    const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete alice?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted: alice')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'alice' })).not.toBeInTheDocument());
  });
});
