// TanStack Query hooks on the contract (openapi-react-query): the current user and databases.
import { keepPreviousData, QueryCache, QueryClient } from '@tanstack/react-query';
import { encodeRison } from '../../lib/rison.ts';
import { useApiQueries } from './ApiProvider.tsx';
import { isClientError } from './clientError.ts';
import type { components } from './schema.gen.ts';

export type ListQuery = components['schemas']['ListQuery'];
export type User = components['schemas']['User'];
export type UserWithRoles = components['schemas']['UserWithRoles'];
export type DatabaseListItem = components['schemas']['DatabaseListItem'];

/** Query keys as openapi-react-query builds them, for invalidation. */
export const ME_ROLES_KEY = ['get', '/api/v1/me/roles/'] as const;
export const ME_KEY = ['get', '/api/v1/me/'] as const;

const MAX_RETRIES = 2;

/** Retries server and network failures, never client errors (4xx: not logged in, bad request, ...). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(isClientError(error) && error.status >= 400 && error.status < 500);
}

function isMeRolesKey(key: readonly unknown[]): boolean {
  return key[0] === ME_ROLES_KEY[0] && key[1] === ME_ROLES_KEY[1];
}

/**
 * The app's query client. A 401 on any query means the session ended: the current-user query is
 * refetched, and the auth guard then sends the user to the login page.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isClientError(error) && error.status === 401 && !isMeRolesKey(query.queryKey)) {
          void queryClient.invalidateQueries({ queryKey: [...ME_ROLES_KEY] });
        }
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/** GET /api/v1/me/: the current user. */
export function useMe() {
  return useApiQueries().useQuery('get', '/api/v1/me/');
}

/** GET /api/v1/me/roles/: the current user with roles; a 401 means nobody is logged in. */
export function useMyRoles() {
  return useApiQueries().useQuery('get', '/api/v1/me/roles/');
}

/** GET /api/v1/database/?q=(…): databases, filtered, ordered and paged by the server. */
export function useDatabases(query: ListQuery) {
  return useApiQueries().useQuery(
    'get',
    '/api/v1/database/',
    { params: { query: { q: encodeRison(query) } } },
    { placeholderData: keepPreviousData },
  );
}
