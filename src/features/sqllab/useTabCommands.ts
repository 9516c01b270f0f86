// New, clone, close and close-others on the session, with the translated names.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SqlLabSession } from './sqlLabSession.ts';
import { nextUntitledName } from './tabNames.ts';

const MARKER = '\u0001';

export interface TabCommands {
  newTab(): void;
  cloneTab(key: string): void;
  closeTab(key: string): void;
  closeOtherTabs(key: string): void;
}

export function useTabCommands(session: SqlLabSession): TabCommands {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      newTab: () => {
        const template = t('sqlLab.untitledQuery', { number: MARKER }).replace(MARKER, '{{number}}');
        session.addTab({ name: nextUntitledName(session.tabNames(), template) });
      },
      cloneTab: (key: string) => {
        const source = session.tabOf(key);
        if (source) session.cloneTab(key, t('sqlLab.copyOf', { name: source.name }));
      },
      closeTab: (key: string) => session.removeTab(key),
      closeOtherTabs: (key: string) => session.removeOtherTabs(key),
    }),
    [session, t],
  );
}
