import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { FLAG_FIELDS, type FlagField } from './databaseForm.ts';

/** The SQL Lab and advanced settings of a database, as checkboxes. */
export function SqlLabFlags({
  flags,
  onChange,
}: {
  flags: Record<FlagField, boolean>;
  onChange: (flag: FlagField, value: boolean) => void;
}) {
  const { t } = useTranslation();
  const labels: Record<FlagField, string> = {
    expose_in_sqllab: t('databaseModal.exposeInSqlLab'),
    allow_run_async: t('databaseModal.allowRunAsync'),
    allow_dml: t('databaseModal.allowDml'),
    allow_multi_catalog: t('databaseModal.allowMultiCatalog'),
    disable_data_preview: t('databaseModal.disableDataPreview'),
  };
  return (
    <fieldset className="loupe-database-modal__flags">
      <legend className="loupe-field__label">{t('databaseModal.advanced')}</legend>
      {FLAG_FIELDS.map((flag) => (
        <Checkbox key={flag} isSelected={flags[flag]} onChange={(value) => onChange(flag, value)}>
          {labels[flag]}
        </Checkbox>
      ))}
    </fieldset>
  );
}
