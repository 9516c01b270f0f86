// The Settings menu: Security entries for users whose roles grant their menu_access, User (Info,
// Logout) for everyone; each entry opens its route.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { hasPermission } from '../../../../src/api/permissions.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Settings/ }));
  return screen.findByRole('menu');
}

describe('Settings menu', () => {
  it('shows Security and User to an admin, and opens each page', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const cases = [
      ['List Users', '/users/list/', 'List Users'],
      ['List Roles', '/roles/list/', 'List Roles'],
      ['Row Level Security', '/rowlevelsecurity/list/', 'Row Level Security'],
      ['Info', '/user_info/', 'User info'],
    ] as const;
    const menu = await openSettings(user);
    expect(within(menu).getByText('Security')).toBeInTheDocument();
    expect(within(menu).getByText('User')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    for (const [item, path, heading] of cases) {
      if (!screen.queryByRole('menu')) await openSettings(user);
      await user.click(screen.getByRole('menuitem', { name: item }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    }
  });

  it('hides the Security entries from a user without their menu access', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/v1/me/roles/', () =>
        HttpResponse.json({
          result: {
            ...ADMIN_USER,
            roles: { Gamma: [['can_read', 'Dataset']] },
            permissions: {},
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/');
    const menu = await openSettings(user);
    expect(within(menu).queryByText('Security')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'List Users' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Info' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('reads permissions from any of the roles', () => {
    const roles = { Gamma: [['can_read', 'Dataset']], Extra: [['menu_access', 'List Users']] };
    expect(hasPermission({ roles }, 'menu_access', 'List Users')).toBe(true);
    expect(hasPermission({ roles }, 'menu_access', 'List Roles')).toBe(false);
  });
});
