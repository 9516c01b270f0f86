import { useTranslation } from 'react-i18next';
import { ErrorAlert, type ErrorLevel } from './ErrorAlert.tsx';
import { IssueCodes } from './IssueCodes.tsx';
import { issueCodesOf, ownersOf, stringExtra } from './readExtra.ts';
import { SqlErrorLocation } from './SqlErrorLocation.tsx';
import type { ErrorRendererProps } from './types.ts';

/**
 * Database engine errors (syntax errors among them): '{engine} Error', the message, the line of
 * the SQL it points at with a caret, issue codes and the chart owners.
 */
export function DatabaseErrorMessage({ error, subtitle, sql }: ErrorRendererProps) {
  const { t } = useTranslation();
  const engine = stringExtra(error, 'engine_name') ?? t('errorPanel.dbEngine');
  const owners = ownersOf(error);
  return (
    <ErrorAlert
      title={t('errorPanel.engineError', { engine })}
      level={(error.level as ErrorLevel | undefined) ?? 'error'}
      {...(stringExtra(error, 'link') ? { link: stringExtra(error, 'link') } : {})}
    >
      {subtitle && <p className="loupe-error__subtitle">{subtitle}</p>}
      <p>{error.message}</p>
      {sql !== undefined && <SqlErrorLocation error={error} sql={sql} />}
      <IssueCodes issues={issueCodesOf(error)} />
      {owners.length > 0 && <p>{t('errorPanel.owners', { owners: owners.join(', ') })}</p>}
    </ErrorAlert>
  );
}
