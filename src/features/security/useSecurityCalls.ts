// The security pages' writes (each rejects with a ClientError; a 422 carries fieldMessages), and
// the invalidation that refreshes what they change.
import { useQueryClient } from '@tanstack/react-query';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { ME_KEY, ME_ROLES_KEY, type User, type UserWithRoles } from '../../api/queries.ts';
import type { components } from '../../api/schema.gen.ts';
import { RLS_PATH, ROLE_PERMISSIONS_PATH, ROLES_PATH, USERS_PATH } from './securityQueries.ts';

type Schemas = components['schemas'];

export function useSecurityCalls() {
  const client = useApi();
  return {
    createUser: async (body: Schemas['SecurityUserPostBody']) =>
      (await client.POST(USERS_PATH, { body })).data,
    updateUser: async (pk: number, body: Schemas['SecurityUserPutBody']) =>
      (await client.PUT('/api/v1/security/users/{pk}', { params: { path: { pk } }, body })).data,
    deleteUser: (pk: number) => client.DELETE('/api/v1/security/users/{pk}', { params: { path: { pk } } }),
    createRole: async (name: string) => (await client.POST(ROLES_PATH, { body: { name } })).data,
    renameRole: async (pk: number, name: string) =>
      (await client.PUT('/api/v1/security/roles/{pk}', { params: { path: { pk } }, body: { name } })).data,
    deleteRole: (pk: number) => client.DELETE('/api/v1/security/roles/{pk}', { params: { path: { pk } } }),
    setRolePermissions: (roleId: number, ids: number[]) =>
      client.POST(ROLE_PERMISSIONS_PATH, {
        params: { path: { role_id: roleId } },
        body: { permission_view_menu_ids: ids },
      }),
    createRule: async (body: Schemas['RlsPostBody']) => (await client.POST(RLS_PATH, { body })).data,
    updateRule: async (pk: number, body: Schemas['RlsPutBody']) =>
      (await client.PUT('/api/v1/rowlevelsecurity/{pk}', { params: { path: { pk } }, body })).data,
    deleteRule: (pk: number) => client.DELETE('/api/v1/rowlevelsecurity/{pk}', { params: { path: { pk } } }),
    deleteRules: async (ids: number[]) =>
      (await client.DELETE(RLS_PATH, { params: { query: { q: encodeRison(ids) } } })).data,
    updateMe: async (body: Schemas['MeUpdateBody']) => (await client.PUT('/api/v1/me/', { body })).data,
    changeMyPassword: (body: Schemas['MePasswordBody']) => client.PUT('/api/v1/me/password', { body }),
  };
}

/** Refetches the lists (and the current user) after a write. */
export function useSecurityRefresh() {
  const queryClient = useQueryClient();
  const refresh = (...paths: string[]) => {
    for (const path of paths) void queryClient.invalidateQueries({ queryKey: ['get', path] });
  };
  return {
    users: () => refresh(USERS_PATH, '/api/v1/security/users/{pk}', ME_ROLES_KEY[1]),
    roles: () => refresh(ROLES_PATH, ROLE_PERMISSIONS_PATH, USERS_PATH, ME_ROLES_KEY[1]),
    rules: () => refresh(RLS_PATH, '/api/v1/rowlevelsecurity/{pk}'),
    /** The changed user replaces the cached one (name, email) in both current-user queries. */
    me: (user: User) => {
      queryClient.setQueriesData<{ result: UserWithRoles }>({ queryKey: [...ME_ROLES_KEY] }, (old) =>
        old ? { result: { ...old.result, ...user } } : old,
      );
      refresh(ME_KEY[1]);
    },
  };
}
