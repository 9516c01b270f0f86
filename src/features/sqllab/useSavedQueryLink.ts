// /sqllab?savedQueryId={id} (spec §2): opens the saved query in a new tab, or activates the tab
// that already holds it, then drops the parameter from the URL ('The query couldn't be loaded'
// when it cannot be read).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { createSavedQueryApi } from './savedQueryApi.ts';
import type { SqlLabSession } from './sqlLabSession.ts';

export function useSavedQueryLink(session: SqlLabSession): void {
  const client = useApi();
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  const [params, setParams] = useSearchParams();
  const raw = params.get('savedQueryId');

  useEffect(() => {
    if (raw === null) return;
    let cancelled = false;
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('savedQueryId');
          return next;
        },
        { replace: true },
      );
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      dropParam();
      return;
    }
    createSavedQueryApi(client)
      .get(id)
      .then((saved) => {
        if (cancelled) return;
        session.openSavedQuery({
          id,
          name: saved.label ?? '',
          sql: saved.sql ?? '',
          dbId: saved.database?.id ?? null,
          catalog: saved.catalog,
          schema: saved.schema,
        });
        dropParam();
      })
      .catch(() => {
        if (cancelled) return;
        addDangerToast(t('sqlLabTools.queryLoadFailed'));
        dropParam();
      });
    return () => {
      cancelled = true;
    };
  }, [raw, client, session, setParams, addDangerToast, t]);
}
