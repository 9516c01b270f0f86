import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { ApiClient } from './client.ts';
import type { paths } from './schema.gen.ts';

interface ApiContextValue {
  client: ApiClient;
  $api: OpenapiQueryClient<paths>;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** Makes the API client (and its TanStack Query hooks) available to the tree. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const value = useMemo(() => ({ client, $api: createQueryHooks(client) }), [client]);
  return <ApiContext value={value}>{children}</ApiContext>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi needs an <ApiProvider> above it');
  return value;
}

/** The openapi-fetch client, for calls made outside queries (login, mutations). */
export function useApi(): ApiClient {
  return useApiContext().client;
}

/** The openapi-react-query hooks bound to the client. */
export function useApiQueries(): OpenapiQueryClient<paths> {
  return useApiContext().$api;
}
