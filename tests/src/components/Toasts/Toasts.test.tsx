import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../../src/app/i18n/I18nProvider.tsx';
import { createI18n } from '../../../../src/app/i18n/i18n.ts';
import { ToastProvider, type ToastsApi } from '../../../../src/components/Toasts/ToastProvider.tsx';
import {
  DEFAULT_TOAST_DURATION,
  TOAST_DURATIONS,
  toastDuration,
} from '../../../../src/components/Toasts/toastConstants.ts';
import { useToasts } from '../../../../src/components/Toasts/useToasts.ts';

let api: ToastsApi;

function Capture() {
  api = useToasts();
  return null;
}

function renderToasts() {
  render(
    <I18nProvider i18n={createI18n('en')}>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toast constants', () => {
  it('are 4000/4000/6000/8000 ms by kind and 8000 ms by default', () => {
    expect(TOAST_DURATIONS).toEqual({ info: 4000, success: 4000, warning: 6000, danger: 8000 });
    expect(DEFAULT_TOAST_DURATION).toBe(8000);
    expect(toastDuration('info')).toBe(4000);
    expect(toastDuration('success')).toBe(4000);
    expect(toastDuration('warning')).toBe(6000);
    expect(toastDuration('danger')).toBe(8000);
    expect(toastDuration('something-else')).toBe(8000);
    expect(toastDuration(undefined)).toBe(8000);
    expect(toastDuration('info', 1500)).toBe(1500);
    expect(toastDuration('info', -1)).toBe(4000);
  });
});

describe('toasts', () => {
  it.each([
    ['info', 4000],
    ['success', 4000],
    ['warning', 6000],
    ['danger', 8000],
  ] as const)('a %s toast stays %d ms', (type, duration) => {
    renderToasts();
    act(() => {
      api.addToast(type, `A ${type} message`);
    });
    expect(screen.getByText(`A ${type} message`)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(duration - 1);
    });
    expect(screen.getByText(`A ${type} message`)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(`A ${type} message`)).not.toBeInTheDocument();
  });

  it('announces warnings and dangers as alerts, the others as status', () => {
    renderToasts();
    act(() => {
      api.addInfoToast('Saved view');
      api.addDangerToast('Could not save');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Saved view');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });

  it('keeps a toast with its own duration, and 0 until dismissed', () => {
    renderToasts();
    act(() => {
      api.addSuccessToast('Short', { duration: 1000 });
      api.addWarningToast('Sticky', { duration: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('suppresses a noDuplicate toast whose text is already shown', () => {
    renderToasts();
    let first = '';
    let second = '';
    act(() => {
      first = api.addInfoToast('Link Copied!');
      second = api.addInfoToast('Link Copied!', { noDuplicate: true });
    });
    expect(second).toBe(first);
    expect(screen.getAllByText('Link Copied!')).toHaveLength(1);
    act(() => {
      api.addInfoToast('Link Copied!');
    });
    expect(screen.getAllByText('Link Copied!')).toHaveLength(2);
  });

  it('shows a noDuplicate toast again once the first one is gone', () => {
    renderToasts();
    act(() => {
      api.addInfoToast('Again', { noDuplicate: true });
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    act(() => {
      api.addInfoToast('Again', { noDuplicate: true });
    });
    expect(screen.getAllByText('Again')).toHaveLength(1);
  });

  it('can be dismissed', () => {
    renderToasts();
    act(() => {
      api.addDangerToast('Broken');
    });
    act(() => {
      screen.getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });
});
