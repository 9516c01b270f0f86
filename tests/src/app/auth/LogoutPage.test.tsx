import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSession } from '../../../../mocks/session.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

describe('logout page (dev:mock)', () => {
  it('ends the session and goes to the login page', async () => {
    signInAsAdmin();
    const { router } = renderApp('/logout/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/'));
    expect(mockSession.currentAccount(new Request('http://localhost/'))).toBeUndefined();
  });
});
