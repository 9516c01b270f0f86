// What the user may do on datasets: the permissions of GET /api/v1/dataset/_info, and who the user
// is (owners and admins edit a dataset, as Superset's list).
import { encodeRison } from '../../../lib/rison.ts';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import { useMyRoles } from '../../api/queries.ts';

export interface DatasetPermissions {
  canWrite: boolean;
  canDuplicate: boolean;
  userId: number | null;
  isAdmin: boolean;
}

export function useDatasetPermissions(): DatasetPermissions {
  const { data } = useApiQueries().useQuery('get', '/api/v1/dataset/_info', {
    params: { query: { q: encodeRison({ keys: ['permissions'] }) } },
  });
  const me = useMyRoles().data?.result;
  const permissions = data?.permissions ?? [];
  return {
    canWrite: permissions.includes('can_write'),
    // Superset asks for can_duplicate; writers may duplicate too.
    canDuplicate: permissions.includes('can_duplicate') || permissions.includes('can_write'),
    userId: me?.id ?? null,
    isAdmin: Object.keys(me?.roles ?? {}).some((name) => name.toLowerCase() === 'admin'),
  };
}
