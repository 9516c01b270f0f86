import { useTranslation } from 'react-i18next';
import { useMyRoles } from '../../../api/queries.ts';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import '../SecurityPages.css';

/**
 * /user_info/ (Superset's user info): the current user's name, username, email and roles (from
 * GET /api/v1/me/roles/), their own name and email to edit, and a password change.
 */
export function UserInfoPage() {
  const { t } = useTranslation();
  const { data, error, isPending } = useMyRoles();
  if (error) return <ClientErrorMessage error={error} />;
  if (isPending) return <Loading />;
  const user = data.result;
  const rows = [
    ['security.info.name', `${user.first_name} ${user.last_name}`.trim()],
    ['security.info.username', user.username],
    ['security.info.email', user.email],
    ['security.info.roles', Object.keys(user.roles).join(', ')],
  ] as const;
  return (
    <div className="loupe-page">
      <div className="loupe-page__header">
        <h1 className="loupe-page__title">{t('security.info.title')}</h1>
      </div>
      <div className="loupe-card">
        <div className="loupe-security-section">
          <dl className="loupe-security-info">
            {rows.map(([label, value]) => (
              <div key={label} className="loupe-security-info__row">
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <ProfileForm key={`${user.first_name}|${user.last_name}|${user.email}`} user={user} />
        <PasswordForm />
      </div>
    </div>
  );
}
