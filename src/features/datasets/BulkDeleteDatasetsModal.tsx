import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { ConfirmDeleteModal } from '../../components/Modal/ConfirmDeleteModal.tsx';

/** Superset's bulk delete: 'Please confirm', then DELETE /api/v1/dataset/?q=!(ids); the server's message as toast. */
export function BulkDeleteDatasetsModal({
  ids,
  onHide,
  onDeleted,
}: {
  ids: readonly number[];
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const remove = async () => {
    const { data } = await client.DELETE('/api/v1/dataset/', {
      params: { query: { q: encodeRison([...ids]) } },
    });
    return data?.message ?? '';
  };
  return (
    <ConfirmDeleteModal
      title={t('datasets.pleaseConfirm')}
      confirmLabel={t('datasets.deleteButton')}
      remove={remove}
      failureText={(error) => t('datasets.bulkDeleteFailed', { error })}
      onHide={onHide}
      onDeleted={onDeleted}
    >
      <p>{t('datasets.bulkDeleteConfirm')}</p>
    </ConfirmDeleteModal>
  );
}
