// The tabs of query editors (spec §2, §4 'SQL editor tabs'): switch, add, close, and a menu per
// tab with close, close others and duplicate.

import { useSelector } from '@xstate/react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon, PlusIcon } from '../../components/Icon/icons.tsx';
import type { SessionState, SqlLabSession, TabEntry } from './sqlLabSession.ts';
import type { TabCommands } from './useTabCommands.ts';

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
  entry,
  active,
  onSelect,
  commands,
}: {
  entry: TabEntry;
  active: boolean;
  onSelect: () => void;
  commands: TabCommands;
}) {
  const { t } = useTranslation();
  const name = useSelector(entry.actor, (snapshot) => snapshot.context.tab.name);
  return (
    <div className={`loupe-sql-lab__tab${active ? ' loupe-sql-lab__tab--active' : ''}`}>
      <button
        type="button"
        role="tab"
        aria-selected={active}
        className="loupe-sql-lab__tab-name"
        onClick={onSelect}
        title={name}
      >
        {name}
      </button>
      <MenuTrigger>
        <AriaButton className="loupe-sql-lab__tab-icon" aria-label={t('sqlLab.tabActions', { name })}>
          <ChevronDownIcon size={12} />
        </AriaButton>
        <Popover className="loupe-popover loupe-sql-lab__menu-popover">
          <Menu className="loupe-sql-lab__menu" aria-label={t('sqlLab.tabActions', { name })}>
            <MenuItem className="loupe-sql-lab__menu-item" onAction={() => commands.closeTab(entry.key)}>
              {t('sqlLab.closeTab')}
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
