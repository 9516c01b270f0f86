// Connect a database, or edit one: engine (from /available/), display name, the connection by
// fields or SQLAlchemy URI, 'Test connection', and the SQL Lab settings. Field errors come from
// validate_parameters (spec §5); the password is never shown (the server sends a mask).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQueries } from '../../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../../api/normalizeError.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { clientErrorText } from '../../../components/ErrorPanel/clientErrorText.ts';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { ConnectionFields } from './ConnectionFields.tsx';
import { ConnectionModeSwitch } from './ConnectionModeSwitch.tsx';
import {
  connectionPayload,
  type DatabaseDetail,
  type DatabaseForm,
  EMPTY_FORM,
  type FieldErrors,
  fieldErrorsFrom,
  formForEngine,
  formFromDetail,
  parameterFieldsOf,
  parametersPayload,
  savePayload,
} from './databaseForm.ts';
import { SqlLabFlags } from './SqlLabFlags.tsx';
import { useDatabaseCalls } from './useDatabaseCalls.ts';
import './DatabaseModal.css';

export interface DatabaseModalProps {
  /** The database to edit; null to connect a new one. */
  databaseId: number | null;
  onHide: () => void;
  onSaved: (database: DatabaseDetail) => void;
}

export function DatabaseModal({ databaseId, onHide, onSaved }: DatabaseModalProps) {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const calls = useDatabaseCalls();
  const queries = useApiQueries();
  const isEdit = databaseId !== null;
  const engines = queries.useQuery('get', '/api/v1/database/available/');
  const detail = queries.useQuery(
    'get',
    '/api/v1/database/{pk}',
    { params: { path: { pk: databaseId ?? 0 } } },
    { enabled: isEdit },
  );
  const stored = detail.data?.result;
  const [form, setForm] = useState<DatabaseForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<'test' | 'save' | null>(null);

  useEffect(() => {
    if (stored) setForm(formFromDetail(stored));
  }, [stored]);

  const available = engines.data?.databases ?? [];
  const engine = available.find((option) => option.engine === form.engine);
  const requiredText = t('databaseModal.requiredField');
  const visibleFields = new Set<string>([
    'database_name',
    ...(form.mode === 'dynamic_form' ? parameterFieldsOf(engine) : ['sqlalchemy_uri']),
  ]);
  const update = (change: Partial<DatabaseForm>) => setForm((current) => ({ ...current, ...change }));

  /** Field errors of a failed call; the panel shows the failure when no visible field can. */
  const showFailure = (error: unknown, anyType: boolean) => {
    const fields = fieldErrorsFrom(normalizeThrownError(error).errors, anyType, requiredText);
    setErrors(fields);
    if (anyType && !Object.keys(fields).some((field) => visibleFields.has(field))) setFailure(error);
  };

  const validate = async (anyType: boolean): Promise<boolean> => {
    if (form.mode !== 'dynamic_form' || !form.engine) return true;
    try {
      await calls.validateParameters({
        engine: form.engine,
        configuration_method: 'dynamic_form',
        parameters: parametersPayload(form),
        ...(isEdit ? { id: databaseId } : {}),
      });
      setErrors({});
      return true;
    } catch (error) {
      showFailure(error, anyType);
      return false;
    }
  };

  const testConnection = async () => {
    setBusy('test');
    try {
      const name = stored?.database_name ?? form.databaseName.trim();
      await calls.testConnection({ ...(name ? { database_name: name } : {}), ...connectionPayload(form) });
      addSuccessToast(t('databaseModal.connectionLooksGood'));
    } catch (error) {
      addDangerToast(clientErrorText(t, normalizeThrownError(error)));
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setFailure(null);
    if (!form.databaseName.trim()) {
      setErrors({ database_name: requiredText });
      return;
    }
    setBusy('save');
    try {
      if (!(await validate(true))) return;
      const body = savePayload(form);
      const saved = databaseId === null ? await calls.create(body) : await calls.update(databaseId, body);
      addSuccessToast(isEdit ? t('databases.updated') : t('databases.created'));
      if (saved) onSaved(saved.result);
    } catch (error) {
      showFailure(error, true);
    } finally {
      setBusy(null);
    }
  };

  const loading = (isEdit && detail.isPending) || engines.isPending;
  const loadError = engines.error ?? detail.error;
  return (
    <Modal
      show
      onHide={onHide}
      title={isEdit ? t('databaseModal.editTitle') : t('databaseModal.createTitle')}
      primaryButtonName={isEdit ? t('databaseModal.save') : t('databaseModal.connect')}
      onHandledPrimaryAction={() => void save()}
      disablePrimaryButton={!form.engine || busy !== null}
      width={640}
    >
      {loadError ? (
        <ClientErrorMessage error={loadError} />
      ) : loading ? (
        <Loading />
      ) : (
        <div className="loupe-database-modal">
          {failure !== null && <ClientErrorMessage error={failure} />}
          <Select
            label={t('databaseModal.engine')}
            placeholder={t('databaseModal.enginePlaceholder')}
            options={available.map((option) => ({ value: option.engine, label: option.name }))}
            value={form.engine}
            onChange={(value) => {
              setErrors({});
              setForm((current) =>
                formForEngine(
                  current,
                  available.find((option) => option.engine === value),
                ),
              );
            }}
            isDisabled={isEdit}
          />
          {engine && (
            <>
              <TextField
                label={t('databaseModal.displayName')}
                description={t('databaseModal.displayNameHint')}
                value={form.databaseName}
                onChange={(databaseName) => {
                  update({ databaseName });
                  setErrors(({ database_name: _, ...rest }) => rest);
                }}
                isRequired
                {...(errors.database_name ? { errorMessage: errors.database_name } : {})}
              />
              {parameterFieldsOf(engine).length > 0 && (
                <ConnectionModeSwitch
                  mode={form.mode}
                  onChange={(mode) => {
                    setErrors({});
                    update({ mode });
                  }}
                />
              )}
              <ConnectionFields
                form={form}
                engine={engine}
                errors={errors}
                onUri={(sqlalchemyUri) => update({ sqlalchemyUri })}
                onParameter={(field, value) => {
                  setForm((current) => ({
                    ...current,
                    parameters: { ...current.parameters, [field]: value },
                  }));
                  setErrors(({ [field]: _, ...rest }) => rest);
                }}
                onParameterBlur={() => void validate(false)}
              />
              <div>
                <Button onPress={() => void testConnection()} isDisabled={busy !== null}>
                  {t('databaseModal.testConnection')}
                </Button>
              </div>
              <SqlLabFlags
                flags={form.flags}
                onChange={(flag, value) =>
                  setForm((current) => ({ ...current, flags: { ...current.flags, [flag]: value } }))
                }
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
