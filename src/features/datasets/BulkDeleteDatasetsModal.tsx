import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Modal } from '../../components/Modal/Modal.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';

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
  const { addSuccessToast, addDangerToast } = useToasts();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      const { data } = await client.DELETE('/api/v1/dataset/', {
        params: { query: { q: encodeRison([...ids]) } },
      });
      addSuccessToast(data?.message ?? '');
      onDeleted();
    } catch (error) {
      addDangerToast(
        t('datasets.bulkDeleteFailed', { error: clientErrorText(t, normalizeThrownError(error)) }),
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
      title={t('datasets.pleaseConfirm')}
      primaryButtonName={t('datasets.deleteButton')}
      primaryButtonVariant="danger"
      disablePrimaryButton={busy}
      onHandledPrimaryAction={() => void remove()}
    >
      <p>{t('datasets.bulkDeleteConfirm')}</p>
    </Modal>
  );
}
