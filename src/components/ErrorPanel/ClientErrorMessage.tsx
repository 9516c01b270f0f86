import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeThrownError } from '../../api/normalizeError.ts';
import { clientErrorText, statusTextOf } from './clientErrorText.ts';
import { ErrorMessage } from './ErrorMessage.tsx';
import type { ErrorSource } from './types.ts';

/** Shows anything a call rejected with (a ClientError, or something else) as an error panel. */
export function ClientErrorMessage({
  error,
  title,
  source,
}: {
  error: unknown;
  title?: ReactNode;
  source?: ErrorSource;
}) {
  const { t } = useTranslation();
  const clientError = normalizeThrownError(error);
  const first = clientError.errors?.[0];
  // The HTTP status of a real response ('403 Forbidden'); not the client's own network and timeout codes.
  const fromServer =
    clientError.messageKey !== 'errors.network' && clientError.messageKey !== 'errors.requestTimedOut';
  const status = fromServer ? statusTextOf(t, clientError.status) : '';
  const subtitle = status ? `${clientError.status} ${status}` : undefined;
  return (
    <ErrorMessage
      {...(first ? { error: first } : {})}
      {...(title ? { title } : {})}
      {...(source ? { source } : {})}
      {...(subtitle ? { subtitle } : {})}
      message={clientErrorText(t, clientError)}
      {...(clientError.link ? { link: clientError.link } : {})}
      {...(clientError.stacktrace ? { stackTrace: clientError.stacktrace } : {})}
    />
  );
}
