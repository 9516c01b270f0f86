// What the current user may do, from GET /api/v1/me/roles/ (role name → (permission, view) pairs).
import type { UserWithRoles } from './queries.ts';

/** Whether one of the user's roles grants `permission` on `view` (e.g. menu_access on List Users). */
export function hasPermission(user: Pick<UserWithRoles, 'roles'>, permission: string, view: string): boolean {
  return Object.values(user.roles).some((pairs) => pairs.some(([p, v]) => p === permission && v === view));
}
