// /sqllab/p/:key (Superset's SQL Lab permalinks): reads the permalink, then opens /sqllab/ with it
// as the requested query (a new tab); 'The query couldn't be loaded' when it cannot be read.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { REQUESTED_QUERY_STATE, type RequestedQuery } from './openRequestedQuery.ts';
import { createToolsApi } from './toolsApi.ts';

const SQL_LAB_URL = '/sqllab/';

export function PermalinkPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const client = useApi();
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();

  useEffect(() => {
    let cancelled = false;
    createToolsApi(client)
      .getPermalink(key)
      .then((state) => {
        if (cancelled) return;
        const requestedQuery: RequestedQuery = {
          sql: state.sql,
          dbId: state.dbId ?? null,
          catalog: state.catalog ?? null,
          schema: state.schema ?? null,
          name: state.name ?? null,
          templateParams: state.templateParams ?? null,
          autorun: state.autorun === true,
        };
        void navigate(SQL_LAB_URL, { replace: true, state: { [REQUESTED_QUERY_STATE]: requestedQuery } });
      })
      .catch(() => {
        if (cancelled) return;
        addDangerToast(t('sqlLabTools.queryLoadFailed'));
        void navigate(SQL_LAB_URL, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [key, client, navigate, addDangerToast, t]);

  return (
    <div className="loupe-sql-lab">
      <Loading />
    </div>
  );
}
