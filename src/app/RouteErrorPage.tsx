import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorMessage } from '../components/ErrorPanel/ErrorMessage.tsx';

/** The error boundary of the routes: a render failure shows the generic error panel. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="loupe-page">
      <ErrorMessage
        title={t('errorPanel.unexpectedError')}
        message={message}
        {...(error instanceof Error && error.stack ? { stackTrace: error.stack } : {})}
      />
    </div>
  );
}
