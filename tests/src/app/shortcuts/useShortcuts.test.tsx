import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ShortcutContext } from '../../../../src/app/shortcuts/types.ts';
import { useShortcuts } from '../../../../src/app/shortcuts/useShortcuts.ts';

function Harness({ ctx, enabled = true }: { ctx: ShortcutContext; enabled?: boolean }) {
  useShortcuts(() => ctx, { platform: 'linux', enabled });
  return (
    <div>
      <input aria-label="field" />
      <div role="dialog">
        <button type="button">in dialog</button>
      </div>
      <button type="button">outside</button>
    </div>
  );
}

function context(): ShortcutContext {
  return {
    editor: { sql: 'SELECT 1', selectedText: '', cursor: { row: 0, column: 0 } },
    queryRunning: false,
    tabCount: 2,
    runQuery: vi.fn(),
    stopQuery: vi.fn(),
    formatSql: vi.fn(),
    newTab: vi.fn(),
    switchTab: vi.fn(),
  };
}

describe('useShortcuts', () => {
  it('performs the action of a key pressed outside the editor and prevents the default', () => {
    const ctx = context();
    render(<Harness ctx={ctx} />);
    const event = fireEvent.keyDown(screen.getByText('outside'), { key: 'Enter', ctrlKey: true });
    expect(event).toBe(false);
    expect(ctx.runQuery).toHaveBeenCalledExactlyOnceWith('SELECT 1');
    fireEvent.keyDown(document.body, { key: 't', code: 'KeyT', ctrlKey: true });
    expect(ctx.newTab).toHaveBeenCalledOnce();
  });

  it('leaves fields, dialogs and handled key presses alone', () => {
    const ctx = context();
    render(<Harness ctx={ctx} />);
    fireEvent.keyDown(screen.getByLabelText('field'), { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(screen.getByText('in dialog'), { key: 'Enter', ctrlKey: true });
    const handled = new KeyboardEvent('keydown', {
      key: 'Enter',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    handled.preventDefault();
    screen.getByText('outside').dispatchEvent(handled);
    expect(ctx.runQuery).not.toHaveBeenCalled();
  });

  it('lets keys without an applicable action through', () => {
    const ctx = context();
    render(<Harness ctx={ctx} />);
    expect(fireEvent.keyDown(document.body, { key: 'e', ctrlKey: true })).toBe(true);
    expect(ctx.stopQuery).not.toHaveBeenCalled();
  });

  it('listens only while enabled and until unmounted', () => {
    const ctx = context();
    const { rerender, unmount } = render(<Harness ctx={ctx} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    rerender(<Harness ctx={ctx} />);
    unmount();
    fireEvent.keyDown(document.body, { key: 'Enter', ctrlKey: true });
    expect(ctx.runQuery).not.toHaveBeenCalled();
  });
});
