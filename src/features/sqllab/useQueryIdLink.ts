// /sqllab?queryId={id} (Superset's popQuery): opens a query of the history (GET /api/v1/query/{id})
// in a new tab named 'Copy of {tab}' with its SQL, database and schema, then drops the
// parameter; 'An error occurred while loading the SQL' when it cannot be read.
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiProvider.tsx';
import { openRequestedQuery } from './openRequestedQuery.ts';
import type { SqlLabSession } from './sqlLabSession.ts';
import { useIdLink } from './useIdLink.ts';
import { useUntitledTemplate } from './useUntitledTemplate.ts';

export function useQueryIdLink(session: SqlLabSession): void {
  const client = useApi();
  const { t } = useTranslation();
  const template = useUntitledTemplate();
  useIdLink({
    param: 'queryId',
    load: async (id) => {
      const { data } = await client.GET('/api/v1/query/{pk}', { params: { path: { pk: id } } });
      return data!.result;
    },
    open: (query) =>
      openRequestedQuery(
        session,
        {
          sql: query.sql ?? '',
          dbId: query.database?.id ?? null,
          catalog: query.catalog ?? null,
          schema: query.schema ?? null,
          name: query.tab_name ? t('sqlLab.copyOf', { name: query.tab_name }) : null,
          autorun: false,
        },
        template,
      ),
    failure: t('sqlLab.loadSqlFailed'),
    toastInvalid: true,
  });
}
