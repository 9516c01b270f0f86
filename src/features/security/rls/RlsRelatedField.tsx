// A rule's datasets or roles: the tag picker over GET /api/v1/rowlevelsecurity/related/{column}.
import { useState } from 'react';
import { useRlsRelated } from '../securityQueries.ts';
import { type Tag, TagsField } from '../TagsField.tsx';

export function RlsRelatedField({
  column,
  label,
  help,
  tags,
  onChange,
  error,
}: {
  column: 'tables' | 'roles';
  label: string;
  help: string;
  tags: readonly Tag[];
  onChange: (tags: Tag[]) => void;
  error?: string | undefined;
}) {
  const [filter, setFilter] = useState('');
  const found = useRlsRelated(column, filter);
  return (
    <TagsField
      id={`loupe-rls-${column}`}
      label={label}
      help={help}
      tags={tags}
      onChange={onChange}
      found={(found.data?.result ?? []).map((item) => ({ id: item.value, label: item.text }))}
      isLoading={found.isFetching}
      onSearch={setFilter}
      error={error}
    />
  );
}
