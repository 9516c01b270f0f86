// Favourite stars of the listed charts: GET /api/v1/chart/favorite_status/?q=!(ids), and
// POST / DELETE /api/v1/chart/{id}/favorites/ to change one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { useToasts } from '../../components/Toasts/useToasts.ts';

export function useChartFavorites(ids: readonly number[]) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  const key = ['charts', 'favorite_status', ids.join(',')];
  const status = useQuery({
    queryKey: key,
    enabled: ids.length > 0,
    queryFn: async (): Promise<Set<number>> => {
      const { data } = await client.GET('/api/v1/chart/favorite_status/', {
        params: { query: { q: encodeRison([...ids]) } },
      });
      return new Set((data?.result ?? []).filter((row) => row.value).map((row) => row.id));
    },
  });
  const change = useMutation({
    mutationFn: async ({ id, favorite }: { id: number; favorite: boolean }) => {
      const init = { params: { path: { pk: id } } };
      if (favorite) await client.POST('/api/v1/chart/{pk}/favorites/', init);
      else await client.DELETE('/api/v1/chart/{pk}/favorites/', init);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['charts', 'favorite_status'] }),
    onError: (error) =>
      addDangerToast(t('charts.favoriteFailed', { error: clientErrorText(t, normalizeThrownError(error)) })),
  });
  return {
    favorites: status.data ?? new Set<number>(),
    setFavorite: (id: number, favorite: boolean) => change.mutate({ id, favorite }),
  };
}
