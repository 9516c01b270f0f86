// Add a role (it starts without permissions) or rename one; a name already taken is the server's
// 422 under the field.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { errorProp } from '../fieldErrors.ts';
import type { SecurityRole } from '../securityQueries.ts';
import { useFormSubmission } from '../useFormSubmission.ts';
import { useSecurityCalls } from '../useSecurityCalls.ts';

export function RoleNameModal({
  role,
  onHide,
  onSaved,
}: {
  /** The role to rename; null to add one. */
  role: SecurityRole | null;
  onHide: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { addSuccessToast } = useToasts();
  const calls = useSecurityCalls();
  const [name, setName] = useState(role?.name ?? '');
  const { errors, failure, busy, submit, clear } = useFormSubmission(['name']);
  const save = () =>
    submit(name.trim() ? {} : { name: t('security.required') }, async () => {
      if (role) await calls.renameRole(role.id, name.trim());
      else await calls.createRole(name.trim());
      addSuccessToast(role ? t('security.roles.renamed') : t('security.roles.added'));
      onSaved();
    });
  return (
    <Modal
      show
      onHide={onHide}
      title={role ? t('security.roles.renameTitle') : t('security.roles.addTitle')}
      primaryButtonName={role ? t('security.save') : t('security.add')}
      onHandledPrimaryAction={() => void save()}
      disablePrimaryButton={busy}
    >
      <div className="loupe-security-form">
        {failure !== null && <ClientErrorMessage error={failure} />}
        <TextField
          label={t('security.roles.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            clear('name');
          }}
          {...errorProp(errors, 'name')}
        />
      </div>
    </Modal>
  );
}
