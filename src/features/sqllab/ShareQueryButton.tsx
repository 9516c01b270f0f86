// Superset's ShareSqlLabQuery: 'Copy link' stores the tab as a permalink (POST
// /api/v1/sqllab/permalink) and copies {origin}/sqllab/p/{key}, with the 'Link Copied!' toast.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SqlEditorTab } from '../../../machines/tabSync/index.ts';
import { useApi } from '../../api/ApiProvider.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { copyText } from '../../components/DataGrid/clipboard.ts';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { createToolsApi, permalinkUrl } from './toolsApi.ts';

export function ShareQueryButton({ tab }: { tab: SqlEditorTab }) {
  const { t } = useTranslation();
  const client = useApi();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    try {
      const key = await createToolsApi(client).createPermalink({
        dbId: tab.dbId ?? null,
        name: tab.name,
        catalog: tab.catalog ?? null,
        schema: tab.schema ?? null,
        sql: tab.sql,
        templateParams: tab.templateParams ?? null,
        autorun: false,
      });
      if (await copyText(permalinkUrl(window.location.origin, key)))
        addSuccessToast(t('sqlLabTools.linkCopied'));
      else addDangerToast(t('dataGrid.copyUnsupported'));
    } catch {
      addDangerToast(t('sqlLabTools.shareFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="small" onPress={() => void share()} isDisabled={busy}>
      {t('sqlLabTools.copyLink')}
    </Button>
  );
}
