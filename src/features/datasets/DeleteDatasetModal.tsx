import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Modal } from '../../components/Modal/Modal.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import type { DatasetListItem } from './DatasetTable.tsx';

/** The word typed to confirm (Superset's DeleteModal, case-insensitive). */
export const DELETE_WORD = 'DELETE';

/**
 * Superset's dataset delete: how many charts and dashboards use the dataset
 * (GET …/related_objects), then a confirm that takes the typed word DELETE.
 */
export function DeleteDatasetModal({
  dataset,
  onHide,
  onDeleted,
}: {
  dataset: DatasetListItem;
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const name = dataset.table_name;
  const related = useQuery({
    queryKey: ['datasets', 'relatedObjects', dataset.id],
    queryFn: async () => {
      const { data } = await client.GET('/api/v1/dataset/{pk}/related_objects', {
        params: { path: { pk: dataset.id } },
      });
      return data!;
    },
  });

  const remove = async () => {
    setBusy(true);
    try {
      await client.DELETE('/api/v1/dataset/{pk}', { params: { path: { pk: dataset.id } } });
      addSuccessToast(t('datasets.deleted', { name }));
      onDeleted();
    } catch (error) {
      addDangerToast(
        t('datasets.deleteFailed', { name, error: clientErrorText(t, normalizeThrownError(error)) }),
      );
      onHide();
    } finally {
      setBusy(false);
    }
  };
  const confirmed = typed.trim().toUpperCase() === DELETE_WORD;

  return (
    <Modal
      show
      onHide={onHide}
      title={t('datasets.deleteTitle')}
      primaryButtonName={t('datasets.deleteButton')}
      primaryButtonVariant="danger"
      disablePrimaryButton={busy || !confirmed}
      onHandledPrimaryAction={() => void remove()}
    >
      <p>
        {t('datasets.deleteConfirm', {
          name,
          charts: related.data?.charts.count ?? 0,
          dashboards: related.data?.dashboards.count ?? 0,
        })}
      </p>
      {related.error && (
        <p className="loupe-dataset-list__error-text">
          {t('datasets.relatedFailed', { error: clientErrorText(t, normalizeThrownError(related.error)) })}
        </p>
      )}
      <TextField
        label={t('datasets.typeToConfirm', { word: DELETE_WORD })}
        value={typed}
        onChange={setTyped}
        autoComplete="off"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && confirmed && !busy) void remove();
        }}
      />
    </Modal>
  );
}
