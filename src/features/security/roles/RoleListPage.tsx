import { useTranslation } from 'react-i18next';
import { SecurityListFrame, useListDialogs, useSecurityListState } from '../SecurityListFrame.tsx';
import { roleListQuery } from '../securityListState.ts';
import { type SecurityRole, useSecurityRoles } from '../securityQueries.ts';
import { useSecurityCalls, useSecurityRefresh } from '../useSecurityCalls.ts';
import { RoleNameModal } from './RoleNameModal.tsx';
import { RolePermissionsModal } from './RolePermissionsModal.tsx';
import { RoleTable } from './RoleTable.tsx';

type Dialog =
  | { kind: 'name'; role: SecurityRole | null }
  | { kind: 'permissions'; role: SecurityRole }
  | null;

/**
 * /roles/list/ (Superset's List Roles): the roles from GET /api/v1/security/roles/ with their
 * permission counts, searched by name; a role's permissions (view, edit), add, rename, delete
 * (builtin roles keep their names and cannot be deleted).
 */
export function RoleListPage() {
  const { t } = useTranslation();
  const calls = useSecurityCalls();
  const refresh = useSecurityRefresh();
  const listState = useSecurityListState();
  const list = useSecurityRoles(roleListQuery(listState.state));
  const { dialog, setDialog, setDeleting, changed, close, deleteProps } = useListDialogs<Dialog>(
    refresh.roles,
  );
  return (
    <SecurityListFrame
      title={t('security.roles.title')}
      searchLabel={t('security.roles.search')}
      addLabel={t('security.roles.add')}
      onAdd={() => setDialog({ kind: 'name', role: null })}
      list={list}
      listState={listState}
      {...deleteProps}
      dialogs={<RoleDialogs dialog={dialog} onHide={close} onChanged={changed} />}
    >
      <RoleTable
        roles={list.data?.result ?? []}
        actions={{
          onPermissions: (role) => setDialog({ kind: 'permissions', role }),
          onRename: (role) => setDialog({ kind: 'name', role }),
          onDelete: (role) => setDeleting({ name: role.name, remove: () => calls.deleteRole(role.id) }),
        }}
      />
    </SecurityListFrame>
  );
}

function RoleDialogs({
  dialog,
  onHide,
  onChanged,
}: {
  dialog: Dialog;
  onHide: () => void;
  onChanged: () => void;
}) {
  if (dialog?.kind === 'name')
    return <RoleNameModal role={dialog.role} onHide={onHide} onSaved={onChanged} />;
  if (dialog?.kind === 'permissions')
    return <RolePermissionsModal role={dialog.role} onHide={onHide} onSaved={onChanged} />;
  return null;
}
