// Where a SQL error points (extra.line, extra.column, 1-based): the offending line and a caret
// under the column (spec §8 'SQL parse error').
import { useTranslation } from 'react-i18next';
import type { SupersetError } from '../../api/clientError.ts';
import { errorLocation } from './errorLocation.ts';

export function SyntaxErrorLocation({ error, sql }: { error: SupersetError; sql: string }) {
  const { t } = useTranslation();
  const location = errorLocation(error, sql);
  if (!location) return null;
  return (
    <figure className="loupe-sql-lab__error-location">
      <figcaption>{t('sqlLab.errorAtLine', { line: location.line })}</figcaption>
      <pre>
        <code>{location.text}</code>
        {location.caret !== null && <code aria-hidden="true">{`\n${' '.repeat(location.caret)}^`}</code>}
      </pre>
    </figure>
  );
}
