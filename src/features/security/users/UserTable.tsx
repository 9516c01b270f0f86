import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { RowActions } from '../RowActions.tsx';
import type { SecurityUser } from '../securityQueries.ts';

export interface UserActions {
  onEdit: (user: SecurityUser) => void;
  onToggleActive: (user: SecurityUser) => void;
  onResetPassword: (user: SecurityUser) => void;
  onDelete: (user: SecurityUser) => void;
}

/** The rows of List Users: names, username, email, active, roles, last login and the actions. */
export function UserTable({ users, actions }: { users: readonly SecurityUser[]; actions: UserActions }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          <th scope="col">{t('security.users.firstName')}</th>
          <th scope="col">{t('security.users.lastName')}</th>
          <th scope="col">{t('security.users.username')}</th>
          <th scope="col">{t('security.users.email')}</th>
          <th scope="col">{t('security.users.active')}</th>
          <th scope="col">{t('security.users.roles')}</th>
          <th scope="col">{t('security.users.lastLogin')}</th>
          <th scope="col">{t('security.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => {
          const name = user.username;
          return (
            <tr key={user.id}>
              <td>{user.first_name}</td>
              <td>{user.last_name}</td>
              <td className="loupe-table__primary">{name}</td>
              <td>{user.email}</td>
              <td>{user.active ? t('common.yes') : t('common.no')}</td>
              <td>
                <span className="loupe-security-tags">
                  {user.roles.map((role) => (
                    <span key={role.id} className="loupe-tag">
                      {role.name}
                    </span>
                  ))}
                </span>
              </td>
              <td>{user.last_login ? when.format(new Date(user.last_login)) : ''}</td>
              <RowActions
                name={name}
                onEdit={() => actions.onEdit(user)}
                onDelete={() => actions.onDelete(user)}
              >
                <Button variant="link" size="small" onPress={() => actions.onToggleActive(user)}>
                  {user.active ? t('security.users.deactivate') : t('security.users.activate')}
                </Button>
                <Button variant="link" size="small" onPress={() => actions.onResetPassword(user)}>
                  {t('security.users.resetPassword')}
                </Button>
              </RowActions>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
