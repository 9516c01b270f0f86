import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/Button/Button.tsx';
import { Modal } from '../../components/Modal/Modal.tsx';
import { KeyboardShortcutsList, type KeyboardShortcutsListProps } from './KeyboardShortcutsList.tsx';

export interface KeyboardShortcutsButtonProps extends KeyboardShortcutsListProps {
  /** The button's content; 'Keyboard shortcuts' by default. */
  children?: ReactNode;
  variant?: ButtonProps['variant'];
}

/** A button opening the 'Keyboard shortcuts' dialog. */
export function KeyboardShortcutsButton({
  children,
  variant = 'link',
  ...listProps
}: KeyboardShortcutsButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onPress={() => setOpen(true)}>
        {children ?? t('shortcuts.title')}
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} title={t('shortcuts.title')} hideFooter maskClosable>
        <KeyboardShortcutsList {...listProps} />
      </Modal>
    </>
  );
}
