import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../../api/normalizeError.ts';
import { clientErrorText } from '../../../components/ErrorPanel/clientErrorText.ts';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { SecurityListFrame, useListDialogs, useSecurityListState } from '../SecurityListFrame.tsx';
import { userListQuery } from '../securityListState.ts';
import { type SecurityUser, useSecurityUsers } from '../securityQueries.ts';
import { useSecurityCalls, useSecurityRefresh } from '../useSecurityCalls.ts';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserModal } from './UserModal.tsx';
import { UserTable } from './UserTable.tsx';

type Dialog = { kind: 'edit'; user: SecurityUser | null } | { kind: 'password'; user: SecurityUser } | null;

/**
 * /users/list/ (Superset's List Users): the users from GET /api/v1/security/users/, searched by
 * username and paged on the server; add, edit, activate / deactivate, reset password, delete.
 */
export function UserListPage() {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const calls = useSecurityCalls();
  const refresh = useSecurityRefresh();
  const listState = useSecurityListState();
  const list = useSecurityUsers(userListQuery(listState.state));
  const { dialog, setDialog, setDeleting, changed, close, deleteProps } = useListDialogs<Dialog>(
    refresh.users,
  );
  const toggleActive = async (user: SecurityUser) => {
    try {
      await calls.updateUser(user.id, { active: !user.active });
      addSuccessToast(
        t(user.active ? 'security.users.deactivated' : 'security.users.activated', { name: user.username }),
      );
      refresh.users();
    } catch (error) {
      addDangerToast(clientErrorText(t, normalizeThrownError(error)));
    }
  };
  return (
    <SecurityListFrame
      title={t('security.users.title')}
      searchLabel={t('security.users.search')}
      addLabel={t('security.users.add')}
      onAdd={() => setDialog({ kind: 'edit', user: null })}
      list={list}
      listState={listState}
      {...deleteProps}
      dialogs={<UserDialogs dialog={dialog} onHide={close} onChanged={changed} />}
    >
      <UserTable
        users={list.data?.result ?? []}
        actions={{
          onEdit: (user) => setDialog({ kind: 'edit', user }),
          onToggleActive: (user) => void toggleActive(user),
          onResetPassword: (user) => setDialog({ kind: 'password', user }),
          onDelete: (user) => setDeleting({ name: user.username, remove: () => calls.deleteUser(user.id) }),
        }}
      />
    </SecurityListFrame>
  );
}

function UserDialogs({
  dialog,
  onHide,
  onChanged,
}: {
  dialog: Dialog;
  onHide: () => void;
  onChanged: () => void;
}) {
  if (dialog?.kind === 'edit') return <UserModal user={dialog.user} onHide={onHide} onSaved={onChanged} />;
  if (dialog?.kind === 'password')
    return <ResetPasswordModal user={dialog.user} onHide={onHide} onSaved={onChanged} />;
  return null;
}
