// The dialogs over the Edit Dataset modal: the save confirmation (spec §5: the configuration
// affects all charts using the dataset) and 'Error saving dataset' with the server's message.
import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { Button } from '../../components/Button/Button.tsx';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Modal } from '../../components/Modal/Modal.tsx';
import { Alert } from './EditDatasetFields.tsx';

export function ConfirmSaveDialog({
  show,
  busy,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  /** The save is under way: OK waits. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      show={show}
      onHide={busy ? () => {} : onCancel}
      title={t('datasetEdit.confirm.title')}
      width={480}
      footer={
        <>
          <Button onPress={onCancel} isDisabled={busy}>
            {t('modal.cancel')}
          </Button>
          <Button variant="primary" onPress={onConfirm} isDisabled={busy}>
            {t('modal.ok')}
          </Button>
        </>
      }
    >
      <Alert kind="warning">{t('datasetEdit.confirm.warning')}</Alert>
      <p>{t('datasetEdit.confirm.question')}</p>
    </Modal>
  );
}

export function SaveErrorDialog({ error, onDismiss }: { error: unknown; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      show
      onHide={onDismiss}
      title={t('datasetEdit.saveError')}
      width={520}
      footer={
        <Button variant="danger" onPress={onDismiss}>
          {t('modal.ok')}
        </Button>
      }
    >
      {/* The server's message alone, as Superset's modal.error (no 'Unexpected error' heading). */}
      <p className="loupe-edit-dataset__save-error">{clientErrorText(t, normalizeThrownError(error))}</p>
    </Modal>
  );
}
