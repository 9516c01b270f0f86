// Where a SQL error points (extra.line, extra.column, 1-based) in the SQL it is about: the
// offending line and a caret under the column (spec §8 'SQL parse error').
import { useTranslation } from 'react-i18next';
import { errorLocation } from './errorLocation.ts';
import type { SupersetError } from './types.ts';

export function SqlErrorLocation({ error, sql }: { error: SupersetError; sql: string }) {
  const { t } = useTranslation();
  const location = errorLocation(error, sql);
  if (!location) return null;
  return (
    <figure className="loupe-error__location">
      <figcaption>{t('errorPanel.errorAtLine', { line: location.line })}</figcaption>
      <pre>
        <code>{location.text}</code>
        {location.caret !== null && <code aria-hidden="true">{`\n${' '.repeat(location.caret)}^`}</code>}
      </pre>
    </figure>
  );
}
