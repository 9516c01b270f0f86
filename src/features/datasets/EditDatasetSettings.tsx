// The Settings tab: Basic (description, default URL, autocomplete filters and their predicate,
// extra, owners) and Advanced (cache timeout, hours offset, template parameters, main datetime
// column, normalize column names, always filter the main datetime column, external management).
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { TextAreaField } from '../../components/TextAreaField/TextAreaField.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import type { DatasetDraft } from './datasetEditModel.ts';
import { EditDatasetOwners } from './EditDatasetOwners.tsx';

export interface SettingsProps {
  draft: DatasetDraft;
  onChange: (patch: Partial<DatasetDraft>) => void;
}

const NO_MAIN_DTTM = '';

export function EditDatasetSettings({ draft, onChange }: SettingsProps) {
  const { t } = useTranslation();
  const temporal = [...draft.columns, ...draft.calculatedColumns].filter((column) => column.is_dttm);
  return (
    <div className="loupe-edit-dataset__settings">
      <fieldset className="loupe-edit-dataset__fieldset">
        <legend>{t('datasetEdit.settings.basic')}</legend>
        <TextAreaField
          label={t('datasetEdit.description')}
          value={draft.description}
          onChange={(description) => onChange({ description })}
        />
        <TextField
          label={t('datasetEdit.settings.defaultUrl')}
          value={draft.default_endpoint}
          onChange={(default_endpoint) => onChange({ default_endpoint })}
        />
        <Checkbox
          isSelected={draft.filter_select_enabled}
          onChange={(filter_select_enabled) => onChange({ filter_select_enabled })}
        >
          {t('datasetEdit.settings.autocompleteFilters')}
        </Checkbox>
        <TextAreaField
          label={t('datasetEdit.settings.predicate')}
          value={draft.fetch_values_predicate}
          onChange={(fetch_values_predicate) => onChange({ fetch_values_predicate })}
          code
        />
        <TextAreaField
          label={t('datasetEdit.settings.extra')}
          value={draft.extra}
          onChange={(extra) => onChange({ extra })}
          code
        />
        <EditDatasetOwners owners={draft.owners} onChange={(owners) => onChange({ owners })} />
      </fieldset>
      <fieldset className="loupe-edit-dataset__fieldset">
        <legend>{t('datasetEdit.settings.advanced')}</legend>
        <TextField
          label={t('datasetEdit.settings.cacheTimeout')}
          description={t('datasetEdit.settings.cacheTimeoutHelp')}
          value={draft.cache_timeout}
          onChange={(cache_timeout) => onChange({ cache_timeout })}
        />
        <TextField
          label={t('datasetEdit.settings.offset')}
          value={draft.offset}
          onChange={(offset) => onChange({ offset })}
        />
        <TextAreaField
          label={t('datasetEdit.settings.templateParams')}
          value={draft.template_params}
          onChange={(template_params) => onChange({ template_params })}
          code
        />
        <Select
          label={t('datasetEdit.settings.mainDttm')}
          value={draft.main_dttm_col ?? NO_MAIN_DTTM}
          options={[
            { value: NO_MAIN_DTTM, label: t('datasetEdit.settings.noMainDttm') },
            ...temporal.map((column) => ({ value: column.column_name, label: column.column_name })),
          ]}
          onChange={(value) => onChange({ main_dttm_col: value || null })}
        />
        <Checkbox
          isSelected={draft.normalize_columns}
          onChange={(normalize_columns) => onChange({ normalize_columns })}
        >
          {t('datasetEdit.settings.normalizeColumns')}
        </Checkbox>
        <Checkbox
          isSelected={draft.always_filter_main_dttm}
          onChange={(always_filter_main_dttm) => onChange({ always_filter_main_dttm })}
        >
          {t('datasetEdit.settings.alwaysFilterMainDttm')}
        </Checkbox>
        <Checkbox isSelected={draft.is_managed_externally} isDisabled>
          {t('datasetEdit.settings.managedExternally')}
        </Checkbox>
        <TextField
          label={t('datasetEdit.settings.externalUrl')}
          value={draft.external_url}
          onChange={(external_url) => onChange({ external_url })}
        />
      </fieldset>
    </div>
  );
}
