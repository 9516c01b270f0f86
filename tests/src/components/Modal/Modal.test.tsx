import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '../../../../src/components/Modal/Modal.tsx';
import {
  clampModalSize,
  MODAL_DEFAULT_WIDTH,
  MODAL_MIN_HEIGHT,
  MODAL_MIN_HEIGHT_NO_FOOTER,
  MODAL_MIN_WIDTH,
  MODAL_RESPONSIVE_MAX_WIDTH,
} from '../../../../src/components/Modal/modalSizes.ts';
import { renderWithProviders } from '../../testUtils.tsx';

function Harness(props: Partial<ModalProps> & { onHide?: () => void }) {
  const [show, setShow] = useState(true);
  return (
    <Modal
      title="Edit properties"
      {...props}
      show={show}
      onHide={() => {
        props.onHide?.();
        setShow(false);
      }}
    >
      Body text
    </Modal>
  );
}

describe('Modal', () => {
  it('has a title, a body and an OK/Cancel footer', async () => {
    const ok = vi.fn();
    renderWithProviders(<Harness onHandledPrimaryAction={ok} />);
    expect(screen.getByRole('dialog', { name: 'Edit properties' })).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(ok).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('is 600 px wide by default', () => {
    expect(MODAL_DEFAULT_WIDTH).toBe(600);
    renderWithProviders(<Harness />);
    expect(screen.getByTestId('loupe-modal')).toHaveStyle({ width: '600px' });
  });

  it('takes a width, or the full width up to 900 px when responsive', () => {
    expect(MODAL_RESPONSIVE_MAX_WIDTH).toBe(900);
    const { unmount } = renderWithProviders(<Harness width={720} />);
    expect(screen.getByTestId('loupe-modal')).toHaveStyle({ width: '720px' });
    unmount();
    renderWithProviders(<Harness responsive />);
    expect(screen.getByTestId('loupe-modal')).toHaveStyle({ width: '100%', maxWidth: '900px' });
  });

  it('closes with Cancel, the close button and Escape', async () => {
    const user = userEvent.setup();
    for (const close of [
      () => user.click(screen.getByRole('button', { name: 'Cancel' })),
      () => user.click(screen.getByRole('button', { name: 'Close' })),
      () => user.keyboard('{Escape}'),
    ]) {
      const onHide = vi.fn();
      const { unmount } = renderWithProviders(<Harness onHide={onHide} />);
      await close();
      expect(onHide).toHaveBeenCalledOnce();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('hides the footer on request', () => {
    renderWithProviders(<Harness hideFooter />);
    expect(screen.queryByRole('button', { name: 'OK' })).not.toBeInTheDocument();
  });

  it('resizes down to 380 × 174 px, or 109 px high without a footer', () => {
    expect([MODAL_MIN_WIDTH, MODAL_MIN_HEIGHT, MODAL_MIN_HEIGHT_NO_FOOTER]).toEqual([380, 174, 109]);
    expect(clampModalSize({ width: 100, height: 50 }, true)).toEqual({ width: 380, height: 174 });
    expect(clampModalSize({ width: 100, height: 50 }, false)).toEqual({ width: 380, height: 109 });
    expect(clampModalSize({ width: 800, height: 500 }, true)).toEqual({ width: 800, height: 500 });

    renderWithProviders(<Harness resizable />);
    const modal = screen.getByTestId('loupe-modal');
    expect(modal).toHaveStyle({ minHeight: '174px' });
    const handle = screen.getByTestId('loupe-modal-resize-handle');
    fireEvent.pointerDown(handle, { button: 0, clientX: 500, clientY: 400 });
    fireEvent.pointerMove(window, { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(window);
    expect(modal).toHaveStyle({ width: '380px', height: '174px' });
  });

  it('moves by its header when draggable', () => {
    renderWithProviders(<Harness draggable />);
    const header = screen.getByTestId('loupe-modal-header');
    fireEvent.pointerDown(header, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { clientX: 60, clientY: 30 });
    fireEvent.pointerUp(window);
    expect(screen.getByTestId('loupe-modal')).toHaveStyle({ transform: 'translate(50px, 20px)' });
  });

  it('does not move when not draggable', () => {
    renderWithProviders(<Harness />);
    fireEvent.pointerDown(screen.getByTestId('loupe-modal-header'), { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { clientX: 60, clientY: 30 });
    expect(screen.getByTestId('loupe-modal').style.transform).toBe('');
  });
});
