// 'Rename tab' (Superset's tab menu asks 'Enter a new title for the tab'): a small modal with the
// current name; an empty or unchanged name changes nothing.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal/Modal.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';

interface RenameTabModalProps {
  name: string;
  onRename(name: string): void;
  onHide(): void;
}

export function RenameTabModal({ name, onRename, onHide }: RenameTabModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(name);
  const next = value.trim();
  const submit = () => {
    if (next !== '' && next !== name) onRename(next);
    onHide();
  };
  return (
    <Modal
      show
      onHide={onHide}
      title={t('sqlLab.renameTab')}
      primaryButtonName={t('sqlLab.rename')}
      onHandledPrimaryAction={submit}
      disablePrimaryButton={next === ''}
      width={400}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (next !== '') submit();
        }}
      >
        <TextField label={t('sqlLab.renameTabPrompt')} value={value} onChange={setValue} />
      </form>
    </Modal>
  );
}
