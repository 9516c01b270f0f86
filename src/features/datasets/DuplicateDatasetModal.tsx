import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Modal } from '../../components/Modal/Modal.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import type { DatasetListItem } from './DatasetTable.tsx';

/** Superset's 'Duplicate dataset': a new name, then POST /api/v1/dataset/duplicate. */
export function DuplicateDatasetModal({
  dataset,
  onHide,
  onDuplicated,
}: {
  dataset: DatasetListItem;
  onHide: () => void;
  onDuplicated: () => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const { addDangerToast } = useToasts();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const canSave = name.trim() !== '' && !busy;

  const duplicate = async () => {
    if (!canSave) return;
    setBusy(true);
    try {
      await client.POST('/api/v1/dataset/duplicate', {
        body: { base_model_id: dataset.id, table_name: name.trim() },
      });
      onDuplicated();
    } catch (error) {
      addDangerToast(
        t('datasets.duplicateFailed', { error: clientErrorText(t, normalizeThrownError(error)) }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      show
      onHide={onHide}
      title={t('datasets.duplicateTitle')}
      primaryButtonName={t('datasets.duplicateButton')}
      disablePrimaryButton={!canSave}
      onHandledPrimaryAction={() => void duplicate()}
    >
      <TextField
        label={t('datasets.newDatasetName')}
        value={name}
        onChange={setName}
        autoComplete="off"
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Enter') void duplicate();
        }}
      />
    </Modal>
  );
}
