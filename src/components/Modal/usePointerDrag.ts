import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';

interface Delta {
  dx: number;
  dy: number;
}

/**
 * Follows a pointer from pointerdown to pointerup: `onStart` runs on press (return false to
 * ignore the press), `onMove` receives the distance travelled since the press.
 */
export function usePointerDrag(
  onStart: (event: ReactPointerEvent) => boolean,
  onMove: (delta: Delta) => void,
) {
  const cleanup = useRef<(() => void) | null>(null);
  useEffect(() => () => cleanup.current?.(), []);

  return useCallback(
    (event: ReactPointerEvent) => {
      if (event.button !== 0 || !onStart(event)) return;
      event.preventDefault();
      const startX = event.clientX;
      const startY = event.clientY;
      const move = (e: PointerEvent) => onMove({ dx: e.clientX - startX, dy: e.clientY - startY });
      const stop = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', stop);
        cleanup.current = null;
      };
      cleanup.current?.();
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', stop);
      cleanup.current = stop;
    },
    [onStart, onMove],
  );
}
