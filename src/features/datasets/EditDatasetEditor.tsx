// The loaded Edit Dataset modal: the draft, its validation, the tabs and the save life cycle.
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { EditIcon } from '../../components/Icon/icons.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { type DatasetDraft, draftOf } from './datasetEditModel.ts';
import { problemText } from './datasetEditProblems.ts';
import { useDatasetSave } from './datasetEditSave.ts';
import type { DatasetDetail } from './datasetEditTypes.ts';
import { validateDatasetEdit } from './datasetEditValidation.ts';
import { EditDatasetColumns } from './EditDatasetColumns.tsx';
import { ConfirmSaveDialog, SaveErrorDialog } from './EditDatasetDialogs.tsx';
import { Alert } from './EditDatasetFields.tsx';
import { EditDatasetMetrics } from './EditDatasetMetrics.tsx';
import { EditDatasetSettings } from './EditDatasetSettings.tsx';
import { EditDatasetSource } from './EditDatasetSource.tsx';
import { SyncColumnsButton } from './EditDatasetSync.tsx';

function TabTitle({ title, count }: { title: string; count: number }) {
  return (
    <>
      {title}
      <span className="loupe-edit-dataset__count">{count}</span>
    </>
  );
}

export function EditDatasetEditor({
  dataset,
  onHide,
  onSaved,
}: {
  dataset: DatasetDetail;
  onHide: () => void;
  onSaved: (dataset: DatasetDetail) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DatasetDraft>(() => draftOf(dataset));
  const [unlocked, setUnlocked] = useState(false);
  const problems = useMemo(() => validateDatasetEdit(draft), [draft]);
  const { snapshot, send } = useDatasetSave({ dataset, draft, problems, onSaved });
  const change = (patch: Partial<DatasetDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const managed = dataset.is_managed_externally;
  const state = snapshot.value;
  const busy = state === 'saving' || state === 'refetching';

  return (
    <Modal
      show
      onHide={onHide}
      maskClosable={!unlocked}
      className="loupe-edit-dataset"
      responsive
      title={
        <span className="loupe-edit-dataset__title">
          <EditIcon size={18} />
          {t('datasetEdit.title')} <strong>{draft.table_name}</strong>
        </span>
      }
      footer={
        <>
          {managed && (
            <span className="loupe-edit-dataset__managed">{t('datasetEdit.managedExternally')}</span>
          )}
          <Button onPress={onHide}>{t('modal.cancel')}</Button>
          <Button
            variant="primary"
            isDisabled={!snapshot.can({ type: 'SAVE' })}
            onPress={() => send({ type: 'SAVE' })}
          >
            {t('datasetEdit.save')}
          </Button>
        </>
      }
    >
      {problems.length > 0 && (
        <Alert kind="error">
          {problems.map((problem) => {
            const text = problemText(t, problem);
            return <div key={text}>{text}</div>;
          })}
        </Alert>
      )}
      {managed && <Alert kind="info">{t('datasetEdit.managedExternally')}</Alert>}
      <Alert kind="warning">
        <strong>{t('datasetEdit.beCareful')}</strong> {t('datasetEdit.beCarefulText')}
      </Alert>
      <Tabs className="loupe-edit-dataset__tabs">
        <TabList className="loupe-edit-dataset__tab-list" aria-label={t('datasetEdit.tabs')}>
          <Tab id="source" className="loupe-edit-dataset__tab">
            {t('datasetEdit.tab.source')}
          </Tab>
          <Tab id="metrics" className="loupe-edit-dataset__tab">
            <TabTitle title={t('datasetEdit.tab.metrics')} count={draft.metrics.length} />
          </Tab>
          <Tab id="columns" className="loupe-edit-dataset__tab">
            <TabTitle title={t('datasetEdit.tab.columns')} count={draft.columns.length} />
          </Tab>
          <Tab id="calculated" className="loupe-edit-dataset__tab">
            <TabTitle title={t('datasetEdit.tab.calculated')} count={draft.calculatedColumns.length} />
          </Tab>
          <Tab id="settings" className="loupe-edit-dataset__tab">
            {t('datasetEdit.tab.settings')}
          </Tab>
        </TabList>
        <TabPanel id="source" className="loupe-edit-dataset__panel">
          <EditDatasetSource
            draft={draft}
            onChange={change}
            unlocked={unlocked}
            onToggleLock={() => setUnlocked((value) => !value)}
          />
        </TabPanel>
        <TabPanel id="metrics" className="loupe-edit-dataset__panel">
          <EditDatasetMetrics metrics={draft.metrics} onChange={(metrics) => change({ metrics })} />
        </TabPanel>
        <TabPanel id="columns" className="loupe-edit-dataset__panel">
          <EditDatasetColumns
            columns={draft.columns}
            onChange={(columns) => change({ columns })}
            toolbar={
              <SyncColumnsButton
                datasetId={dataset.id}
                columns={draft.columns}
                isDisabled={unlocked || managed}
                onSynced={(columns) => change({ columns })}
              />
            }
          />
        </TabPanel>
        <TabPanel id="calculated" className="loupe-edit-dataset__panel">
          <EditDatasetColumns
            calculated
            columns={draft.calculatedColumns}
            onChange={(calculatedColumns) => change({ calculatedColumns })}
          />
        </TabPanel>
        <TabPanel id="settings" className="loupe-edit-dataset__panel">
          <EditDatasetSettings draft={draft} onChange={change} />
        </TabPanel>
      </Tabs>
      <ConfirmSaveDialog
        show={state === 'confirming' || busy}
        busy={busy}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      {state === 'failed' && (
        <SaveErrorDialog error={snapshot.context.failure} onDismiss={() => send({ type: 'DISMISS' })} />
      )}
    </Modal>
  );
}
