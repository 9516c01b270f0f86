import { useContext } from 'react';
import { ToastContext, type ToastsApi } from './ToastProvider.tsx';

/** Shows toasts: addInfoToast, addSuccessToast, addWarningToast, addDangerToast, removeToast. */
export function useToasts(): ToastsApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a <ToastProvider> above it');
  return api;
}
