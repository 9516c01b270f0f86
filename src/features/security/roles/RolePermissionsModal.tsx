// A role's permissions: every (permission, view) pair with a checkbox (checked: the role holds
// it), searchable; Save replaces the role's pairs. Builtin roles Loupe defines are read only.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { SearchIcon } from '../../../components/Icon/icons.tsx';
import { Loading } from '../../../components/Loading/Loading.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { type SecurityRole, usePermissionResources, useRolePermissions } from '../securityQueries.ts';
import { useFormSubmission } from '../useFormSubmission.ts';
import { useSecurityCalls } from '../useSecurityCalls.ts';
import { hasFixedPermissions, matchingPairs, pairRows } from './rolePermissions.ts';

export function RolePermissionsModal({
  role,
  onHide,
  onSaved,
}: {
  role: SecurityRole;
  onHide: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { addSuccessToast } = useToasts();
  const calls = useSecurityCalls();
  const all = usePermissionResources();
  const held = useRolePermissions(role.id);
  const [selected, setSelected] = useState<Set<number> | null>(null);
  const [search, setSearch] = useState('');
  const { failure, busy, submit, errors } = useFormSubmission([]);
  const readOnly = hasFixedPermissions(role);
  const heldIds = held.data?.result;
  useEffect(() => {
    if (heldIds) setSelected(new Set(heldIds.map((pair) => pair.id)));
  }, [heldIds]);

  const rows = pairRows(all.data?.result ?? []);
  const shown = matchingPairs(rows, search);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const save = () =>
    submit({}, async () => {
      await calls.setRolePermissions(
        role.id,
        [...(selected ?? [])].sort((a, b) => a - b),
      );
      addSuccessToast(t('security.roles.permissionsSaved'));
      onSaved();
    });
  const loadError = all.error ?? held.error;
  const fieldError = Object.values(errors)[0];
  return (
    <Modal
      show
      onHide={onHide}
      title={t('security.roles.permissionsTitle', { name: role.name })}
      primaryButtonName={t('security.save')}
      onHandledPrimaryAction={() => void save()}
      disablePrimaryButton={busy || readOnly || selected === null}
      width={640}
    >
      {loadError ? (
        <ClientErrorMessage error={loadError} />
      ) : selected === null || all.isPending ? (
        <Loading />
      ) : (
        <div className="loupe-security-permissions">
          {failure !== null && <ClientErrorMessage error={failure} />}
          {fieldError && <span className="loupe-security-form__error">{fieldError}</span>}
          {readOnly && <p>{t('security.roles.fixedPermissions')}</p>}
          <TextField
            aria-label={t('security.roles.searchPermissions')}
            placeholder={t('security.roles.searchPermissions')}
            type="search"
            value={search}
            onChange={setSearch}
            prefix={<SearchIcon size={14} />}
          />
          <span>{t('security.roles.selectedCount', { selected: selected.size, total: rows.length })}</span>
          <ul className="loupe-security-permissions__list" aria-label={t('security.roles.permissionsShort')}>
            {shown.map((row) => (
              <li key={row.id}>
                <Checkbox
                  isSelected={selected.has(row.id)}
                  isDisabled={readOnly}
                  onChange={(on) => toggle(row.id, on)}
                >
                  {t('security.roles.pair', { permission: row.permission, view: row.view })}
                </Checkbox>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
