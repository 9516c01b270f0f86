import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  FieldError,
  Input,
  Label,
  Text,
} from 'react-aria-components';
import './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children'> {
  label?: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  /** Shown inside the field, before the text (e.g. a search icon). */
  prefix?: ReactNode;
  className?: string;
}

/** A labelled text input on react-aria. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  prefix,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={props.isInvalid ?? Boolean(errorMessage)}
      className={['loupe-field', className].filter(Boolean).join(' ')}
    >
      {label && <Label className="loupe-field__label">{label}</Label>}
      <div className="loupe-field__control">
        {prefix && <span className="loupe-field__prefix">{prefix}</span>}
        <Input className="loupe-field__input" placeholder={placeholder} />
      </div>
      {description && (
        <Text slot="description" className="loupe-field__description">
          {description}
        </Text>
      )}
      <FieldError className="loupe-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
