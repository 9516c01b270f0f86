// The tabs of query editors (spec §2, §4 'SQL editor tabs'): switch, add, close, each with its
// latest query's status, and a menu per tab with close, rename, the left bar, close others and
// duplicate. Double-clicking a name renames the tab too.

import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon, PlusIcon } from '../../components/Icon/icons.tsx';
import { RenameTabModal } from './RenameTabModal.tsx';
import type { SessionState, SqlLabSession, TabEntry } from './sqlLabSession.ts';
import { TabStatus } from './TabStatus.tsx';
import type { TabCommands } from './useTabCommands.ts';
import './TabBar.css';

interface TabBarProps {
  session: SqlLabSession;
  state: SessionState;
  commands: TabCommands;
}

export function TabBar({ session, state, commands }: TabBarProps) {
  const { t } = useTranslation();
  return (
    <div className="loupe-sql-lab__tabs">
      <div role="tablist" aria-label={t('sqlLab.tabs')} className="loupe-sql-lab__tablist">
        {state.tabs.map((entry) => (
          <EditorTab
            key={entry.key}
            session={session}
            offline={state.offline}
            entry={entry}
            active={entry.key === state.activeKey}
            onSelect={() => session.activate(entry.key)}
            commands={commands}
          />
        ))}
      </div>
      <AriaButton
        className="loupe-sql-lab__tab-add"
        aria-label={t('sqlLab.newTab')}
        onPress={commands.newTab}
      >
        <PlusIcon size={14} />
      </AriaButton>
    </div>
  );
}

function EditorTab({
  session,
  offline,
  entry,
  active,
  onSelect,
  commands,
}: {
  session: SqlLabSession;
  offline: boolean;
  entry: TabEntry;
  active: boolean;
  onSelect: () => void;
  commands: TabCommands;
}) {
  const { t } = useTranslation();
  const name = useSelector(entry.actor, (snapshot) => snapshot.context.tab.name);
  const hideLeftBar = useSelector(entry.actor, (snapshot) => Boolean(snapshot.context.tab.hideLeftBar));
  const latestQueryId = useSelector(entry.actor, (snapshot) => snapshot.context.tab.latestQueryId);
  const latest = session.queryEntry(latestQueryId);
  const [renaming, setRenaming] = useState(false);
  return (
    <div className={`loupe-sql-lab__tab${active ? ' loupe-sql-lab__tab--active' : ''}`}>
      {latest && <TabStatus actor={latest.actor} offline={offline} />}
      <button
        type="button"
        role="tab"
        aria-selected={active}
        className="loupe-sql-lab__tab-name"
        onClick={onSelect}
        onDoubleClick={() => setRenaming(true)}
        title={name}
      >
        {name}
      </button>
      {renaming && (
        <RenameTabModal
          name={name}
          onRename={(next) => session.editTab(entry.key, { name: next })}
          onHide={() => setRenaming(false)}
        />
      )}
      <MenuTrigger>
        <AriaButton className="loupe-sql-lab__tab-icon" aria-label={t('sqlLab.tabActions', { name })}>
          <ChevronDownIcon size={12} />
        </AriaButton>
        <Popover className="loupe-popover loupe-sql-lab__menu-popover">
          <Menu className="loupe-sql-lab__menu" aria-label={t('sqlLab.tabActions', { name })}>
            <MenuItem className="loupe-sql-lab__menu-item" onAction={() => commands.closeTab(entry.key)}>
              {t('sqlLab.closeTab')}
            </MenuItem>
            <MenuItem className="loupe-sql-lab__menu-item" onAction={() => setRenaming(true)}>
              {t('sqlLab.renameTab')}
            </MenuItem>
            <MenuItem
              className="loupe-sql-lab__menu-item"
              onAction={() => session.editTab(entry.key, { hideLeftBar: !hideLeftBar })}
            >
              {hideLeftBar ? t('sqlLab.showLeftBar') : t('sqlLab.hideLeftBar')}
            </MenuItem>
            <MenuItem
              className="loupe-sql-lab__menu-item"
              onAction={() => commands.closeOtherTabs(entry.key)}
            >
              {t('sqlLab.closeOtherTabs')}
            </MenuItem>
            <MenuItem className="loupe-sql-lab__menu-item" onAction={() => commands.cloneTab(entry.key)}>
              {t('sqlLab.duplicateTab')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <AriaButton
        className="loupe-sql-lab__tab-icon"
        aria-label={t('sqlLab.closeTabNamed', { name })}
        onPress={() => commands.closeTab(entry.key)}
      >
        <CloseIcon size={12} />
      </AriaButton>
    </div>
  );
}
