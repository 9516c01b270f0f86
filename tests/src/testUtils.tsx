// Rendering helpers: the app's providers around a component, or the whole router at a path.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ADMIN_USER } from '../../mocks/fixtures/users.ts';
import { mockSession } from '../../mocks/session.ts';
import { createApiClient } from '../../src/api/client.ts';
import { AppProviders, type AppServices } from '../../src/app/AppProviders.tsx';
import { createI18n } from '../../src/app/i18n/i18n.ts';
import type { LanguageCode } from '../../src/app/i18n/languages.ts';
import { routes } from '../../src/app/routes.tsx';
import { registerDefaultErrorRenderers } from '../../src/components/ErrorPanel/registerDefaultErrorRenderers.ts';

export function createTestServices(language: LanguageCode = 'en'): AppServices {
  registerDefaultErrorRenderers();
  return {
    client: createApiClient(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
    i18n: createI18n(language),
  };
}

export function renderWithProviders(ui: ReactElement, services: AppServices = createTestServices()) {
  return { services, ...render(<AppProviders services={services}>{ui}</AppProviders>) };
}

export function renderApp(path: string, services: AppServices = createTestServices()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { services, router, ...result };
}

/** Starts a mock session as admin (as POST /login/ would). */
export function signInAsAdmin(): void {
  mockSession.login(ADMIN_USER.id);
}
