// List Users' add / edit modal: first and last name, username, email, (on add) password and its
// confirmation, active, roles. Missing fields and unequal passwords are caught before sending;
// the server's 422 field errors show under their fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { errorProp } from '../fieldErrors.ts';
import type { SecurityUser } from '../securityQueries.ts';
import { useFormSubmission } from '../useFormSubmission.ts';
import { useSecurityCalls } from '../useSecurityCalls.ts';
import { RolesField } from './RolesField.tsx';
import {
  checkUserForm,
  createUserBody,
  EMPTY_USER_FORM,
  editUserBody,
  formOfUser,
  USER_FIELDS,
  type UserForm,
} from './userForm.ts';

const TEXT_FIELDS = [
  ['first_name', 'security.users.firstName'],
  ['last_name', 'security.users.lastName'],
  ['username', 'security.users.username'],
  ['email', 'security.users.email'],
] as const;

export function UserModal({
  user,
  onHide,
  onSaved,
}: {
  /** The user to edit; null to add one. */
  user: SecurityUser | null;
  onHide: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { addSuccessToast } = useToasts();
  const calls = useSecurityCalls();
  const [form, setForm] = useState<UserForm>(user ? formOfUser(user) : EMPTY_USER_FORM);
  const { errors, failure, busy, submit, clear } = useFormSubmission(USER_FIELDS);
  const isEdit = user !== null;
  const change = (field: keyof UserForm, value: UserForm[keyof UserForm]) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const save = () =>
    submit(
      checkUserForm(form, !isEdit, {
        required: t('security.required'),
        passwordsDiffer: t('security.passwordsDiffer'),
        oneRole: t('security.users.oneRole'),
      }),
      async () => {
        if (user) await calls.updateUser(user.id, editUserBody(form));
        else await calls.createUser(createUserBody(form));
        addSuccessToast(isEdit ? t('security.users.updated') : t('security.users.added'));
        onSaved();
      },
    );
  return (
    <Modal
      show
      onHide={onHide}
      title={isEdit ? t('security.users.editTitle') : t('security.users.addTitle')}
      primaryButtonName={isEdit ? t('security.save') : t('security.add')}
      onHandledPrimaryAction={() => void save()}
      disablePrimaryButton={busy}
      width={560}
    >
      <div className="loupe-security-form">
        {failure !== null && <ClientErrorMessage error={failure} />}
        {TEXT_FIELDS.map(([field, label]) => (
          <TextField
            key={field}
            label={t(label)}
            value={form[field]}
            onChange={(value) => change(field, value)}
            {...(field === 'email' ? { type: 'email' } : {})}
            {...errorProp(errors, field)}
          />
        ))}
        {!isEdit && (
          <>
            <TextField
              label={t('security.users.password')}
              type="password"
              value={form.password}
              onChange={(value) => change('password', value)}
              {...errorProp(errors, 'password')}
            />
            <TextField
              label={t('security.users.confirmPassword')}
              type="password"
              value={form.confirm_password}
              onChange={(value) => change('confirm_password', value)}
              {...errorProp(errors, 'confirm_password')}
            />
          </>
        )}
        <Checkbox isSelected={form.active} onChange={(value) => change('active', value)}>
          {t('security.users.active')}
        </Checkbox>
        {errors.active && <span className="loupe-security-form__error">{errors.active}</span>}
        <RolesField roles={form.roles} onChange={(roles) => change('roles', roles)} error={errors.roles} />
      </div>
    </Modal>
  );
}
