import { useTranslation } from 'react-i18next';
import { type DisplayState, displaySeverity } from '../../../machines/sqlLabQuery/index.ts';

/** A query's state, coloured by its display severity (spec §4). */
export function QueryStateLabel({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  const severity = displaySeverity(state);
  return (
    <span className={`loupe-sql-lab__state loupe-sql-lab__state--${severity}`} data-severity={severity}>
      {t(`sqlLab.state.${state}`)}
    </span>
  );
}
