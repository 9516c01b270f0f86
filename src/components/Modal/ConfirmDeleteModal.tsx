// Superset's delete confirmation: a modal with a danger button that runs the delete (disabled
// while it runs); success toasts the text the delete returns and calls onDeleted, a failure
// toasts the caller's text for the error and closes.
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText } from '../ErrorPanel/clientErrorText.ts';
import { useToasts } from '../Toasts/useToasts.ts';
import { Modal } from './Modal.tsx';

export interface ConfirmDeleteModalProps {
  title: string;
  confirmLabel: string;
  children: ReactNode;
  /** Deletes; resolves with the success toast's text. */
  remove: () => Promise<string>;
  /** The danger toast's text for the error's text. */
  failureText: (error: string) => string;
  onHide: () => void;
  onDeleted: () => void;
}

export function ConfirmDeleteModal(props: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      addSuccessToast(await props.remove());
      props.onDeleted();
    } catch (error) {
      addDangerToast(props.failureText(clientErrorText(t, normalizeThrownError(error))));
      props.onHide();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      show
      onHide={props.onHide}
      title={props.title}
      primaryButtonName={props.confirmLabel}
      primaryButtonVariant="danger"
      disablePrimaryButton={busy}
      onHandledPrimaryAction={() => void run()}
    >
      {props.children}
    </Modal>
  );
}
