import { type ReactNode, type UIEvent, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from '../Icon/icons.tsx';
import { matchesSearch } from './matchesSearch.ts';
import './ComboBox.css';

export interface ComboBoxOption {
  value: string;
  label: string;
  /** Shown before the label in the list (a tag, an icon). */
  prefix?: ReactNode;
}

export interface ComboBoxProps {
  label?: string;
  'aria-label'?: string;
  options: readonly ComboBoxOption[];
  value: string | null;
  /** The label of the value when it is not among the options (server-side search and paging). */
  selectedLabel?: string;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** Shown when no option matches. */
  emptyText: string;
  /** Shown instead of the empty text while options load. */
  loadingText?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Server-side search: `options` are already filtered; receives the typed text ('' when cleared). */
  onSearch?: (text: string) => void;
  /** The list was scrolled to its end: load the next page. */
  onLoadMore?: () => void;
  className?: string;
}

const LOAD_MORE_MARGIN_PX = 40;

/** A searchable single select on react-aria: type to filter (here or on the server), scroll to load more. */
export function ComboBox({
  label,
  options,
  value,
  selectedLabel,
  onChange,
  placeholder,
  emptyText,
  loadingText,
  isLoading = false,
  isDisabled = false,
  onSearch,
  onLoadMore,
  className,
  ...props
}: ComboBoxProps) {
  const current = options.find((option) => option.value === value);
  const currentLabel = current?.label ?? (value === null ? '' : (selectedLabel ?? value));
  const [filterText, setFilterText] = useState<string | null>(null);
  /** The label react-aria is about to put in the input after a selection (not something typed). */
  const selectedText = useRef(currentLabel);

  const withSelected = value !== null && !current ? [{ value, label: currentLabel }, ...options] : options;
  const shown =
    onSearch || filterText === null
      ? withSelected
      : withSelected.filter((option) => matchesSearch(option.label, filterText));

  // react-aria owns the input's text: it shows the selected option's label after a selection,
  // and reports every change here, typed or not.
  const typed = (text: string) => {
    const filtering = text === currentLabel || text === selectedText.current ? null : text;
    setFilterText(filtering);
    onSearch?.(filtering ?? '');
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN_PX) onLoadMore?.();
  };

  return (
    <AriaComboBox
      {...props}
      className={['loupe-combobox', className].filter(Boolean).join(' ')}
      items={shown}
      selectedKey={value}
      onInputChange={typed}
      onSelectionChange={(key: Key | null) => {
        const next = key === null ? null : String(key);
        selectedText.current = withSelected.find((option) => option.value === next)?.label ?? '';
        if (next !== value) onChange(next);
      }}
      onOpenChange={(isOpen, trigger) => {
        if (isOpen && trigger !== 'input') setFilterText(null);
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isDisabled={isDisabled}
    >
      {label && <Label className="loupe-field__label">{label}</Label>}
      <div className="loupe-combobox__control">
        <Input className="loupe-combobox__input" placeholder={placeholder} />
        <AriaButton className="loupe-combobox__button">
          <ChevronDownIcon />
        </AriaButton>
      </div>
      <Popover className="loupe-popover loupe-combobox__popover" offset={4}>
        <ListBox<ComboBoxOption>
          className="loupe-combobox__listbox"
          onScroll={onLoadMore ? onScroll : undefined}
          renderEmptyState={() => (
            <div className="loupe-combobox__empty">{isLoading ? (loadingText ?? emptyText) : emptyText}</div>
          )}
        >
          {(option) => (
            <ListBoxItem className="loupe-combobox__option" id={option.value} textValue={option.label}>
              {({ isSelected }) => (
                <>
                  {option.prefix}
                  <span className="loupe-combobox__option-label">{option.label}</span>
                  {isSelected && <CheckIcon size={14} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
