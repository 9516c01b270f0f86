import { encodeRison } from '../../../lib/rison.ts';
import { useApiQueries } from '../../api/ApiProvider.tsx';

/** Whether the user may connect, edit and delete databases (can_write on Database, from _info). */
export function useCanWriteDatabases(): boolean {
  const { data } = useApiQueries().useQuery('get', '/api/v1/database/_info', {
    params: { query: { q: encodeRison({ keys: ['permissions'] }) } },
  });
  return data?.permissions?.includes('can_write') ?? false;
}
