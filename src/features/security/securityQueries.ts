// The security pages' reads (TanStack Query through the contract's hooks): users, roles, a role's
// permissions, every (permission, view) pair, row level security rules and their related
// datasets / roles. Keys are openapi-react-query's, so a write invalidates them by path.
import { keepPreviousData } from '@tanstack/react-query';
import { encodeRison } from '../../../lib/rison.ts';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import type { ListQuery } from '../../api/queries.ts';
import type { components } from '../../api/schema.gen.ts';

export type SecurityUser = components['schemas']['SecurityUser'];
export type SecurityRole = components['schemas']['SecurityRole'];
export type RlsListItem = components['schemas']['RlsListItem'];
export type RlsRule = components['schemas']['RlsRule'];
export type FilterType = components['schemas']['FilterType'];

/** Every pair at once (the contract's page_size -1). */
const ALL = -1;

export const USERS_PATH = '/api/v1/security/users/';
export const ROLES_PATH = '/api/v1/security/roles/';
export const ROLE_PERMISSIONS_PATH = '/api/v1/security/roles/{role_id}/permissions';
export const RLS_PATH = '/api/v1/rowlevelsecurity/';

/** GET /api/v1/security/users/?q=(…). */
export function useSecurityUsers(query: ListQuery) {
  return useApiQueries().useQuery(
    'get',
    USERS_PATH,
    { params: { query: { q: encodeRison(query) } } },
    { placeholderData: keepPreviousData },
  );
}

/** GET /api/v1/security/roles/?q=(…). */
export function useSecurityRoles(query: ListQuery) {
  return useApiQueries().useQuery(
    'get',
    ROLES_PATH,
    { params: { query: { q: encodeRison(query) } } },
    { placeholderData: keepPreviousData },
  );
}

/** GET /api/v1/security/roles/{role_id}/permissions: the pairs the role holds. */
export function useRolePermissions(roleId: number) {
  return useApiQueries().useQuery('get', ROLE_PERMISSIONS_PATH, { params: { path: { role_id: roleId } } });
}

/** GET /api/v1/security/permissions-resources/: every (permission, view) pair. */
export function usePermissionResources() {
  return useApiQueries().useQuery('get', '/api/v1/security/permissions-resources/', {
    params: { query: { q: encodeRison({ page: 0, page_size: ALL }) } },
  });
}

/** GET /api/v1/rowlevelsecurity/?q=(…). */
export function useRlsRules(query: ListQuery) {
  return useApiQueries().useQuery(
    'get',
    RLS_PATH,
    { params: { query: { q: encodeRison(query) } } },
    { placeholderData: keepPreviousData },
  );
}

/** GET /api/v1/rowlevelsecurity/{pk}: one rule, for its modal. */
export function useRlsRule(pk: number | null) {
  return useApiQueries().useQuery(
    'get',
    '/api/v1/rowlevelsecurity/{pk}',
    { params: { path: { pk: pk ?? 0 } } },
    { enabled: pk !== null },
  );
}

/** GET /api/v1/rowlevelsecurity/related/{tables|roles}?q=(filter:…): the first page of matches. */
export function useRlsRelated(column: 'tables' | 'roles', filter: string) {
  return useApiQueries().useQuery(
    'get',
    '/api/v1/rowlevelsecurity/related/{column_name}',
    {
      params: {
        path: { column_name: column },
        query: { q: encodeRison({ filter, page: 0, page_size: 100 }) },
      },
    },
    { placeholderData: keepPreviousData },
  );
}
