import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/Modal/ConfirmDeleteModal.tsx';

/**
 * 'Please confirm' before deleting a user, role or rule by name, then deletes it ('Deleted: name'
 * or the error as a toast).
 */
export function DeleteNamedModal({
  name,
  remove,
  onHide,
  onDeleted,
}: {
  name: string;
  remove: () => Promise<unknown>;
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteModal
      title={t('security.confirmTitle')}
      confirmLabel={t('security.delete')}
      remove={async () => {
        await remove();
        return t('security.deleted', { name });
      }}
      failureText={(error) => t('security.deleteFailed', { name, error })}
      onHide={onHide}
      onDeleted={onDeleted}
    >
      <p>{t('security.deleteConfirm', { name })}</p>
    </ConfirmDeleteModal>
  );
}
