// /sqllab?queryId={id} (Superset's popQuery): opens a query of the history (GET /api/v1/query/{id})
// in a new tab named 'Copy of {tab}' with its SQL, database and schema, then drops the
// parameter; 'An error occurred while loading the SQL' when it cannot be read.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { openRequestedQuery } from './openRequestedQuery.ts';
import type { SqlLabSession } from './sqlLabSession.ts';
import { useUntitledTemplate } from './useUntitledTemplate.ts';

export function useQueryIdLink(session: SqlLabSession): void {
  const client = useApi();
  const { t } = useTranslation();
  const { addDangerToast } = useToasts();
  const template = useUntitledTemplate();
  const [params, setParams] = useSearchParams();
  const raw = params.get('queryId');

  useEffect(() => {
    if (raw === null) return;
    let cancelled = false;
    const dropParam = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('queryId');
          return next;
        },
        { replace: true },
      );
    const id = Number(raw);
    const read =
      Number.isInteger(id) && id > 0
        ? client.GET('/api/v1/query/{pk}', { params: { path: { pk: id } } })
        : Promise.reject(new Error('not a query id'));
    read
      .then(({ data }) => {
        if (cancelled) return;
        const query = data!.result;
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
        );
        dropParam();
      })
      .catch(() => {
        if (cancelled) return;
        addDangerToast(t('sqlLab.loadSqlFailed'));
        dropParam();
      });
    return () => {
      cancelled = true;
    };
  }, [raw, client, session, setParams, addDangerToast, t, template]);
}
