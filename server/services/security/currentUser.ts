// The user payloads of /api/v1/me/roles/ (Superset's bootstrap user data).
import type { components } from '../../../src/api/schema.gen.ts';
import type { Principal } from './principal.ts';

/** The permissions that grant access to data objects, listed apart under `permissions`. */
const DATA_ACCESS_PERMISSIONS = ['datasource_access', 'database_access'];

export type UserWithRoles = components['schemas']['UserWithRoles'];

export function userWithRoles(principal: Principal): UserWithRoles {
  const roles: UserWithRoles['roles'] = {};
  const permissions: UserWithRoles['permissions'] = {};
  for (const [role, pairs] of principal.roles) {
    roles[role] = pairs.map(([permission, view]) => [permission, view]);
    for (const [permission, view] of pairs) {
      if (!DATA_ACCESS_PERMISSIONS.includes(permission)) continue;
      const views = permissions[permission] ?? [];
      if (!views.includes(view)) views.push(view);
      permissions[permission] = views;
    }
  }
  return { ...principal.user, roles, permissions };
}
