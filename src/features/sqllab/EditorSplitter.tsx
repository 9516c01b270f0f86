// The bar between the editor (north) and the results (south): drag it, or focus it and use the
// arrow keys (Home/End for the limits), to share the height. The split is the tab's
// northPercent/southPercent (kept with the tab), applied when the drag ends.
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { clampNorthPercent, KEYBOARD_STEP, MAX_NORTH_PERCENT, MIN_NORTH_PERCENT } from './editorSplit.ts';

interface EditorSplitterProps {
  /** The element both panes share (its height is 100 %). */
  container: RefObject<HTMLElement | null>;
  northPercent: number;
  /** While dragging: the percent to show. */
  onPreview(northPercent: number): void;
  /** Drag ended or a key was pressed: the percent to keep. */
  onChange(northPercent: number): void;
}

export function EditorSplitter({ container, northPercent, onPreview, onChange }: EditorSplitterProps) {
  const { t } = useTranslation();
  const dragging = useRef<{ top: number; height: number; last: number } | null>(null);

  const percentAt = (clientY: number) => {
    const box = dragging.current!;
    return clampNorthPercent(((clientY - box.top) / box.height) * 100);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const rect = container.current?.getBoundingClientRect();
    if (!rect || rect.height <= 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = { top: rect.top, height: rect.height, last: northPercent };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current.last = percentAt(event.clientY);
    onPreview(dragging.current.last);
  };
  const onPointerUp = () => {
    if (!dragging.current) return;
    const { last } = dragging.current;
    dragging.current = null;
    onChange(last);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowUp'
        ? northPercent - KEYBOARD_STEP
        : event.key === 'ArrowDown'
          ? northPercent + KEYBOARD_STEP
          : event.key === 'Home'
            ? MIN_NORTH_PERCENT
            : event.key === 'End'
              ? MAX_NORTH_PERCENT
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(clampNorthPercent(next));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, draggable window splitter (WAI-ARIA separator)
    <div
      role="separator"
      tabIndex={0}
      aria-orientation="horizontal"
      aria-label={t('sqlLab.resizeEditor')}
      aria-valuemin={MIN_NORTH_PERCENT}
      aria-valuemax={MAX_NORTH_PERCENT}
      aria-valuenow={Math.round(northPercent)}
      className="loupe-sql-lab__splitter"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    />
  );
}
