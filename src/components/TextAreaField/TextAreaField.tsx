// A labelled multi-line text field on react-aria (descriptions, SQL, JSON).
import { TextField as AriaTextField, Label, Text, TextArea } from 'react-aria-components';
import './TextAreaField.css';

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
        className={`loupe-textarea${code ? ' loupe-textarea--code' : ''}`}
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
