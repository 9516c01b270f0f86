import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert.tsx';
import { IssueCodes } from './IssueCodes.tsx';
import { issueCodesOf, numberExtra } from './readExtra.ts';
import type { ErrorRendererProps } from './types.ts';

/** Timeouts: 'Queries are set to timeout after N seconds' (extra.timeout is in seconds). */
export function TimeoutErrorMessage({ error, subtitle }: ErrorRendererProps) {
  const { t } = useTranslation();
  const seconds = numberExtra(error, 'timeout');
  return (
    <ErrorAlert title={t('errorPanel.timeoutTitle')} level="error">
      {subtitle && <p className="loupe-error__subtitle">{subtitle}</p>}
      <p>{seconds === undefined ? error.message : t('errorPanel.timeoutMessage', { seconds })}</p>
      <IssueCodes issues={issueCodesOf(error)} />
    </ErrorAlert>
  );
}
