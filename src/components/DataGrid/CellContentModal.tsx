// The JSON cell viewer (spec §2): a modal titled 'Cell content' with the pretty-printed JSON and
// a copy button (closed by its header's close button, Escape or a click outside).
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { CopyIcon } from './gridIcons.tsx';
import { type JsonObject, prettyJson } from './jsonCell.ts';

export interface CellContentModalProps {
  /** The JSON of the cell shown, or null when closed. */
  cell: JsonObject | null;
  onHide: () => void;
  /** Copies text and reports the outcome (useCopyToast). */
  onCopy: (text: string) => void;
}

export function CellContentModal({ cell, onHide, onCopy }: CellContentModalProps) {
  const { t } = useTranslation();
  const pretty = cell ? prettyJson(cell) : '';
  return (
    <Modal
      show={cell !== null}
      onHide={onHide}
      title={t('dataGrid.cellContent')}
      responsive
      maskClosable
      footer={
        <Button onPress={() => onCopy(pretty)}>
          <CopyIcon />
          {t('dataGrid.copyToClipboard')}
        </Button>
      }
    >
      <pre className="loupe-data-grid__json-content" data-testid="loupe-data-grid-json">
        {pretty}
      </pre>
    </Modal>
  );
}
