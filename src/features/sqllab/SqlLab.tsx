// SQL Lab once the bootstrap is in: the tab bar and the active tab's editor.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { QueryEditor } from './QueryEditor.tsx';
import type { SqlLabBootstrap } from './sqlLabApi.ts';
import { TabBar } from './TabBar.tsx';
import { useQueryIdLink } from './useQueryIdLink.ts';
import { useRequestedQuery } from './useRequestedQuery.ts';
import { useSavedQueryLink } from './useSavedQueryLink.ts';
import { useSessionState, useSqlLabSession } from './useSqlLabSession.ts';
import { useTabCommands } from './useTabCommands.ts';

export function SqlLab({ bootstrap }: { bootstrap: SqlLabBootstrap }) {
  const session = useSqlLabSession(bootstrap);
  if (!session) return <Loading />;
  return <SqlLabTabs session={session} />;
}

function SqlLabTabs({ session }: { session: NonNullable<ReturnType<typeof useSqlLabSession>> }) {
  const { t } = useTranslation();
  const state = useSessionState(session);
  const commands = useTabCommands(session);
  useSavedQueryLink(session);
  useRequestedQuery(session);
  useQueryIdLink(session);
  const active = state.tabs.find((tab) => tab.key === state.activeKey) ?? null;
  return (
    <>
      <TabBar session={session} state={state} commands={commands} />
      {active ? (
        <QueryEditor key={active.key} session={session} entry={active} tabCount={state.tabs.length} />
      ) : (
        <div className="loupe-sql-lab__empty">
          <EmptyState
            size="large"
            title={t('sqlLab.noTabsTitle')}
            description={t('sqlLab.noTabsDescription')}
            buttonText={t('sqlLab.newTab')}
            buttonAction={commands.newTab}
          />
        </div>
      )}
    </>
  );
}
