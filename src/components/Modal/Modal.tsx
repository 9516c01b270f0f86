import { type ReactNode, type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '../Button/Button.tsx';
import { CloseIcon } from '../Icon/icons.tsx';
import { clampModalSize, type ModalSize, modalMinHeight, modalWidthStyle } from './modalSizes.ts';
import { usePointerDrag } from './usePointerDrag.ts';
import './Modal.css';

export interface ModalProps {
  show: boolean;
  /** Called by Cancel, the close button, Escape and (when maskClosable) a click outside. */
  onHide: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Called by the OK button. */
  onHandledPrimaryAction?: () => void;
  primaryButtonName?: string;
  primaryButtonVariant?: ButtonVariant;
  disablePrimaryButton?: boolean;
  /** Replaces the OK/Cancel footer. */
  footer?: ReactNode;
  hideFooter?: boolean;
  /** Width in px (number) or any CSS length; 600 px by default. */
  width?: number | string;
  /** Full width, up to 900 px. */
  responsive?: boolean;
  /** Can be moved by its header. */
  draggable?: boolean;
  /** Can be resized from its bottom-right corner, down to 380 × 174 px (109 px without footer). */
  resizable?: boolean;
  maskClosable?: boolean;
  className?: string;
}

export function Modal({
  show,
  onHide,
  title,
  children,
  onHandledPrimaryAction,
  primaryButtonName,
  primaryButtonVariant = 'primary',
  disablePrimaryButton = false,
  footer,
  hideFooter = false,
  width,
  responsive = false,
  draggable = false,
  resizable = false,
  maskClosable = false,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const hasFooter = !hideFooter;
  const modalRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [size, setSize] = useState<ModalSize | null>(null);
  const origin = useRef({ x: 0, y: 0, width: 0, height: 0 });

  const startDrag = useCallback(
    (event: ReactPointerEvent) => {
      if (!draggable || (event.target as Element).closest('button')) return false;
      origin.current = { ...origin.current, x: offset.x, y: offset.y };
      return true;
    },
    [draggable, offset],
  );
  const onDrag = useCallback(
    ({ dx, dy }: { dx: number; dy: number }) =>
      setOffset({ x: origin.current.x + dx, y: origin.current.y + dy }),
    [],
  );
  const startResize = useCallback(() => {
    const rect = modalRef.current?.getBoundingClientRect();
    origin.current = { ...origin.current, width: rect?.width ?? 0, height: rect?.height ?? 0 };
    return resizable;
  }, [resizable]);
  const onResize = useCallback(
    ({ dx, dy }: { dx: number; dy: number }) =>
      setSize(
        clampModalSize({ width: origin.current.width + dx, height: origin.current.height + dy }, hasFooter),
      ),
    [hasFooter],
  );
  const onHeaderPointerDown = usePointerDrag(startDrag, onDrag);
  const onHandlePointerDown = usePointerDrag(startResize, onResize);

  const style = {
    ...modalWidthStyle(width, responsive),
    ...(size ? { width: `${size.width}px`, height: `${size.height}px`, maxWidth: 'none' } : {}),
    ...(resizable ? { minHeight: `${modalMinHeight(hasFooter)}px` } : {}),
    ...(offset.x || offset.y ? { transform: `translate(${offset.x}px, ${offset.y}px)` } : {}),
  };

  const classes = ['loupe-modal'];
  if (resizable) classes.push('loupe-modal--resizable');
  if (className) classes.push(className);

  return (
    <ModalOverlay
      isOpen={show}
      onOpenChange={(open) => {
        if (!open) onHide();
      }}
      isDismissable={maskClosable}
      className="loupe-modal-overlay"
    >
      <AriaModal ref={modalRef} className={classes.join(' ')} style={style} data-testid="loupe-modal">
        <Dialog className="loupe-modal__dialog">
          <div
            className={`loupe-modal__header${draggable ? ' loupe-modal__header--draggable' : ''}`}
            onPointerDown={onHeaderPointerDown}
            data-testid="loupe-modal-header"
          >
            <Heading slot="title" className="loupe-modal__title">
              {title}
            </Heading>
            <Button
              variant="link"
              className="loupe-modal__close"
              aria-label={t('modal.close')}
              onPress={onHide}
            >
              <CloseIcon />
            </Button>
          </div>
          <div className="loupe-modal__body">{children}</div>
          {hasFooter && (
            <div className="loupe-modal__footer">
              {footer ?? (
                <>
                  <Button onPress={onHide}>{t('modal.cancel')}</Button>
                  <Button
                    variant={primaryButtonVariant}
                    isDisabled={disablePrimaryButton}
                    onPress={onHandledPrimaryAction}
                  >
                    {primaryButtonName ?? t('modal.ok')}
                  </Button>
                </>
              )}
            </div>
          )}
          {resizable && (
            <div
              className="loupe-modal__resize-handle"
              role="presentation"
              onPointerDown={onHandlePointerDown}
              data-testid="loupe-modal-resize-handle"
            />
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
