import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  Select as AriaSelect,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon } from '../Icon/icons.tsx';
import './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  /** Visible label; give `aria-label` instead when there is none. */
  label?: string;
  'aria-label'?: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

/** A single-value select on react-aria (keyboard, typeahead, screen readers). */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  className,
  ...props
}: SelectProps) {
  const { t } = useTranslation();
  return (
    <AriaSelect<SelectOption>
      {...props}
      className={['loupe-select', className].filter(Boolean).join(' ')}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={placeholder ?? t('select.placeholder')}
      isInvalid={Boolean(errorMessage)}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.value)}
    >
      {label && <Label className="loupe-field__label">{label}</Label>}
      <AriaButton className="loupe-select__trigger">
        <SelectValue className="loupe-select__value" />
        <ChevronDownIcon className="loupe-select__chevron" />
      </AriaButton>
      {description && (
        <Text slot="description" className="loupe-field__description">
          {description}
        </Text>
      )}
      <FieldError className="loupe-field__error">{errorMessage}</FieldError>
      <Popover className="loupe-popover loupe-select__popover" offset={4}>
        <ListBox
          className="loupe-select__listbox"
          items={options.map((option) => ({ ...option, id: option.value }))}
        >
          {(option) => (
            <ListBoxItem className="loupe-select__option" id={option.value} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  <span className="loupe-select__option-label">{option.label}</span>
                  {isSelected && <CheckIcon size={14} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
