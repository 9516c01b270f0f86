// Change one's own password (PUT /api/v1/me/password): the current one (a wrong one is the
// server's 422 under it), the new one and its confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { errorProp } from '../fieldErrors.ts';
import { checkPasswords } from '../passwordCheck.ts';
import { useFormSubmission } from '../useFormSubmission.ts';
import { useSecurityCalls } from '../useSecurityCalls.ts';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
const LABELS = {
  current_password: 'security.info.currentPassword',
  new_password: 'security.info.newPassword',
  confirm_password: 'security.info.confirmPassword',
} as const;

export function PasswordForm() {
  const { t } = useTranslation();
  const { addSuccessToast } = useToasts();
  const calls = useSecurityCalls();
  const [values, setValues] = useState(EMPTY);
  const { errors, failure, busy, submit, clear } = useFormSubmission(['current_password', 'new_password']);
  const save = () => {
    const texts = { required: t('security.required'), passwordsDiffer: t('security.passwordsDiffer') };
    const { password, ...rest } = checkPasswords(values.new_password, values.confirm_password, texts);
    const problems = {
      ...(values.current_password ? {} : { current_password: texts.required }),
      ...(password ? { new_password: password } : {}),
      ...rest,
    };
    return submit(problems, async () => {
      await calls.changeMyPassword({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      addSuccessToast(t('security.info.passwordChanged'));
      setValues(EMPTY);
    });
  };
  return (
    <form
      className="loupe-security-section"
      aria-label={t('security.info.changePassword')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2>{t('security.info.changePassword')}</h2>
      {failure !== null && <ClientErrorMessage error={failure} />}
      {(Object.keys(LABELS) as (keyof typeof LABELS)[]).map((field) => (
        <TextField
          key={field}
          label={t(LABELS[field])}
          type="password"
          value={values[field]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [field]: value }));
            clear(field);
          }}
          {...errorProp(errors, field)}
        />
      ))}
      <div>
        <Button type="submit" variant="primary" isDisabled={busy}>
          {t('security.info.changePassword')}
        </Button>
      </div>
    </form>
  );
}
