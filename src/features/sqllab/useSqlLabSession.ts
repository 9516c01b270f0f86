// The page's SqlLabSession: made from the bootstrap, disposed with the page; its state read
// through useSyncExternalStore.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../machines/notice.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { NOTICE_KEYS } from './notices.ts';
import { createSqlLabApi, type SqlLabBootstrap } from './sqlLabApi.ts';
import { type SessionState, SqlLabSession } from './sqlLabSession.ts';

export function useSqlLabSession(bootstrap: SqlLabBootstrap): SqlLabSession | null {
  const client = useApi();
  const { t } = useTranslation();
  const toasts = useToasts();
  const latest = useRef({ t, toasts });
  latest.current = { t, toasts };
  const [session, setSession] = useState<SqlLabSession | null>(null);

  useEffect(() => {
    const notify = ({ level, message }: Notice) => {
      const { t: translate, toasts: show } = latest.current;
      const key = NOTICE_KEYS[message];
      const text = key ? translate(key) : message;
      if (level === 'success') show.addSuccessToast(text);
      else if (level === 'danger') show.addDangerToast(text);
      else if (level === 'warning') show.addWarningToast(text);
      else show.addInfoToast(text);
    };
    const created = new SqlLabSession({
      api: createSqlLabApi(client),
      bootstrap,
      notify,
      logWarning: (message) => console.warn(message),
      firstTabName: latest.current.t('sqlLab.untitledQuery', { number: 1 }),
    });
    setSession(created);
    return () => created.dispose();
  }, [bootstrap, client]);

  return session;
}

const EMPTY: SessionState = { tabs: [], activeKey: null, queriesByTab: {} };

export function useSessionState(session: SqlLabSession): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, () => EMPTY);
}
