import { createContext, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ToastRegion } from './ToastRegion.tsx';
import { type ToastType, toastDuration } from './toastConstants.ts';

/** A toast (spec §3 'Toast': id, toastType, text, duration, noDuplicate). */
export interface Toast {
  id: string;
  toastType: ToastType;
  text: string;
  duration: number;
}

export interface ToastOptions {
  /** Milliseconds; by default the kind's duration. 0 keeps the toast until dismissed. */
  duration?: number;
  /** Do not show the toast when one with the same text is already shown. */
  noDuplicate?: boolean;
}

export interface ToastsApi {
  toasts: readonly Toast[];
  addToast(toastType: ToastType, text: string, options?: ToastOptions): string;
  addInfoToast(text: string, options?: ToastOptions): string;
  addSuccessToast(text: string, options?: ToastOptions): string;
  addWarningToast(text: string, options?: ToastOptions): string;
  addDangerToast(text: string, options?: ToastOptions): string;
  removeToast(id: string): void;
}

export const ToastContext = createContext<ToastsApi | null>(null);

let lastId = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const shown = useRef<Toast[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const update = useCallback((next: Toast[]) => {
    shown.current = next;
    setToasts(next);
  }, []);

  const removeToast = useCallback(
    (id: string) => {
      const timer = timers.current.get(id);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.delete(id);
      update(shown.current.filter((toast) => toast.id !== id));
    },
    [update],
  );

  const addToast = useCallback(
    (toastType: ToastType, text: string, options: ToastOptions = {}) => {
      if (options.noDuplicate) {
        const same = shown.current.find((toast) => toast.text === text);
        if (same) return same.id;
      }
      lastId += 1;
      const toast: Toast = {
        id: `toast-${lastId}`,
        toastType,
        text,
        duration: toastDuration(toastType, options.duration),
      };
      update([...shown.current, toast]);
      if (toast.duration > 0) {
        timers.current.set(
          toast.id,
          setTimeout(() => removeToast(toast.id), toast.duration),
        );
      }
      return toast.id;
    },
    [update, removeToast],
  );

  const api = useMemo<ToastsApi>(
    () => ({
      toasts,
      addToast,
      addInfoToast: (text, options) => addToast('info', text, options),
      addSuccessToast: (text, options) => addToast('success', text, options),
      addWarningToast: (text, options) => addToast('warning', text, options),
      addDangerToast: (text, options) => addToast('danger', text, options),
      removeToast,
    }),
    [toasts, addToast, removeToast],
  );

  return (
    <ToastContext value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={removeToast} />
    </ToastContext>
  );
}
