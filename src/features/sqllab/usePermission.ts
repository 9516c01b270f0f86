// Whether the current user holds a (permission, view) pair (spec §6: admins pass every check),
// from GET /api/v1/me/roles/.
import { useMyRoles } from '../../api/queries.ts';

export function usePermission(permission: string, view: string): boolean {
  const { data } = useMyRoles();
  const roles = data?.result.roles ?? {};
  return Object.entries(roles).some(
    ([name, pairs]) =>
      name.toLowerCase() === 'admin' || pairs.some(([perm, on]) => perm === permission && on === view),
  );
}
