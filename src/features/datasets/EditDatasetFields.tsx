// Small form pieces of the Edit Dataset modal: a check box with a visually hidden label (table
// cells), an alert box and the padlock icon.
import type { ReactNode } from 'react';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { AlertIcon, type IconProps, IconSvg, WarningIcon } from '../../components/Icon/icons.tsx';

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
