import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField/TextField.tsx';
import type { AvailableEngine, DatabaseForm, FieldErrors, ParameterField } from './databaseForm.ts';
import { parameterFieldsOf } from './databaseForm.ts';

/** The connection of the form: the engine's parameter fields, or the SQLAlchemy URI. */
export function ConnectionFields({
  form,
  engine,
  errors,
  onUri,
  onParameter,
  onParameterBlur,
}: {
  form: DatabaseForm;
  engine: AvailableEngine | undefined;
  errors: FieldErrors;
  onUri: (uri: string) => void;
  onParameter: (field: ParameterField, value: string) => void;
  onParameterBlur: () => void;
}) {
  const { t } = useTranslation();
  // File engines (SQLite, DuckDB) open files only from the server's allowed directory.
  const fileHint = engine?.file_databases_dir
    ? t('databaseModal.fileDatabasesHint', { dir: engine.file_databases_dir })
    : null;
  if (form.mode === 'sqlalchemy_form') {
    return (
      <TextField
        label={t('databaseModal.sqlalchemyUri')}
        value={form.sqlalchemyUri}
        onChange={onUri}
        placeholder={engine?.sqlalchemy_uri_placeholder ?? ''}
        description={fileHint ? `${t('databaseModal.uriHint')} ${fileHint}` : t('databaseModal.uriHint')}
        isRequired
        {...(errors.sqlalchemy_uri ? { errorMessage: errors.sqlalchemy_uri } : {})}
      />
    );
  }
  const fields = parameterFieldsOf(engine);
  const labels: Record<ParameterField, string> = {
    host: t('databaseModal.host'),
    port: t('databaseModal.port'),
    database: fields.includes('host') ? t('databaseModal.database') : t('databaseModal.databaseFile'),
    username: t('databaseModal.username'),
    password: t('databaseModal.password'),
  };
  return (
    <div className="loupe-database-modal__parameters">
      {fields.map((field) => (
        <TextField
          key={field}
          className={`loupe-database-modal__parameter loupe-database-modal__parameter--${field}`}
          label={labels[field]}
          value={form.parameters[field]}
          onChange={(value) => onParameter(field, value)}
          onBlur={onParameterBlur}
          type={field === 'password' ? 'password' : 'text'}
          {...(field === 'port' ? { inputMode: 'numeric' as const } : {})}
          {...(field === 'database' && fileHint ? { description: fileHint } : {})}
          {...(errors[field] ? { errorMessage: errors[field] } : {})}
        />
      ))}
    </div>
  );
}
