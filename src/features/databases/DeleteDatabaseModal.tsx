import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import type { DatabaseListItem } from '../../api/queries.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Modal } from '../../components/Modal/Modal.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
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
  const { addSuccessToast, addDangerToast } = useToasts();
  const calls = useDatabaseCalls();
  const [busy, setBusy] = useState(false);
  const name = database.database_name;

  const remove = async () => {
    setBusy(true);
    try {
      await calls.remove(database.id);
      addSuccessToast(t('databases.deleted', { name }));
      onDeleted();
    } catch (error) {
      addDangerToast(
        t('databases.deleteFailed', { name, error: clientErrorText(t, normalizeThrownError(error)) }),
      );
      onHide();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      show
      onHide={onHide}
      title={t('databases.deleteTitle')}
      primaryButtonName={t('databases.deleteButton')}
      primaryButtonVariant="danger"
      disablePrimaryButton={busy}
      onHandledPrimaryAction={() => void remove()}
    >
      <p>{t('databases.deleteConfirm', { name })}</p>
    </Modal>
  );
}
