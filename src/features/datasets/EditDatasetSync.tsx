// 'Sync columns from source': the source's columns now (GET /datasource/external_metadata/…,
// nothing written), taken into the draft as Superset's updateColumns does, with a toast per kind
// of change and 'Metadata has been synced'. Save writes them; Cancel leaves the dataset as it was.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { Button } from '../../components/Button/Button.tsx';
import { clientErrorText } from '../../components/ErrorPanel/clientErrorText.ts';
import { RefreshIcon } from '../../components/Icon/icons.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { useDatasetEditCalls } from './datasetEditCalls.ts';
import { type DraftColumn, syncColumns } from './datasetEditModel.ts';

export function SyncColumnsButton({
  datasetId,
  columns,
  isDisabled,
  onSynced,
}: {
  datasetId: number;
  columns: DraftColumn[];
  /** While the source is unlocked (Superset: not in edit mode), or the dataset is managed externally. */
  isDisabled: boolean;
  onSynced: (columns: DraftColumn[]) => void;
}) {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const calls = useDatasetEditCalls();
  const [busy, setBusy] = useState(false);

  const sync = async () => {
    setBusy(true);
    try {
      const result = syncColumns(columns, await calls.externalMetadata(datasetId));
      onSynced(result.columns);
      if (result.modified.length)
        addSuccessToast(t('datasetEdit.sync.modified', { names: result.modified.join(', ') }));
      if (result.removed.length)
        addSuccessToast(t('datasetEdit.sync.removed', { names: result.removed.join(', ') }));
      if (result.added.length)
        addSuccessToast(t('datasetEdit.sync.added', { names: result.added.join(', ') }));
      addSuccessToast(t('datasetEdit.sync.done'));
    } catch (error) {
      addDangerToast(clientErrorText(t, normalizeThrownError(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" isDisabled={isDisabled || busy} onPress={() => void sync()}>
      <RefreshIcon size={14} />
      {t('datasetEdit.sync.button')}
    </Button>
  );
}
