// The dot before a tab's name: its latest query's state, coloured by display severity (spec §4),
// 'offline' while a query runs and the server cannot be reached.
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { type DisplayState, displaySeverity, type QueryState } from '../../../machines/sqlLabQuery/index.ts';
import type { QueryActor } from './sqlLabSession.ts';

export function TabStatus({ actor, offline }: { actor: QueryActor; offline: boolean }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (snapshot) => snapshot.value as QueryState);
  const inProgress = useSelector(actor, (snapshot) => snapshot.hasTag('inProgress'));
  const shown: DisplayState = offline && inProgress ? 'offline' : state;
  const label = t(`sqlLab.state.${shown}`);
  return (
    <span
      className="loupe-sql-lab__tab-status"
      data-severity={displaySeverity(shown)}
      data-state={shown}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
