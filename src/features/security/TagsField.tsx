// A multi-select of named items (roles, datasets) on the shared tag picker, with the field's
// error under it. The caller searches (onSearch gets the debounced text) and hands the matches.
import { useTranslation } from 'react-i18next';
import { type Owner, OwnersField } from '../../components/OwnersField/OwnersField.tsx';

export type Tag = Owner;

export function TagsField({
  id,
  label,
  tags,
  onChange,
  found,
  isLoading,
  onSearch,
  error,
  help,
}: {
  id: string;
  label: string;
  tags: readonly Tag[];
  onChange: (tags: Tag[]) => void;
  found: readonly Tag[];
  isLoading: boolean;
  onSearch: (text: string) => void;
  error?: string | undefined;
  help?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <OwnersField
        id={id}
        label={label}
        owners={tags}
        onChange={onChange}
        users={found}
        isLoading={isLoading}
        onSearch={onSearch}
        texts={{
          remove: (name) => t('security.removeTag', { name }),
          picker: t('security.addTag', { field: label }),
          placeholder: t('security.addTag', { field: label }),
          noUsers: t('security.noMatches'),
          ...(help ? { help } : {}),
        }}
      />
      {error && (
        <span className="loupe-security-form__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
