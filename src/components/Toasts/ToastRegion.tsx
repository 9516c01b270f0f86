import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button.tsx';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon, WarningIcon } from '../Icon/icons.tsx';
import type { Toast } from './ToastProvider.tsx';
import './Toasts.css';

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, danger: AlertIcon };

/** The toasts on screen, announced politely (info, success) or assertively (warning, danger). */
export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="loupe-toasts" aria-label={t('toasts.region')}>
      {toasts.map((toast) => {
        const Icon = ICONS[toast.toastType];
        const urgent = toast.toastType === 'warning' || toast.toastType === 'danger';
        return (
          <div
            key={toast.id}
            className={`loupe-toast loupe-toast--${toast.toastType}`}
            role={urgent ? 'alert' : 'status'}
            data-toast-type={toast.toastType}
          >
            <Icon size={18} className="loupe-toast__icon" />
            <span className="loupe-toast__text">{toast.text}</span>
            <Button
              variant="link"
              size="small"
              className="loupe-toast__close"
              aria-label={t('toasts.dismiss')}
              onPress={() => onDismiss(toast.id)}
            >
              <CloseIcon size={14} />
            </Button>
          </div>
        );
      })}
    </section>
  );
}
