import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { mockSession } from '../../../../mocks/session.ts';
import { safeNextPath } from '../../../../src/features/login/safeNextPath.ts';
import { renderApp } from '../../testUtils.tsx';

describe('login', () => {
  it('logs in with the right password and goes to `next`', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login/?next=%2Fdatabaseview%2Flist%2F');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/databaseview/list/'));
    expect(await screen.findByRole('cell', { name: 'examples' })).toBeInTheDocument();
  });

  it('goes home without `next`, where the user is welcomed by name', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login/');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the server’s message for a wrong password and stays on the page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login/');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login. Please try again.');
    expect(router.state.location.pathname).toBe('/login/');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends the visitor’s login CSRF token with the credentials', async () => {
    const sent: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/login/' && request.method === 'POST')
        sent.push(request.headers.get('X-CSRFToken'));
    });
    const user = userEvent.setup();
    renderApp('/login/');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Admin' })).toBeInTheDocument();
    expect(sent).toEqual([mockSession.loginCsrfToken()]);
    server.events.removeAllListeners();
  });

  it('shows the rate limit’s message when there were too many attempts', async () => {
    const message = 'Too many login attempts (at most 5 per second). Try again later.';
    server.use(
      http.post('/login/', () =>
        HttpResponse.json(
          { message, errors: [{ message, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }] },
          { status: 429, headers: { 'Retry-After': '1' } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/login/');
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login/');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your username and password.');
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeNextPath('/sqllab/?a=1')).toBe('/sqllab/?a=1');
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example/')).toBe('/');
    expect(safeNextPath('/login/?next=/')).toBe('/');
  });
});
