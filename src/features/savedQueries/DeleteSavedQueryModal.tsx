import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Modal } from '../../components/Modal/Modal.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
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
  const { addSuccessToast, addDangerToast } = useToasts();
  const [busy, setBusy] = useState(false);
  const name = query.label ?? '';

  const remove = async () => {
    setBusy(true);
    try {
      await client.DELETE('/api/v1/saved_query/{pk}', { params: { path: { pk: query.id } } });
      addSuccessToast(t('savedQueries.deleted', { name }));
      onDeleted();
    } catch (error) {
      addDangerToast(
        t('savedQueries.deleteFailed', { name, error: clientErrorText(t, normalizeThrownError(error)) }),
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
      title={t('savedQueries.deleteTitle')}
      primaryButtonName={t('savedQueries.deleteButton')}
      primaryButtonVariant="danger"
      disablePrimaryButton={busy}
      onHandledPrimaryAction={() => void remove()}
    >
      <p>{t('savedQueries.deleteConfirm', { name })}</p>
    </Modal>
  );
}
