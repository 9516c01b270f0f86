import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { ConfirmDeleteModal } from '../../components/Modal/ConfirmDeleteModal.tsx';

export interface ChartRef {
  id: number;
  slice_name: string | null;
}

/**
 * Superset's chart delete: 'Please confirm', then DELETE /api/v1/chart/{id} ('Deleted: {name}')
 * or, for several, DELETE /api/v1/chart/?q=!(ids) (the server's message); failures as spec §8.
 */
export function DeleteChartsModal({
  charts,
  onHide,
  onDeleted,
}: {
  charts: readonly ChartRef[];
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const single = charts.length === 1 ? charts[0] : undefined;
  const remove = async () => {
    if (single) {
      await client.DELETE('/api/v1/chart/{pk}', { params: { path: { pk: single.id } } });
      return t('charts.deleted', { name: single.slice_name ?? '' });
    }
    const { data } = await client.DELETE('/api/v1/chart/', {
      params: { query: { q: encodeRison(charts.map((chart) => chart.id)) } },
    });
    return data?.message ?? '';
  };
  return (
    <ConfirmDeleteModal
      title={t('charts.pleaseConfirm')}
      confirmLabel={t('charts.deleteButton')}
      remove={remove}
      failureText={(error) =>
        single
          ? t('charts.deleteFailed', { name: single.slice_name ?? '', error })
          : t('charts.bulkDeleteFailed', { error })
      }
      onHide={onHide}
      onDeleted={onDeleted}
    >
      <p>
        {single
          ? t('charts.deleteConfirm', { name: single.slice_name ?? '' })
          : t('charts.bulkDeleteConfirm')}
      </p>
    </ConfirmDeleteModal>
  );
}
