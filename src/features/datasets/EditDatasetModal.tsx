// Edit Dataset (spec §2, §4 'Dataset edit'): loads the dataset, then Superset's editor tabs —
// Source, Metrics, Columns, Calculated columns, Settings — with Cancel and Save. Save (enabled
// without validation errors, unless managed externally, never while saving) asks for
// confirmation, puts the dataset, re-fetches it, toasts and hands it to onSaved.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { useDatasetEditCalls } from './datasetEditCalls.ts';
import type { DatasetDetail } from './datasetEditTypes.ts';
import { EditDatasetEditor } from './EditDatasetEditor.tsx';
import './EditDataset.css';

export interface EditDatasetModalProps {
  datasetId: number;
  onHide: () => void;
  /** The dataset as saved (re-fetched); the modal closes after. */
  onSaved?: (dataset: DatasetDetail) => void;
}

export function EditDatasetModal({ datasetId, onHide, onSaved }: EditDatasetModalProps) {
  const { t } = useTranslation();
  const calls = useDatasetEditCalls();
  const loaded = useQuery({
    queryKey: ['datasetEdit', 'dataset', datasetId],
    queryFn: () => calls.fetchDataset(datasetId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  if (loaded.data) {
    return (
      <EditDatasetEditor
        key={datasetId}
        dataset={loaded.data}
        onHide={onHide}
        onSaved={(dataset) => {
          onSaved?.(dataset);
          onHide();
        }}
      />
    );
  }
  return (
    <Modal
      show
      onHide={onHide}
      title={t('datasetEdit.title')}
      className="loupe-edit-dataset"
      responsive
      hideFooter
    >
      {loaded.error ? <ClientErrorMessage error={loaded.error} source="crud" /> : <Loading />}
    </Modal>
  );
}
