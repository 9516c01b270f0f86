import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/Modal/ConfirmDeleteModal.tsx';
import type { SecurityUser } from '../securityQueries.ts';
import { useSecurityCalls } from '../useSecurityCalls.ts';

/** Asks before deleting a user, then deletes them ('Deleted: name' or the error as a toast). */
export function DeleteUserModal({
  user,
  onHide,
  onDeleted,
}: {
  user: SecurityUser;
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const calls = useSecurityCalls();
  const name = user.username;
  return (
    <ConfirmDeleteModal
      title={t('security.confirmTitle')}
      confirmLabel={t('security.delete')}
      remove={async () => {
        await calls.deleteUser(user.id);
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
