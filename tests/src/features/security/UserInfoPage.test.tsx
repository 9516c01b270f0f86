import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockSecurityAdmin } from '../../../../mocks/securityAdmin.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

describe('User info', () => {
  it("shows the user's name, username, email and roles", async () => {
    signInAsAdmin();
    const { container } = renderApp('/user_info/');
    expect(await screen.findByRole('heading', { name: 'User info' })).toBeInTheDocument();
    const details = container.querySelector('dl')!;
    expect(details).toHaveTextContent('User Nameadmin');
    expect(details).toHaveTextContent('NameAdmin User');
    expect(details).toHaveTextContent('Emailadmin@loupe.invalid');
    expect(details).toHaveTextContent('RoleAdmin');
  });

  it('edits the own name and email, and shows a taken email under the field', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/user_info/');
    const form = await screen.findByRole('form', { name: 'Edit user' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'alice@loupe.invalid');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A user with this email already exists.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'root@loupe.invalid');
    const first = within(form).getByRole('textbox', { name: 'First Name' });
    await user.clear(first);
    await user.type(first, 'Ada');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your information was saved')).toBeInTheDocument();
    expect(mockSecurityAdmin.user(1)).toMatchObject({ first_name: 'Ada', email: 'root@loupe.invalid' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Ada User/ })).toBeInTheDocument());
  });

  it('changes the password, refusing a wrong current one', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/user_info/');
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong');
    await user.type(within(form).getByLabelText('New password'), 'n3w-secret');
    await user.type(within(form).getByLabelText('Confirm new password'), 'n3w-secre');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords must match.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Confirm new password'), 't');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Wrong password.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(form).getByLabelText('Current password'));
    await user.type(within(form).getByLabelText('Current password'), 'admin');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed')).toBeInTheDocument();
    expect(mockSecurityAdmin.changePassword(1, 'n3w-secret', 'x').ok).toBe(true);
  });
});
