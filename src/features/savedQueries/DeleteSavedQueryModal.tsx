import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { ConfirmDeleteModal } from '../../components/Modal/ConfirmDeleteModal.tsx';
import type { SavedQueryListItem } from './SavedQueryTable.tsx';

/** Asks before deleting a saved query, then deletes it ('Deleted: name' or the error as a toast). */
export function DeleteSavedQueryModal({
  query,
  onHide,
  onDeleted,
}: {
  query: SavedQueryListItem;
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const name = query.label ?? '';
  const remove = async () => {
    await client.DELETE('/api/v1/saved_query/{pk}', { params: { path: { pk: query.id } } });
    return t('savedQueries.deleted', { name });
  };
  return (
    <ConfirmDeleteModal
      title={t('savedQueries.deleteTitle')}
      confirmLabel={t('savedQueries.deleteButton')}
      remove={remove}
      failureText={(error) => t('savedQueries.deleteFailed', { name, error })}
      onHide={onHide}
      onDeleted={onDeleted}
    >
      <p>{t('savedQueries.deleteConfirm', { name })}</p>
    </ConfirmDeleteModal>
  );
}
