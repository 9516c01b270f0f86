// /sqllab/: SQL Lab (spec §2 'SQL editor screen'), started from GET /api/v1/sqllab/.
import { useTranslation } from 'react-i18next';
import { useApiQueries } from '../../api/ApiProvider.tsx';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { SqlLab } from './SqlLab.tsx';
import './SqlLab.css';

export function SqlLabPage() {
  const { t } = useTranslation();
  // Read afresh each time the page opens (gcTime 0), never refetched while it is open.
  const bootstrap = useApiQueries().useQuery(
    'get',
    '/api/v1/sqllab/',
    {},
    { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 },
  );
  return (
    <div className="loupe-sql-lab">
      <h1 className="loupe-visually-hidden">{t('pages.sqllab')}</h1>
      {bootstrap.error ? (
        <div className="loupe-sql-lab__error">
          <ClientErrorMessage error={bootstrap.error} source="sqllab" />
        </div>
      ) : bootstrap.data ? (
        <SqlLab bootstrap={bootstrap.data.result} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
