// The toolbar's save dialog: name (the tab's by default) and description; Save creates a saved
// query (POST) and links the tab to it, Update (when the tab has one) changes it (PUT).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SqlEditorTab } from '../../../machines/tabSync/index.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { createSavedQueryApi, type SavedQueryFields } from './savedQueryApi.ts';

interface SaveQueryModalProps {
  tab: SqlEditorTab;
  onHide(): void;
  /** A new saved query was made from the tab. */
  onSaved(id: number): void;
}

export function SaveQueryModal({ tab, onHide, onSaved }: SaveQueryModalProps) {
  const { t } = useTranslation();
  const client = useApi();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [label, setLabel] = useState(tab.name);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const remoteId = tab.remoteId ?? null;

  const fields = (): SavedQueryFields => ({
    label: label.trim(),
    description,
    sql: tab.sql,
    db_id: tab.dbId ?? null,
    catalog: tab.catalog ?? null,
    schema: tab.schema ?? null,
    template_parameters: tab.templateParams ?? null,
  });

  const save = async () => {
    setBusy(true);
    try {
      const id = await createSavedQueryApi(client).create(fields());
      addSuccessToast(t('sqlLab.querySaved'));
      onSaved(id);
      onHide();
    } catch {
      addDangerToast(t('sqlLab.querySaveFailed'));
      setBusy(false);
    }
  };

  const update = async () => {
    if (remoteId === null) return;
    setBusy(true);
    try {
      await createSavedQueryApi(client).update(remoteId, fields());
      addSuccessToast(t('sqlLab.queryUpdated'));
      onHide();
    } catch {
      addDangerToast(t('sqlLab.queryUpdateFailed'));
      setBusy(false);
    }
  };

  const disabled = busy || label.trim() === '';
  return (
    <Modal
      show
      onHide={onHide}
      title={t('sqlLab.saveQueryTitle')}
      footer={
        <>
          <Button onPress={onHide}>{t('modal.cancel')}</Button>
          <Button
            variant={remoteId === null ? 'primary' : 'secondary'}
            isDisabled={disabled}
            onPress={() => void save()}
          >
            {t('sqlLab.save')}
          </Button>
          {remoteId !== null && (
            <Button variant="primary" isDisabled={disabled} onPress={() => void update()}>
              {t('sqlLab.update')}
            </Button>
          )}
        </>
      }
    >
      <div className="loupe-sql-lab__save-form">
        <TextField label={t('databases.name')} value={label} onChange={setLabel} isRequired autoFocus />
        <TextField label={t('sqlLab.saveDescription')} value={description} onChange={setDescription} />
      </div>
    </Modal>
  );
}
