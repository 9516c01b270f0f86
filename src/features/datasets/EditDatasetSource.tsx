// The Source tab: where the dataset's rows come from — a physical table (database, schema,
// table) or virtual SQL — locked behind a padlock as Superset's DatasourceEditor.
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { SqlEditor } from '../../components/SqlEditor/SqlEditor.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { DatasetDraft, DatasourceType } from './datasetEditModel.ts';
import { LockIcon } from './EditDatasetFields.tsx';

export interface SourceProps {
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
  unlocked: boolean;
  onToggleLock: () => void;
}

export function EditDatasetSource({ draft, onChange, unlocked, onToggleLock }: SourceProps) {
  const { t } = useTranslation();
  const lockText = unlocked ? t('datasetEdit.source.lockToPrevent') : t('datasetEdit.source.lockToChange');
  return (
    <div className="loupe-edit-dataset__source">
      <div className="loupe-edit-dataset__lock">
        <Button
          variant="link"
          size="small"
          aria-label={lockText}
          aria-pressed={unlocked}
          onPress={onToggleLock}
        >
          <LockIcon open={unlocked} size={16} />
        </Button>
        <span>{lockText}</span>
      </div>
      <RadioGroup
        className="loupe-edit-dataset__kind"
        orientation="horizontal"
        value={draft.datasourceType}
        onChange={(value) => onChange({ datasourceType: value as DatasourceType })}
        isDisabled={!unlocked}
      >
        <Label className="loupe-visually-hidden">{t('datasetEdit.source.kind')}</Label>
        <Radio className="loupe-edit-dataset__radio" value="physical">
          {t('datasetEdit.source.physical')}
        </Radio>
        <Radio className="loupe-edit-dataset__radio" value="virtual">
          {t('datasetEdit.source.virtual')}
        </Radio>
      </RadioGroup>
      <div className="loupe-edit-dataset__grid">
        <TextField label={t('datasetEdit.source.database')} value={draft.database.database_name} isReadOnly />
        {draft.database.allow_multi_catalog && (
          <TextField
            label={t('datasetEdit.source.catalog')}
            value={draft.catalog ?? ''}
            onChange={(catalog) => onChange({ catalog: catalog || null })}
            isReadOnly={!unlocked}
          />
        )}
        <TextField
          label={t('datasetEdit.source.schema')}
          value={draft.schema ?? ''}
          onChange={(schema) => onChange({ schema: schema || null })}
          isReadOnly={!unlocked}
        />
        <TextField
          label={
            draft.datasourceType === 'virtual' ? t('datasetEdit.source.name') : t('datasetEdit.source.table')
          }
          value={draft.table_name}
          onChange={(table_name) => onChange({ table_name })}
          isReadOnly={!unlocked}
        />
      </div>
      {draft.datasourceType === 'virtual' && (
        <div className="loupe-edit-dataset__sql">
          <span className="loupe-field__label">{t('datasetEdit.source.sql')}</span>
          <SqlEditor
            value={draft.sql}
            onChange={(sql) => onChange({ sql })}
            readOnly={!unlocked}
            height={260}
            label={t('datasetEdit.source.sql')}
          />
        </div>
      )}
    </div>
  );
}
