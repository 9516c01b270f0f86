import { useTranslation } from 'react-i18next';
import type { DatabaseListItem } from '../../api/queries.ts';
import { ConfirmDeleteModal } from '../../components/Modal/ConfirmDeleteModal.tsx';
import { useDatabaseCalls } from './modal/useDatabaseCalls.ts';

/** Asks before deleting a database, then deletes it ('Deleted: name' or the error as a toast). */
export function DeleteDatabaseModal({
  database,
  onHide,
  onDeleted,
}: {
  database: DatabaseListItem;
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const calls = useDatabaseCalls();
  const name = database.database_name;
  const remove = async () => {
    await calls.remove(database.id);
    return t('databases.deleted', { name });
  };
  return (
    <ConfirmDeleteModal
      title={t('databases.deleteTitle')}
      confirmLabel={t('databases.deleteButton')}
      remove={remove}
      failureText={(error) => t('databases.deleteFailed', { name, error })}
      onHide={onHide}
      onDeleted={onDeleted}
    >
      <p>{t('databases.deleteConfirm', { name })}</p>
    </ConfirmDeleteModal>
  );
}
