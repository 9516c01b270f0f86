import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'danger', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
}

/** A react-aria button in the product's styles. */
export function Button({
  variant = 'secondary',
  size = 'medium',
  block = false,
  className,
  ...props
}: ButtonProps) {
  const classes = ['loupe-button', `loupe-button--${variant}`, `loupe-button--${size}`];
  if (block) classes.push('loupe-button--block');
  if (className) classes.push(className);
  return <AriaButton {...props} className={classes.join(' ')} data-variant={variant} data-size={size} />;
}
