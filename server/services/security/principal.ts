// Who is calling and what they may do.

import type { PermissionViewPair } from '../../../lib/security/builtinRoles.ts';
import type { components } from '../../../src/api/schema.gen.ts';

/** A user as the API returns it (login, /api/v1/me/): the contract's User. */
export type UserSummary = components['schemas']['User'];

export interface Principal {
  user: UserSummary;
  /** Role name → the pairs it grants. */
  roles: ReadonlyMap<string, readonly PermissionViewPair[]>;
  /** true when a role is named admin (any case): such a user passes every check. */
  isAdmin: boolean;
  pairKeys: ReadonlySet<string>;
}

export function permissionKey(permission: string, view: string): string {
  return `${permission}\u0000${view}`;
}

export function buildPrincipal(
  user: UserSummary,
  roles: ReadonlyMap<string, readonly PermissionViewPair[]>,
): Principal {
  const pairKeys = new Set<string>();
  for (const pairs of roles.values()) for (const [p, v] of pairs) pairKeys.add(permissionKey(p, v));
  const isAdmin = [...roles.keys()].some((name) => name.toLowerCase() === 'admin');
  return { user, roles, isAdmin, pairKeys };
}

/** Whether the principal holds (permission, view); Admin always does. */
export function can(principal: Principal | null, permission: string, view: string): boolean {
  if (!principal) return false;
  return principal.isAdmin || principal.pairKeys.has(permissionKey(permission, view));
}

/** The permission names the principal holds on a view (for _info calls). */
export function permissionsOnView(principal: Principal, view: string, known: readonly string[]): string[] {
  return known.filter((permission) => can(principal, permission, view));
}
