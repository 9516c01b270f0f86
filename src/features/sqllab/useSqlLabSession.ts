// The page's SqlLabSession: made from the bootstrap, disposed with the page; its state read
// through useSyncExternalStore.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../../machines/notice.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { useMyRoles } from '../../api/queries.ts';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { NOTICE_KEYS } from './notices.ts';
import { createSqlLabApi, type SqlLabBootstrap } from './sqlLabApi.ts';
import { type SessionState, SqlLabSession } from './sqlLabSession.ts';
import { browserStorage } from './sqlLabStorage.ts';

export function useSqlLabSession(bootstrap: SqlLabBootstrap): SqlLabSession | null {
  const client = useApi();
  const { t } = useTranslation();
  const toasts = useToasts();
  const latest = useRef({ t, toasts });
  latest.current = { t, toasts };
  const [session, setSession] = useState<SqlLabSession | null>(null);
  // The stored copy is per user: two people sharing a browser never see each other's tabs.
  const user = useMyRoles().data?.result.username ?? null;

  useEffect(() => {
    if (user === null) return;
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
      storage: browserStorage(),
      storageUser: user,
      warnStorage: (usedKb, maxKb) =>
        latest.current.toasts.addDangerToast(
          latest.current.t('sqlLab.localStorageWarning', { currentUsage: usedKb, maxStorage: maxKb }),
        ),
    });
    setSession(created);
    const flush = () => created.flush();
    const offline = () => created.setOffline(true);
    const online = () => created.setOffline(false);
    window.addEventListener('pagehide', flush);
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      created.dispose();
    };
  }, [bootstrap, client, user]);

  return session;
}

const EMPTY: SessionState = { tabs: [], activeKey: null, queriesByTab: {}, offline: false };

export function useSessionState(session: SqlLabSession): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, () => EMPTY);
}
