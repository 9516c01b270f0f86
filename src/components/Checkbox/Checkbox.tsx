import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from '../Icon/icons.tsx';
import './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children'> {
  children: ReactNode;
  className?: string;
}

/** A labelled checkbox on react-aria. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={['loupe-checkbox', className].filter(Boolean).join(' ')}>
      {({ isSelected }) => (
        <>
          <span className="loupe-checkbox__box" aria-hidden="true">
            {isSelected && <CheckIcon size={12} />}
          </span>
          <span className="loupe-checkbox__label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
