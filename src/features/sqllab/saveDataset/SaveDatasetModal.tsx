import { useState } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiProvider.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { OverwriteDatasetSelect, type OverwriteTarget } from './OverwriteDatasetSelect.tsx';
import { defaultDatasetName, type SaveableDatasource, savedTemplateParams } from './saveableDatasource.ts';
import './SaveDatasetModal.css';

type Mode = 'new' | 'overwrite';

function explorePath(id: number): string {
  return `/explore/?datasource_type=table&datasource_id=${id}`;
}

/**
 * Superset's SaveDatasetModal: save a SQL Lab result as a new virtual dataset (POST
 * /api/v1/dataset/), or overwrite one of the user's (confirm, then PUT ?override_columns=true),
 * then open explore on it.
 */
export function SaveDatasetModal({
  datasource,
  onHide,
}: {
  datasource: SaveableDatasource;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const client = useApi();
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState(() =>
    defaultDatasetName(datasource.name, t('datasets.save.untitled'), new Date()),
  );
  const [target, setTarget] = useState<OverwriteTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const saveNew = async () => {
    setBusy(true);
    try {
      const { data } = await client.POST('/api/v1/dataset/', {
        body: {
          database: datasource.dbId,
          catalog: datasource.catalog,
          schema: datasource.schema,
          sql: datasource.sql,
          table_name: name.trim(),
          template_params: savedTemplateParams(datasource.templateParams),
          is_managed_externally: false,
          external_url: null,
        },
      });
      onHide();
      navigate(explorePath(data!.id));
    } catch {
      addDangerToast(t('datasets.save.saveFailed'));
      setBusy(false);
    }
  };

  const overwrite = async () => {
    if (!target) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    try {
      await client.PUT('/api/v1/dataset/{pk}', {
        params: { path: { pk: target.id }, query: { override_columns: true } },
        body: {
          sql: datasource.sql,
          columns: datasource.columns,
          owners: target.owners,
          database_id: datasource.dbId,
        },
      });
      onHide();
      navigate(explorePath(target.id));
    } catch {
      addDangerToast(t('datasets.save.overwriteFailed'));
      setBusy(false);
    }
  };

  const disabled = busy || (mode === 'new' ? name.trim() === '' : target === null);
  const footer =
    mode === 'new' ? (
      <Button variant="primary" isDisabled={disabled} onPress={() => void saveNew()}>
        {t('datasets.save.saveAndExplore')}
      </Button>
    ) : (
      <>
        {confirming && <Button onPress={() => setConfirming(false)}>{t('datasets.save.back')}</Button>}
        <Button variant="primary" isDisabled={disabled} onPress={() => void overwrite()}>
          {t('datasets.save.overwriteAndExplore')}
        </Button>
      </>
    );

  return (
    <Modal show onHide={onHide} title={t('datasets.save.title')} footer={footer}>
      {confirming ? (
        <p>{t('datasets.save.overwriteConfirm')}</p>
      ) : (
        <div className="loupe-save-dataset">
          <p>{t('datasets.save.description')}</p>
          <RadioGroup
            aria-label={t('datasets.save.title')}
            value={mode}
            onChange={(value) => setMode(value === 'overwrite' ? 'overwrite' : 'new')}
            className="loupe-save-dataset__modes"
          >
            <div className="loupe-save-dataset__row">
              <Radio className="loupe-save-dataset__radio" value="new">
                {t('datasets.save.saveAsNew')}
              </Radio>
              <TextField
                className="loupe-save-dataset__input"
                aria-label={t('datasets.save.datasetName')}
                value={name}
                onChange={setName}
                isDisabled={mode !== 'new'}
              />
            </div>
            <div className="loupe-save-dataset__row">
              <Radio className="loupe-save-dataset__radio" value="overwrite">
                {t('datasets.save.overwriteExisting')}
              </Radio>
              <OverwriteDatasetSelect
                className="loupe-save-dataset__input"
                value={target}
                onChange={setTarget}
                isDisabled={mode !== 'overwrite'}
              />
            </div>
          </RadioGroup>
        </div>
      )}
    </Modal>
  );
}
