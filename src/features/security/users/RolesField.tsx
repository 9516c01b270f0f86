// The user's roles: a tag picker over GET /api/v1/security/roles/ (searched by name).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecurityRoles } from '../securityQueries.ts';
import { type Tag, TagsField } from '../TagsField.tsx';

const ROLE_SEARCH_SIZE = 100;

export function RolesField({
  roles,
  onChange,
  error,
}: {
  roles: readonly Tag[];
  onChange: (roles: Tag[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const found = useSecurityRoles({
    order_column: 'name',
    order_direction: 'asc',
    page: 0,
    page_size: ROLE_SEARCH_SIZE,
    ...(filter ? { filters: [{ col: 'name', opr: 'ct', value: filter }] } : {}),
  });
  return (
    <TagsField
      id="loupe-user-roles"
      label={t('security.users.roles')}
      tags={roles}
      onChange={onChange}
      found={(found.data?.result ?? []).map((role) => ({ id: role.id, label: role.name }))}
      isLoading={found.isFetching}
      onSearch={setFilter}
      error={error}
    />
  );
}
