// The dataset-save machine bound to the API and the toasts: the modal's Save, confirmation,
// PUT, re-fetch and failure as one actor (machines/datasetSave).
import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { DATASET_SAVED, datasetSaveMachine } from '../../../machines/datasetSave/index.ts';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { useDatasetEditCalls } from './datasetEditCalls.ts';
import type { DatasetDraft } from './datasetEditModel.ts';
import { sqlChanged } from './datasetEditModel.ts';
import { updatePayload } from './datasetEditPayload.ts';
import type { DatasetDetail } from './datasetEditTypes.ts';
import type { DatasetEditProblem } from './datasetEditValidation.ts';

export function useDatasetSave({
  dataset,
  draft,
  problems,
  onSaved,
}: {
  dataset: DatasetDetail;
  draft: DatasetDraft;
  problems: readonly DatasetEditProblem[];
  onSaved: (dataset: DatasetDetail) => void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const calls = useDatasetEditCalls();
  // The machine is made once; what it calls back is read from here at the time.
  const latest = useRef({ calls, onSaved, toasts, t });
  latest.current = { calls, onSaved, toasts, t };

  const [snapshot, send] = useMachine(
    datasetSaveMachine.provide({
      actors: {
        saveDataset: fromPromise(({ input }) =>
          latest.current.calls.updateDataset(
            input.datasetId,
            updatePayload(input.draft as DatasetDraft),
            input.overrideColumns,
          ),
        ),
        fetchDataset: fromPromise(({ input }) => latest.current.calls.fetchDataset(input.datasetId)),
      },
      actions: {
        notify: (_, notice) => {
          const { toasts: api, t: translate } = latest.current;
          // The machine's only notice; anything else is shown as sent.
          api.addSuccessToast(
            notice.message === DATASET_SAVED ? translate('datasetEdit.saved') : notice.message,
          );
        },
        deliver: (_, { dataset: saved }) => latest.current.onSaved(saved as DatasetDetail),
      },
    }),
    {
      input: {
        datasetId: dataset.id,
        draft,
        errors: problems,
        managedExternally: dataset.is_managed_externally,
        sqlChanged: sqlChanged(dataset, draft),
      },
    },
  );

  useEffect(() => {
    send({ type: 'CHANGE', draft, errors: problems, sqlChanged: sqlChanged(dataset, draft) });
  }, [send, dataset, draft, problems]);

  return { snapshot, send };
}
