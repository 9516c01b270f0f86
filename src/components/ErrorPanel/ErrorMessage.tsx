import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, type ErrorLevel } from './ErrorAlert.tsx';
import { getErrorRenderer } from './registry.ts';
import type { ErrorSource, SupersetError } from './types.ts';

export interface ErrorMessageProps {
  /** A typed Superset error: shown by its registered renderer when there is one. */
  error?: SupersetError;
  /** Title of the generic box; 'Unexpected error' by default. */
  title?: ReactNode;
  /** Text of the generic box when the error has none. */
  message?: ReactNode;
  link?: string;
  stackTrace?: string;
  source?: ErrorSource;
  subtitle?: string;
  /** The SQL the error is about (a SQL Lab query): passed to the renderer. */
  sql?: string;
}

/** Picks the renderer registered for the error's type, else the generic 'Unexpected error' box. */
export function ErrorMessage({
  error,
  title,
  message,
  link,
  stackTrace,
  source,
  subtitle,
  sql,
}: ErrorMessageProps) {
  const { t } = useTranslation();
  const Renderer = getErrorRenderer(error?.error_type);
  if (error && Renderer) {
    return (
      <Renderer
        error={error}
        {...(source ? { source } : {})}
        {...(subtitle ? { subtitle } : {})}
        {...(sql !== undefined ? { sql } : {})}
      />
    );
  }
  const extraLink = typeof error?.extra?.link === 'string' ? error.extra.link : undefined;
  const resolvedLink = link ?? extraLink;
  return (
    <ErrorAlert
      title={title ?? t('errorPanel.unexpectedError')}
      level={(error?.level as ErrorLevel | undefined) ?? 'error'}
      {...(resolvedLink ? { link: resolvedLink } : {})}
      {...(stackTrace ? { stackTrace } : {})}
    >
      {subtitle && <p className="loupe-error__subtitle">{subtitle}</p>}
      <p>{message ?? error?.message}</p>
    </ErrorAlert>
  );
}
