// The current user's own first / last name and email (PUT /api/v1/me/); an email another user
// has is the server's 422 under the field.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../api/queries.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { errorProp, type FieldErrors } from '../fieldErrors.ts';
import { useFormSubmission } from '../useFormSubmission.ts';
import { useSecurityCalls, useSecurityRefresh } from '../useSecurityCalls.ts';

const FIELDS = [
  ['first_name', 'security.info.firstName'],
  ['last_name', 'security.info.lastName'],
  ['email', 'security.info.email'],
] as const;

type Profile = Record<(typeof FIELDS)[number][0], string>;

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { addSuccessToast } = useToasts();
  const calls = useSecurityCalls();
  const refresh = useSecurityRefresh();
  const [profile, setProfile] = useState<Profile>({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
  });
  const { errors, failure, busy, submit, clear } = useFormSubmission(FIELDS.map(([field]) => field));
  const save = () => {
    const missing: FieldErrors = {};
    for (const [field] of FIELDS) if (!profile[field].trim()) missing[field] = t('security.required');
    return submit(missing, async () => {
      const saved = await calls.updateMe({
        first_name: profile.first_name.trim(),
        last_name: profile.last_name.trim(),
        email: profile.email.trim(),
      });
      addSuccessToast(t('security.info.profileSaved'));
      if (saved) refresh.me(saved.result);
    });
  };
  return (
    <form
      className="loupe-security-section"
      aria-label={t('security.info.editProfile')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2>{t('security.info.editProfile')}</h2>
      {failure !== null && <ClientErrorMessage error={failure} />}
      {FIELDS.map(([field, label]) => (
        <TextField
          key={field}
          label={t(label)}
          value={profile[field]}
          onChange={(value) => {
            setProfile((current) => ({ ...current, [field]: value }));
            clear(field);
          }}
          {...(field === 'email' ? { type: 'email' } : {})}
          {...errorProp(errors, field)}
        />
      ))}
      <div>
        <Button type="submit" variant="primary" isDisabled={busy}>
          {t('security.info.save')}
        </Button>
      </div>
    </form>
  );
}
