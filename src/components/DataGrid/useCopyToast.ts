import { useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext } from '../Toasts/ToastProvider.tsx';
import { copyText } from './clipboard.ts';

export type CopyToastType = 'success' | 'danger';
export type CopyToastHandler = (type: CopyToastType, text: string) => void;

/**
 * Copies text and reports it (spec §8): 'Copied to clipboard!' (success) or 'Sorry, your browser
 * does not support copying. Use Ctrl / Cmd + C!' (danger), through `onCopyToast` when given, else
 * the app's toasts (nothing is shown without a ToastProvider).
 */
export function useCopyToast(onCopyToast?: CopyToastHandler): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  const toasts = useContext(ToastContext);
  return useCallback(
    async (text: string) => {
      const copied = await copyText(text);
      const type: CopyToastType = copied ? 'success' : 'danger';
      const message = copied ? t('dataGrid.copied') : t('dataGrid.copyUnsupported');
      if (onCopyToast) onCopyToast(type, message);
      else if (copied) toasts?.addSuccessToast(message);
      else toasts?.addDangerToast(message);
      return copied;
    },
    [onCopyToast, t, toasts],
  );
}
