import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

describe('auth guard', () => {
  it('sends an anonymous visitor to /login/ with the page as `next`', async () => {
    const { router } = renderApp('/databaseview/list/?search=ex');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/databaseview/list/?search=ex',
    );
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('goes to /login/ without `next` from home', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(router.state.location.search).toBe('');
  });

  it('lets a logged-in user through', async () => {
    signInAsAdmin();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Welcome, Admin' })).toBeInTheDocument();
  });

  it('shows an error panel when the roles call fails otherwise', async () => {
    server.use(
      http.get('/api/v1/me/roles/', () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByText('Unexpected error')).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows an honest placeholder for screens not built yet', async () => {
    signInAsAdmin();
    renderApp('/dashboard/list/');
    expect(
      await screen.findByRole('heading', { name: 'This page is not available yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['/superset/dashboard/12/', 'Dashboard'],
    ['/superset/dashboard/my-slug/', 'Dashboard'],
    ['/dashboard/list/', 'Dashboards'],
  ])('%s is a placeholder titled %s', async (path, title) => {
    signInAsAdmin();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText('This page is not available yet')).toBeInTheDocument();
  });

  it('shows a 404 page for unknown paths', async () => {
    signInAsAdmin();
    renderApp('/no/such/page/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('hides the navigation in standalone mode', async () => {
    signInAsAdmin();
    renderApp('/superset/dashboard/12/?standalone=1');
    expect(await screen.findByText('This page is not available yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });
});
