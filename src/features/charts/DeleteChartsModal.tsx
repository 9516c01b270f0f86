import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../lib/rison.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { Modal } from '../../components/Modal/Modal.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';

export interface ChartRef {
  id: number;
  slice_name: string | null;
}

/**
 * Superset's chart delete: 'Please confirm', then DELETE /api/v1/chart/{id} ('Deleted: {name}')
 * or, for several, DELETE /api/v1/chart/?q=!(ids) (the server's message); failures as spec §8.
 */
export function DeleteChartsModal({
  charts,
  onHide,
  onDeleted,
}: {
  charts: readonly ChartRef[];
  onHide: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [busy, setBusy] = useState(false);
  const single = charts.length === 1 ? charts[0] : undefined;

  const remove = async () => {
    setBusy(true);
    try {
      if (single) {
        await client.DELETE('/api/v1/chart/{pk}', { params: { path: { pk: single.id } } });
        addSuccessToast(t('charts.deleted', { name: single.slice_name ?? '' }));
      } else {
        const { data } = await client.DELETE('/api/v1/chart/', {
          params: { query: { q: encodeRison(charts.map((chart) => chart.id)) } },
        });
        addSuccessToast(data?.message ?? '');
      }
      onDeleted();
    } catch (error) {
      const text = clientErrorText(t, normalizeThrownError(error));
      addDangerToast(
        single
          ? t('charts.deleteFailed', { name: single.slice_name ?? '', error: text })
          : t('charts.bulkDeleteFailed', { error: text }),
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
      title={t('charts.pleaseConfirm')}
      primaryButtonName={t('charts.deleteButton')}
      primaryButtonVariant="danger"
      disablePrimaryButton={busy}
      onHandledPrimaryAction={() => void remove()}
    >
      <p>
        {single
          ? t('charts.deleteConfirm', { name: single.slice_name ?? '' })
          : t('charts.bulkDeleteConfirm')}
      </p>
    </Modal>
  );
}
