import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { RowActions } from '../RowActions.tsx';
import type { SecurityRole } from '../securityQueries.ts';

export interface RoleActions {
  onPermissions: (role: SecurityRole) => void;
  onRename: (role: SecurityRole) => void;
  onDelete: (role: SecurityRole) => void;
}

/** The rows of List Roles: name, builtin, permission count and the actions. */
export function RoleTable({ roles, actions }: { roles: readonly SecurityRole[]; actions: RoleActions }) {
  const { t } = useTranslation();
  return (
    <table className="loupe-table">
      <thead>
        <tr>
          <th scope="col">{t('security.roles.name')}</th>
          <th scope="col">{t('security.roles.builtin')}</th>
          <th scope="col">{t('security.roles.permissionCount')}</th>
          <th scope="col">{t('security.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role.id}>
            <td className="loupe-table__primary">{role.name}</td>
            <td>{role.builtin ? t('common.yes') : t('common.no')}</td>
            <td>{role.permission_count}</td>
            <RowActions
              name={role.name}
              editLabel={t('security.roles.rename', { name: role.name })}
              onEdit={role.builtin ? undefined : () => actions.onRename(role)}
              onDelete={role.builtin ? undefined : () => actions.onDelete(role)}
            >
              <Button
                variant="link"
                size="small"
                aria-label={t('security.roles.permissions', { name: role.name })}
                onPress={() => actions.onPermissions(role)}
              >
                {t('security.roles.permissionsShort')}
              </Button>
            </RowActions>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
