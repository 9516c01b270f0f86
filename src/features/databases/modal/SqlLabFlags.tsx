import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { FLAG_FIELDS, type FlagField } from './databaseForm.ts';

/** Settings that let SQL reach beyond the database itself, shown apart with what they mean. */
const SECURITY_FLAGS: readonly FlagField[] = ['allow_file_access'];

/** The SQL Lab and advanced settings of a database, as checkboxes; the security ones apart. */
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
    allow_file_access: t('databaseModal.allowFileAccess'),
  };
  const checkbox = (flag: FlagField, describedBy?: string) => (
    <Checkbox
      key={flag}
      isSelected={flags[flag]}
      onChange={(value) => onChange(flag, value)}
      aria-describedby={describedBy}
    >
      {labels[flag]}
    </Checkbox>
  );
  return (
    <>
      <fieldset className="loupe-database-modal__flags">
        <legend className="loupe-field__label">{t('databaseModal.advanced')}</legend>
        {FLAG_FIELDS.filter((flag) => !SECURITY_FLAGS.includes(flag)).map((flag) => checkbox(flag))}
      </fieldset>
      <fieldset className="loupe-database-modal__flags">
        <legend className="loupe-field__label">{t('databaseModal.security')}</legend>
        {checkbox('allow_file_access', 'loupe-database-modal-file-access-hint')}
        <p id="loupe-database-modal-file-access-hint" className="loupe-database-modal__hint">
          {t('databaseModal.allowFileAccessHint')}
        </p>
      </fieldset>
    </>
  );
}
