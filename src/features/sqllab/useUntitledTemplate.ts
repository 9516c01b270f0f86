// The translated 'Untitled Query {{number}}' with its placeholder kept, for nextUntitledName.
import { useTranslation } from 'react-i18next';

const MARKER = '\u0001';

export function useUntitledTemplate(): string {
  const { t } = useTranslation();
  return t('sqlLab.untitledQuery', { number: MARKER }).replace(MARKER, '{{number}}');
}
