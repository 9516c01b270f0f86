import type { TFunction } from 'i18next';
import type { ClientError } from '../../api/clientError.ts';
import { isKnownStatus } from '../../api/statusText.ts';

/** The text of a ClientError in the interface language (server messages are shown as sent). */
export function clientErrorText(t: TFunction, error: ClientError): string {
  if (error.messageKey) return t(error.messageKey, error.messageValues ?? {});
  return error.message;
}

/** The status text of a code in the interface language, or '' for codes outside the table. */
export function statusTextOf(t: TFunction, status: number): string {
  return isKnownStatus(status) ? t(`status.${status}`) : '';
}
