// Small form pieces of the Edit Dataset modal: a labelled text area, a check box with a visually
// hidden label (table cells), an alert box and the padlock icon.
import type { ReactNode } from 'react';
import { TextField as AriaTextField, Label, Text, TextArea } from 'react-aria-components';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { AlertIcon, type IconProps, IconSvg, WarningIcon } from '../../components/Icon/icons.tsx';

export function TextAreaField({
  label,
  value,
  onChange,
  description,
  rows = 3,
  code = false,
  isDisabled = false,
  placeholder,
  'aria-label': ariaLabel,
}: {
  label?: string;
  'aria-label'?: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  rows?: number;
  /** Monospaced (SQL, JSON). */
  code?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
}) {
  return (
    <AriaTextField
      className="loupe-field"
      value={value}
      onChange={onChange}
      isDisabled={isDisabled}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
    >
      {label && <Label className="loupe-field__label">{label}</Label>}
      <TextArea
        className={`loupe-edit-dataset__textarea${code ? ' loupe-edit-dataset__textarea--code' : ''}`}
        rows={rows}
        placeholder={placeholder}
      />
      {description && (
        <Text slot="description" className="loupe-field__description">
          {description}
        </Text>
      )}
    </AriaTextField>
  );
}

/** A check box whose label is read by screen readers only (inside a labelled table column). */
export function CellCheckbox({
  label,
  isSelected,
  onChange,
  isDisabled = false,
}: {
  label: string;
  isSelected: boolean;
  onChange: (value: boolean) => void;
  isDisabled?: boolean;
}) {
  return (
    <Checkbox isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className="loupe-visually-hidden">{label}</span>
    </Checkbox>
  );
}

export function Alert({ kind, children }: { kind: 'warning' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      className={`loupe-edit-dataset__alert loupe-edit-dataset__alert--${kind}`}
      role={kind === 'error' ? 'alert' : undefined}
    >
      {kind === 'error' ? <AlertIcon size={16} /> : <WarningIcon size={16} />}
      <div>{children}</div>
    </div>
  );
}

export function LockIcon({ open, ...props }: IconProps & { open: boolean }) {
  return (
    <IconSvg {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d={open ? 'M8 11V7a4 4 0 0 1 7.5-2' : 'M8 11V7a4 4 0 0 1 8 0v4'} />
    </IconSvg>
  );
}
