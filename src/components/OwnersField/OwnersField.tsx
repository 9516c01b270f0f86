// An owners picker (Superset's OwnersSelector): the owners as removable tags, and a searchable
// list of users to add one. The caller searches (onSearch gets the typed text, already debounced)
// and hands over the users found; those already owners are left out. After a pick the search box
// is a fresh one: its list closes and its text clears.
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ComboBox } from '../ComboBox/ComboBox.tsx';
import { useDebouncedValue } from '../hooks/useDebouncedValue.ts';
import { CloseIcon } from '../Icon/icons.tsx';
import './OwnersField.css';

/** Spec §9: the fast debounce of select searches. */
export const OWNER_SEARCH_DEBOUNCE_MS = 250;

export interface Owner {
  id: number;
  label: string;
}

export interface OwnersFieldProps {
  /** Unique on the page: labels the tag list. */
  id: string;
  label: string;
  owners: readonly Owner[];
  onChange: (owners: Owner[]) => void;
  /** The users the current search found. */
  users: readonly Owner[];
  isLoading: boolean;
  /** The search text, debounced (the caller fetches the users). */
  onSearch: (text: string) => void;
  texts: {
    remove: (name: string) => string;
    picker: string;
    placeholder: string;
    noUsers: string;
    help?: string;
  };
}

export function OwnersField({
  id,
  label,
  owners,
  onChange,
  users,
  isLoading,
  onSearch,
  texts,
}: OwnersFieldProps) {
  const [search, setSearch] = useState('');
  const [pickerKey, setPickerKey] = useState(0);
  const debounced = useDebouncedValue(search.trim(), OWNER_SEARCH_DEBOUNCE_MS);
  useEffect(() => onSearch(debounced), [debounced, onSearch]);
  const mine = new Set(owners.map((owner) => owner.id));
  const options = users
    .filter((user) => !mine.has(user.id))
    .map((user) => ({ value: String(user.id), label: user.label }));
  return (
    <div className="loupe-owners-field">
      <span className="loupe-field__label" id={id}>
        {label}
      </span>
      <ul className="loupe-owners-field__list" aria-labelledby={id}>
        {owners.map((owner) => (
          <li key={owner.id} className="loupe-tag loupe-owners-field__owner">
            {owner.label}
            <Button
              variant="link"
              size="small"
              aria-label={texts.remove(owner.label)}
              onPress={() => onChange(owners.filter((item) => item.id !== owner.id))}
            >
              <CloseIcon size={12} />
            </Button>
          </li>
        ))}
      </ul>
      <ComboBox
        key={pickerKey}
        aria-label={texts.picker}
        placeholder={texts.placeholder}
        options={options}
        value={null}
        isLoading={isLoading}
        emptyText={texts.noUsers}
        onSearch={setSearch}
        onChange={(value) => {
          const option = options.find((item) => item.value === value);
          if (!option) return;
          onChange([...owners, { id: Number(option.value), label: option.label }]);
          setSearch('');
          setPickerKey((key) => key + 1);
        }}
      />
      {texts.help && <span className="loupe-field__description">{texts.help}</span>}
    </div>
  );
}
