import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/ApiProvider.tsx';
import { type ApiClient, createApiClient } from '../api/client.ts';
import { createQueryClient } from '../api/queries.ts';
import { registerDefaultErrorRenderers } from '../components/ErrorPanel/registerDefaultErrorRenderers.ts';
import { ToastProvider } from '../components/Toasts/ToastProvider.tsx';
import { I18nProvider } from './i18n/I18nProvider.tsx';
import { createI18n } from './i18n/i18n.ts';
import { ThemeProvider } from './theme/ThemeProvider.tsx';
import './styles/base.css';

export interface AppServices {
  client: ApiClient;
  queryClient: QueryClient;
  i18n: i18n;
}

export function createAppServices(): AppServices {
  registerDefaultErrorRenderers();
  return { client: createApiClient(), queryClient: createQueryClient(), i18n: createI18n() };
}

/** Everything a screen relies on: i18n, theme, the API client, the query cache and toasts. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }) {
  return (
    <I18nProvider i18n={services.i18n}>
      <ThemeProvider>
        <ApiProvider client={services.client}>
          <QueryClientProvider client={services.queryClient}>
            <ToastProvider>{children}</ToastProvider>
          </QueryClientProvider>
        </ApiProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
