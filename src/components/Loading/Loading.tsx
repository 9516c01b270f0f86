import { useTranslation } from 'react-i18next';
import './Loading.css';

/** A spinner with 'Loading…' (announced to screen readers). */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`loupe-loading${fullPage ? ' loupe-loading--full' : ''}`} role="status">
      <span className="loupe-spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
