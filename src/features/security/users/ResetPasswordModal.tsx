// 'Reset password': the admin sets a new password for a user (PUT with only the password; the
// user's sessions and tokens end).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { errorProp } from '../fieldErrors.ts';
import { checkPasswords } from '../passwordCheck.ts';
import type { SecurityUser } from '../securityQueries.ts';
import { useFormSubmission } from '../useFormSubmission.ts';
import { useSecurityCalls } from '../useSecurityCalls.ts';

export function ResetPasswordModal({
  user,
  onHide,
  onSaved,
}: {
  user: SecurityUser;
  onHide: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { addSuccessToast } = useToasts();
  const calls = useSecurityCalls();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, failure, busy, submit, clear } = useFormSubmission(['password']);
  const save = () =>
    submit(
      checkPasswords(password, confirm, {
        required: t('security.required'),
        passwordsDiffer: t('security.passwordsDiffer'),
      }),
      async () => {
        await calls.updateUser(user.id, { password });
        addSuccessToast(t('security.users.passwordReset', { name: user.username }));
        onSaved();
      },
    );
  return (
    <Modal
      show
      onHide={onHide}
      title={t('security.users.resetPasswordTitle', { name: user.username })}
      primaryButtonName={t('security.save')}
      onHandledPrimaryAction={() => void save()}
      disablePrimaryButton={busy}
    >
      <div className="loupe-security-form">
        {failure !== null && <ClientErrorMessage error={failure} />}
        <TextField
          label={t('security.users.password')}
          type="password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            clear('password');
          }}
          {...errorProp(errors, 'password')}
        />
        <TextField
          label={t('security.users.confirmPassword')}
          type="password"
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            clear('confirm_password');
          }}
          {...errorProp(errors, 'confirm_password')}
        />
      </div>
    </Modal>
  );
}
