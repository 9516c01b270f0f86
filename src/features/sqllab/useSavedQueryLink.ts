// /sqllab?savedQueryId={id} (spec §2): opens the saved query in a new tab, or activates the tab
// that already holds it, then drops the parameter from the URL ('The query couldn't be loaded'
// when it cannot be read).
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { createSavedQueryApi } from './savedQueryApi.ts';
import type { SqlLabSession } from './sqlLabSession.ts';
import { useIdLink } from './useIdLink.ts';

export function useSavedQueryLink(session: SqlLabSession): void {
  const client = useApi();
  const { t } = useTranslation();
  useIdLink({
    param: 'savedQueryId',
    load: (id) => createSavedQueryApi(client).get(id),
    open: (saved, id) =>
      session.openSavedQuery({
        id,
        name: saved.label ?? '',
        sql: saved.sql ?? '',
        dbId: saved.database?.id ?? null,
        catalog: saved.catalog,
        schema: saved.schema,
      }),
    failure: t('sqlLabTools.queryLoadFailed'),
    toastInvalid: false,
  });
}
